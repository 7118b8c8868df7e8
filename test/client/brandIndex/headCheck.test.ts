import {
  type BrandIndex,
  type ContentClient,
  createBrandIndex,
  createContentClient,
  findContentBySlug,
} from 'content-delivery-react/client';
import { createMockContentItem, type MockContentItem } from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../helpers/fakeClock.js';
import { newest, type Shop, shopBrand, startClock, startShop, walkRequests } from './shop.js';

// Head checks: after missRefreshMs, a lookup the index cannot answer reads page 1 of every
// list (1 + 3 requests for the shop); what it finds there decides whether the brand is walked
// again.

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface Setup {
  shop: Shop;
  client: ContentClient;
  index: BrandIndex;
}

async function walked(): Promise<Setup> {
  startClock();
  const shop = startShop([shopBrand()]);
  const client = createContentClient({
    baseUrl: 'http://cds.test',
    fetch: shop.fetch,
    retry: 0,
    brandIndex: false,
  });
  const index = createBrandIndex(client, { pageSize: 10, missRefreshMs: 60_000 });
  await index.refresh('shop');
  return { shop, client, index };
}

/** `count` boots published on top since the walk, newest first: `new-0` … */
function publish(shop: Shop, count: number, fields: Partial<MockContentItem> = {}): void {
  shop.change(([brand]) => {
    for (let n = 0; n < count; n++) {
      brand?.items.push(
        createMockContentItem({
          id: `new-${n}`,
          slug: `new-${n}`,
          categoryId: 'boots',
          publishedDate: new Date(newest + 1000 - n).toISOString(),
          ...fields,
        }),
      );
    }
  });
}

/** Runs one head check: a miss after missRefreshMs. */
async function headCheck(index: BrandIndex, at: number): Promise<void> {
  vi.setSystemTime(at);
  expect(await index.find('shop', `unknown-${at}`)).toBeNull();
}

/** Gives the item `slug` the fields `fields` and publishes it again, on top of its list. */
function republish(shop: Shop, slug: string, fields: Partial<MockContentItem>): void {
  shop.change(([brand]) => {
    const item = brand?.items.find((candidate) => candidate.slug === slug);
    if (item === undefined) throw new Error(`no item ${slug}`);
    Object.assign(item, { publishedDate: new Date(newest + 1000).toISOString(), ...fields });
  });
}

