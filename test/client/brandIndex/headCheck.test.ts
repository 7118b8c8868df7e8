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
});
