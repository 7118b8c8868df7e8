import {
  type ContentEvent,
  createContentClient,
  findContentBySlug,
  getAllContentByCategory,
} from 'content-delivery-react/client';
import type { MockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it, vi } from 'vitest';
import { clientOf, collect, indexOf, shopBrand, startShop, walkRequests } from './shop.js';

// An item the client cannot read (a required field that does not fit the spec) is left out of
// its page and reported; the brand index walks around it: the walk is complete, takes the
// requests it always takes, and the items after it keep their pages (docs/errors.md).

/** The shop, with the 5th item of `tents` (page 1 at page size 10) unreadable: its title a number. */
function shopWithUnreadableItem() {
  const brand = shopBrand();
  const tents = brand.items.filter((item) => item.categoryId === 'tents');
  const broken = tents[4];
  if (broken === undefined) throw new Error('the shop has tents');
  // What a service no one here wrote may send: a title that is not a string.
  Object.assign(broken, { title: 42 as unknown as MockContentItem['title'] });
  // The item listed right after it, and the last of the list: both keep their pages.
  const after = tents[5];
  const last = tents.at(-1);
  if (after === undefined || last === undefined) throw new Error('the shop has tents');
  return { shop: startShop([brand]), broken, after, last, tentCount: tents.length };
}

describe('an unreadable item in a walked brand', () => {
  it('is left out and reported once; the walk is complete and takes no extra request', async () => {
    const { shop, broken } = shopWithUnreadableItem();
    const events: ContentEvent[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const index = indexOf(clientOf(shop, { onEvent: (event) => events.push(event) }));
    await index.refresh('shop');
    warn.mockRestore();
    expect(shop.requests).toHaveLength(walkRequests);
    expect(events.filter((event) => event.kind === 'item-left-out')).toEqual([
      { kind: 'item-left-out', brandId: 'shop', itemId: broken.id, field: 'data[4].title' },
    ]);
    const completed = events.find((event) => event.kind === 'walk-completed');
    expect(completed).toMatchObject({ complete: true, items: 179 });
    expect(await index.find('shop', broken.slug)).toBeNull();
  });

  it('keeps the pages of the items after it: their lookups read the right page', async () => {
    const { shop, after, last } = shopWithUnreadableItem();
    // A server's client, with its own index walking pages of 10.
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch: shop.fetch,
      retry: 0,
      brandIndex: { pageSize: 10 },
    });
    const index = client.brandIndex;
    if (index === undefined) throw new Error('a server client has an index');
    await index.refresh('shop');
    const walked = shop.requests.length;
    for (const item of [after, last]) {
      expect((await index.find('shop', item.slug))?.id).toBe(item.id);
      // The whole item (with its body) comes from the one page the index names.
      const found = await findContentBySlug(client, 'shop', { slug: item.slug });
      expect(found?.content).toBe(item.content);
    }
    const pagesRead = shop.requests.slice(walked);
    expect(pagesRead).toEqual([
      'shop/category/tents?page=1&pageSize=10',
      'shop/category/tents?page=6&pageSize=10',
    ]);
  });

  it('lists every readable item from the index, and a walk of the list says it is complete', async () => {
    const { shop, broken, tentCount } = shopWithUnreadableItem();
    const client = clientOf(shop);
    const index = indexOf(client);
    const entries = await collect(index.entries('shop', { categoryId: 'tents' }));
    expect(entries).toHaveLength(tentCount - 1);
    expect(entries.map((entry) => entry.id)).not.toContain(broken.id);
    const all = await getAllContentByCategory(client, 'shop', 'tents', { pageSize: 10 });
    expect(all).toMatchObject({ totalCount: tentCount, complete: true, pages: 6 });
    expect(all.items).toHaveLength(tentCount - 1);
  });
});