describe('head checks', () => {
  it('adds nine items published on top of a list without walking, each read on page 1', async () => {
    const { shop, client, index } = await walked();
    publish(shop, 9);
    await headCheck(index, newest + 60_000);
    expect(shop.categoryReads()).toBe(2);
    expect(shop.requests).toHaveLength(walkRequests + 4);
    expect(index.info('shop')?.items).toBe(189);
    for (const slug of ['new-0', 'new-4', 'new-8']) {
      const before = shop.requests.length;
      expect((await findContentBySlug(client, 'shop', { slug, brandIndex: index }))?.slug).toBe(
        slug,
      );
      expect(shop.requests.slice(before)).toEqual(['shop/category/boots?page=1&pageSize=10']);
    }
  });

  it('walks again when page 1 of a list is all new items', async () => {
    const { shop, index } = await walked();
    publish(shop, 10);
    await headCheck(index, newest + 60_000);
    await until(() => index.info('shop')?.items === 190);
    expect(shop.categoryReads()).toBe(3);
    expect(index.info('shop')?.walkedAt).toBe(newest + 60_000);
  });

  it('walks again when a list shrank', async () => {
    const { shop, index } = await walked();
    shop.change(([brand]) => {
      if (brand !== undefined)
        brand.items = brand.items.filter((item) => item.slug !== 'maps-7-de');
    });
    await headCheck(index, newest + 60_000);
    await until(() => index.info('shop')?.items === 179);
    expect(shop.categoryReads()).toBe(3);
  });

  it('adds an item whose slug is 1024 long, and walks again for one whose slug is longer', async () => {
    const { shop, index } = await walked();
    publish(shop, 1, { slug: 's'.repeat(1024) });
    await headCheck(index, newest + 60_000);
    expect(shop.categoryReads()).toBe(2);
    expect(index.info('shop')?.items).toBe(181);
    expect((await index.find('shop', 's'.repeat(1024)))?.id).toBe('new-0');

    publish(shop, 1, { id: 'long', slug: 'l'.repeat(1025) });
    await headCheck(index, newest + 120_000);
    await until(() => shop.categoryReads() === 4);
    expect(index.info('shop')?.walkedAt).toBe(newest + 120_000);
  });

  it('counts an item it cannot hold published on top once: later checks neither walk nor shift pages', async () => {
    const { shop, client, index } = await walked();
    publish(shop, 1, { description: 'd'.repeat(16_385) });
    await headCheck(index, newest + 60_000);
    await headCheck(index, newest + 120_000);
    await headCheck(index, newest + 180_000);
    expect(shop.categoryReads()).toBe(4);
    expect(index.info('shop')?.walkedAt).toBe(newest);
    // Every boots item moved down by one: boots-3-de, place 9 → 10, is on page 2.
    const before = shop.requests.length;
    expect(
      (await findContentBySlug(client, 'shop', { slug: 'boots-3-de', brandIndex: index }))?.slug,
    ).toBe('boots-3-de');
    expect(shop.requests.slice(before)).toEqual(['shop/category/boots?page=2&pageSize=10']);
  });

  it('walks again when an item it holds is republished on top under a new slug', async () => {
    const { shop, client, index } = await walked();
    // boots-12-fr was on page 4; the head check sees its id on page 1 under another slug.
    republish(shop, 'boots-12-fr', { slug: 'boots-12-fr-renamed' });
    vi.setSystemTime(newest + 60_000);
    expect((await index.find('shop', 'boots-12-fr-renamed'))?.id).toBe('shop-boots-12-fr');
    // One head check (categories and page 1 of each list), then one walk, in the background.
    await until(() => index.info('shop')?.walkedAt === newest + 60_000);
    expect(shop.requests).toHaveLength(walkRequests + 4 + walkRequests);
    // The old slug no longer answers the stale entry, and the service is not asked for it.
    const before = shop.requests.length;
    expect(await index.find('shop', 'boots-12-fr')).toBeNull();
    const renamed = { slug: 'boots-12-fr-renamed', brandIndex: index };
    expect((await findContentBySlug(client, 'shop', renamed))?.slug).toBe('boots-12-fr-renamed');
    expect(shop.requests.slice(before)).toEqual(['shop/category/boots?page=1&pageSize=10']);
    expect(index.info('shop')?.items).toBe(180);
  });

  // A head check only adds what it finds: an item held that is now different on page 1 left
  // its place further down (moving the items between), so only a walk can place it again.
  it.each<[string, (shop: Shop) => void, (index: BrandIndex) => Promise<void>]>([
    [
      'edited',
      (shop) => republish(shop, 'boots-12-fr', { title: 'Boots, revised' }),
      async (index) => {
        expect((await index.find('shop', 'boots-12-fr'))?.title).toBe('Boots, revised');
      },
    ],
    [
      'deleted, its slug taken by a new item',
      (shop) => {
        shop.change(([brand]) => {
          if (brand !== undefined)
            brand.items = brand.items.filter((item) => item.slug !== 'boots-12-fr');
        });
        publish(shop, 1, { slug: 'boots-12-fr' });
      },
      async (index) => {
        expect((await index.find('shop', 'boots-12-fr'))?.id).toBe('new-0');
        expect(index.info('shop')?.items).toBe(180);
      },
    ],
    [
      'edited beyond what the index holds',
      (shop) => republish(shop, 'boots-12-fr', { description: 'd'.repeat(16_385) }),
      async (index) => {
        expect(index.info('shop')?.items).toBe(179);
      },
    ],
  ])('walks again when an item it holds comes back on top %s', async (_, change, check) => {
    const { shop, index } = await walked();
    change(shop);
    await headCheck(index, newest + 60_000);
    await until(() => index.info('shop')?.walkedAt === newest + 60_000);
    expect(shop.requests).toHaveLength(walkRequests + 4 + walkRequests);
    await check(index);
  });

  // An item held on page 1 that is different now, with the list's total unchanged: only the
  // fields (or the id under another slug) tell the check that the index holds a stale entry.
  it.each<[string, (shop: Shop) => void, (index: BrandIndex) => Promise<void>]>([
    [
      'edited in place',
      (shop) => edit(shop, 'boots-0-de', { title: 'Boots, revised in place' }),
      async (index) => {
        expect((await index.find('shop', 'boots-0-de'))?.title).toBe('Boots, revised in place');
      },
    ],
    [
      'edited in place beyond what the index holds',
      (shop) => edit(shop, 'boots-0-de', { description: 'd'.repeat(16_385) }),
      async (index) => {
        expect(index.info('shop')?.items).toBe(179);
      },
    ],
    [
      'renamed in place',
      (shop) => edit(shop, 'boots-0-de', { slug: 'boots-0-de-renamed' }),
      async (index) => {
        expect(await index.find('shop', 'boots-0-de')).toBeNull();
        expect((await index.find('shop', 'boots-0-de-renamed'))?.id).toBe('shop-boots-0-de');
      },
    ],
    [
      'renamed in place, while an item published further down keeps the total as if it were new',
      (shop) => {
        edit(shop, 'boots-0-de', { slug: 'boots-0-de-renamed' });
        bury(shop);
      },
      async (index) => {
        expect(await index.find('shop', 'boots-0-de')).toBeNull();
        expect((await index.find('shop', 'buried'))?.id).toBe('buried');
      },
    ],
    [
      'back from further down unchanged, while an item published further down keeps the total as if it were new',
      (shop) => {
        republish(shop, 'boots-12-fr', {});
        bury(shop);
      },
      async (index) => {
        expect((await index.find('shop', 'buried'))?.id).toBe('buried');
        expect(index.info('shop')?.items).toBe(181);
      },
    ],
  ])('walks again when an item it holds on page 1 is %s', async (_, change, check) => {
    const { shop, index } = await walked();
    change(shop);
    await headCheck(index, newest + 60_000);
    await until(() => index.info('shop')?.walkedAt === newest + 60_000, 5_000);
    // The walk, the head check, and the one walk after it.
    expect(shop.categoryReads()).toBe(3);
    await check(index);
  });
});

/** Gives the item `slug` the fields `fields` where it is: its place in its list stays. */
function edit(shop: Shop, slug: string, fields: Partial<MockContentItem>): void {
  shop.change(([brand]) => {
    const item = brand?.items.find((candidate) => candidate.slug === slug);
    if (item === undefined) throw new Error(`no item ${slug}`);
    Object.assign(item, fields);
  });
}

/** Publishes the boots item `buried` below every other: the list grows, page 1 stays. */
function bury(shop: Shop): void {
  shop.change(([brand]) => {
    brand?.items.push(
      createMockContentItem({
        id: 'buried',
        slug: 'buried',
        categoryId: 'boots',
        publishedDate: new Date(newest - 100_000_000).toISOString(),
      }),
    );
  });
}
