import {
  type BrandIndexOptions,
  type BrandIndexStorage,
  findContentBySlug,
} from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { createStorage } from 'unstorage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../helpers/fakeClock.js';
import {
  clientOf,
  indexOf,
  newest,
  type Shop,
  shopBrand,
  startClock,
  startShop,
  walkRequests,
} from './shop.js';

// When the index walks a brand again (in the background, or for a lookup), and when it sends a
// head check instead: what a service sees of it, as requests.

/** The shop, walked once at `newest` by an index with these options. */
async function walked(options: BrandIndexOptions) {
  startClock();
  const shop = startShop([shopBrand()]);
  const client = clientOf(shop);
  const index = indexOf(client, options);
  await index.refresh('shop');
  return { shop, client, index };
}

/**
 * A lookup a minute after the walk starts another in the background (it waits for one only after
 * 10 minutes), and a failed walk holds the next one back a minute.
 */
const backgroundWalks = { ttlMs: 60_000, maxStaleMs: 600_000, missRefreshMs: 60_000 };

/** The service answers 404 for the brand until `up` is called. */
function takeDown(shop: Shop): { up(): void } {
  shop.change((brands) => {
    brands.splice(0, brands.length);
  });
  return { up: () => shop.change((brands) => brands.push(shopBrand())) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createBrandIndex: background walks after a failure', () => {
  it('walks again missRefreshMs after a failed walk, not sooner, reporting each failure once', async () => {
    const onError = vi.fn();
    const { shop, index } = await walked({ ...backgroundWalks, onError });
    takeDown(shop);
    vi.setSystemTime(newest + 60_000);
    // Three lookups while the background walk waits for the categories: they share it.
    shop.hold((path) => path === 'shop/categories');
    for (const slug of ['boots-0-en', 'boots-1-en', 'tents-3-de']) {
      expect((await index.find('shop', slug))?.slug).toBe(slug);
    }
    await until(() => shop.held() === 1);
    shop.stopHolding();
    // `until`, not `vi.waitFor`: that one advances the faked Date, putting the failure ahead of
    // the times this test sets.
    await until(() => onError.mock.calls.length === 1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'http', status: 404 });

    // At the very time of the failure, and up to missRefreshMs after it: no walk.
    for (const at of [newest + 60_000, newest + 119_999]) {
      vi.setSystemTime(at);
      expect((await index.find('shop', 'maps-2-fr'))?.slug).toBe('maps-2-fr');
    }
    expect(shop.categoryReads()).toBe(2);
    // missRefreshMs after it, to the millisecond: one more.
    vi.setSystemTime(newest + 120_000);
    expect((await index.find('shop', 'maps-3-fr'))?.slug).toBe('maps-3-fr');
    await until(() => onError.mock.calls.length === 2);
    expect(shop.categoryReads()).toBe(3);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('is not held back by a failure the clock now puts in the future, and forgets it after a walk succeeds', async () => {
    const onError = vi.fn();
    const { shop, index } = await walked({ ...backgroundWalks, onError });
    const service = takeDown(shop);
    vi.setSystemTime(newest + 60_000);
    await index.find('shop', 'boots-0-en');
    await until(() => onError.mock.calls.length === 1);
    service.up();

    // The clock was two minutes ahead, and is corrected: the index is walked again at once.
    vi.setSystemTime(newest - 120_000);
    expect((await index.find('shop', 'boots-0-en'))?.slug).toBe('boots-0-en');
    expect(index.info('shop')?.walkedAt).toBe(newest - 120_000);
    // ttlMs later a background walk, although the failure's time is still ahead of the clock.
    vi.setSystemTime(newest - 60_000);
    await index.find('shop', 'boots-1-en');
    await until(() => index.info('shop')?.walkedAt === newest - 60_000);
    // It succeeded: the failure no longer holds the next one back, even at its very time.
    vi.setSystemTime(newest + 60_000);
    await index.find('shop', 'boots-2-en');
    await until(() => index.info('shop')?.walkedAt === newest + 60_000);
    expect(shop.categoryReads()).toBe(5);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('createBrandIndex: head checks and running walks', () => {
  it('sends a head check again when the clock is set back before the last one', async () => {
    const { shop, index } = await walked({ missRefreshMs: 60_000 });
    vi.setSystemTime(newest + 60_000);
    expect(await index.find('shop', 'nope')).toBeNull();
    expect(shop.requests).toHaveLength(walkRequests + 4);
    vi.setSystemTime(newest + 30_000);
    expect(await index.find('shop', 'nope-again')).toBeNull();
    expect(shop.requests).toHaveLength(walkRequests + 8);
  });

  it('waits for a running walk rather than send a head check of its own', async () => {
    const { shop, index } = await walked(backgroundWalks);
    vi.setSystemTime(newest + 60_000);
    // The background walk the lookup starts (ttlMs passed) waits on its first pages.
    shop.hold((path) => path.includes('page='));
    const miss = index.find('shop', 'nope');
    await until(() => shop.held() === 3);
    shop.stopHolding();
    expect(await miss).toBeNull();
    expect(shop.categoryReads()).toBe(2);
    expect(shop.requests).toHaveLength(2 * walkRequests);
  });
});

describe('createBrandIndex: an item not where the index says', () => {
  /** The shop walked, then `tents-0-de` (page 1 at the walk) made the oldest tent: page 6. */
  async function walkedThenMoved() {
    const walkedShop = await walked({ missRefreshMs: 60_000 });
    walkedShop.shop.change(([brand]) => {
      const item = brand?.items.find((entry) => entry.slug === 'tents-0-de');
      if (item !== undefined) item.publishedDate = new Date(newest - 3_600_000).toISOString();
    });
    return walkedShop;
  }

  it('searches the lists within missRefreshMs of the walk, after reading around its place once', async () => {
    const { shop, client, index } = await walkedThenMoved();
    const item = await findContentBySlug(client, 'shop', { slug: 'tents-0-de', brandIndex: index });
    expect(item?.id).toBe('shop-tents-0-de');
    expect(shop.requests.slice(walkRequests, walkRequests + 3)).toEqual([
      'shop/category/tents?page=1&pageSize=10',
      'shop/category/tents?page=2&pageSize=10',
      'shop/categories',
    ]);
    expect(shop.categoryReads()).toBe(2);
  });

  it('waits for a walk running (a refresh) and reads the page it gives, within missRefreshMs too', async () => {
    const { shop, client, index } = await walkedThenMoved();
    shop.hold((path) => path === 'shop/categories');
    const refreshed = index.refresh('shop');
    await until(() => shop.held() === 1);
    const lookup = findContentBySlug(client, 'shop', { slug: 'tents-0-de', brandIndex: index });
    await until(() => shop.requests.length >= walkRequests + 3);
    shop.stopHolding();
    expect((await lookup)?.id).toBe('shop-tents-0-de');
    await refreshed;
    expect(shop.categoryReads()).toBe(2);
    expect(shop.requests.slice(walkRequests + 1, walkRequests + 3)).toEqual([
      'shop/category/tents?page=1&pageSize=10',
      'shop/category/tents?page=2&pageSize=10',
    ]);
    expect(shop.requests.slice(2 * walkRequests + 2)).toEqual([
      'shop/category/tents?page=6&pageSize=10',
    ]);
  });
});

describe('createBrandIndex: a miss with a shared storage', () => {
  it("answers from another instance's newer walk with no request; a head check finding nothing stores only its time", async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    const writes: string[] = [];
    const recording: BrandIndexStorage = {
      getItem: (key) => storage.getItem(key),
      async setItem(key, value) {
        writes.push(key);
        await storage.setItem(key, value);
      },
      removeItem: (key) => storage.removeItem(key),
    };
    // Each instance reads the store on its own only every 10 minutes: a miss reads it at once.
    const options = { storage: recording, keyPrefix: 'site', syncIntervalMs: 600_000 };
    const first = indexOf(clientOf(shop), { ...options, missRefreshMs: 60_000 });
    const second = indexOf(clientOf(shop), { ...options, missRefreshMs: 60_000 });
    await first.refresh('shop');
    // The second one's first call loads the stored walk: no request, nothing written (no lock).
    writes.length = 0;
    expect(await second.variants('shop', 'shop-tents-group-0')).toHaveLength(3);
    expect(writes).toEqual([]);
    expect((await second.find('shop', 'tents-0-en'))?.id).toBe('shop-tents-0-en');
    expect(shop.requests).toHaveLength(walkRequests);

    // The first one's head check finds nothing new: it stores when it ran, nothing else.
    vi.setSystemTime(newest + 60_000);
    writes.length = 0;
    expect(await first.find('shop', 'nope')).toBeNull();
    expect(shop.requests).toHaveLength(walkRequests + 4);
    expect(writes).toEqual(['site:b-shop:checked']);
    // The second one reads that time: no head check of its own.
    expect(await second.find('shop', 'nope-too')).toBeNull();
    expect(shop.requests).toHaveLength(walkRequests + 4);

    // The first one walks again for an item published since; the second finds it in the store.
    vi.setSystemTime(newest + 61_000);
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'new',
          slug: 'new',
          categoryId: 'boots',
          publishedDate: new Date(newest + 61_000).toISOString(),
        }),
      );
    });
    await first.refresh('shop');
    const before = shop.requests.length;
    vi.setSystemTime(newest + 180_000);
    expect((await second.find('shop', 'new'))?.id).toBe('new');
    expect(shop.requests).toHaveLength(before);
  });
});
