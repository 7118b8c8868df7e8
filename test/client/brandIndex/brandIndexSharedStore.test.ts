// How instances sharing a store coordinate: which stored snapshot an instance adopts, how it
// waits for the instance holding the walk lock, and how it keeps its own lock alive. The store
// is a Map the test can read and write directly, standing in for Redis.
import type { BrandIndexOptions, BrandIndexStorage } from 'content-delivery-react/client';
import { createMockCategory, createMockContentItem } from 'content-delivery-react/mock';
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

const keyPrefix = 'site:brand-index';
const lockKey = `${keyPrefix}:b-shop:lock`;
const metaKey = `${keyPrefix}:b-shop:meta`;
/** Well inside the test's 5 s bound under Stryker: a wait a mutant never ends fails here. */
const withinMs = 3_000;

/** A store the test reads and writes directly; `reads` logs every key read, in order. */
function memoryStorage() {
  const items = new Map<string, string>();
  const reads: string[] = [];
  const storage: BrandIndexStorage = {
    async getItem(key) {
      reads.push(key);
      return items.get(key) ?? null;
    },
    async setItem(key, value) {
      items.set(key, value);
    },
    async removeItem(key) {
      items.delete(key);
    },
  };
  return { items, reads, storage };
}

function instance(shop: Shop, storage: BrandIndexStorage, options: BrandIndexOptions = {}) {
  return indexOf(clientOf(shop), { storage, keyPrefix, ...options });
}

/** The keys an instance walking the brand now would store (its own store, copied later). */
async function walkedElsewhere(shop: Shop): Promise<Map<string, string>> {
  const elsewhere = memoryStorage();
  await instance(shop, elsewhere.storage).refresh('shop');
  return elsewhere.items;
}

/** Another instance's live lock: whoever reads it waits (the test lifts or replaces it). */
const otherLock = () => JSON.stringify({ owner: 'other', until: Date.now() + 24 * 3_600_000 });

const lockReads = (reads: string[]) => reads.filter((key) => key === lockKey).length;
const chunkReads = (reads: string[]) => reads.filter((key) => /:c:\d+:\d+$/.test(key)).length;

function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  const settle = () => {
    settled = true;
  };
  promise.then(settle, settle);
  return () => settled;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createBrandIndex with a shared store: adopting a stored snapshot', () => {
  it('answers a lookup from the store with the meta, one slug bucket and one chunk: no instance loads the brand', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { reads, storage } = memoryStorage();
    await instance(shop, storage).refresh('shop');
    reads.length = 0;
    const second = instance(shop, storage);
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(reads.filter((key) => key === metaKey)).toHaveLength(1);
    expect(reads.filter((key) => /:s:\d+$/.test(key))).toHaveLength(1);
    expect(chunkReads(reads)).toBe(1);
    // 180 items: a brand of any size costs the same three reads.
    expect(reads).toHaveLength(3);

    reads.length = 0;
    // A miss reads the meta again before answering null (another instance may have walked),
    // and one bucket, never a chunk.
    expect(await second.find('shop', 'nope')).toBeNull();
    expect(reads).toContain(metaKey);
    expect(chunkReads(reads)).toBe(0);
  });

  it('takes from the store that another instance found the brand too large: it refuses lookups without asking the service', async () => {
    startClock();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shop = startShop([shopBrand()]);
    const { storage } = memoryStorage();
    await instance(shop, storage, { maxItems: 100 }).refresh('shop');
    const sent = shop.requests.length;
    const second = instance(shop, storage, { maxItems: 100 });
    await expect(second.find('shop', 'tents-0-de')).rejects.toMatchObject({
      kind: 'invalid-request',
      field: 'brandId',
    });
    // The second instance knew from the store: it neither walked nor counted the lists again.
    expect(shop.requests.length).toBe(sent);
  });

  it('reads the meta again once per syncIntervalMs, and while it names the same snapshot keeps what it read of it', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { reads, storage } = memoryStorage();
    const first = instance(shop, storage, { missRefreshMs: 60_000 });
    await first.refresh('shop');
    // A head check of the first instance stores what it added beside the snapshot.
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'fresh',
          slug: 'fresh',
          categoryId: 'tents',
          publishedDate: new Date(newest + 1_000).toISOString(),
        }),
      );
    });
    vi.setSystemTime(newest + 60_000);
    expect((await first.find('shop', 'fresh'))?.id).toBe('fresh');
    const second = instance(shop, storage, { syncIntervalMs: 5_000 });
    expect((await second.find('shop', 'fresh'))?.id).toBe('fresh');
    vi.setSystemTime(newest + 66_000);
    reads.length = 0;
    // Past the interval: the meta once; it names the same snapshot, so neither the snapshot
    // nor what head checks added is read again.
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(reads).toEqual([
      metaKey,
      expect.stringMatching(/:s:\d+$/),
      expect.stringMatching(/:c:0:1$/),
    ]);
    reads.length = 0;
    // Within the interval again: no meta read.
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(reads).not.toContain(metaKey);
    expect(reads).toHaveLength(2);
  });

  it('answers after the store was emptied under it (flushed, or evicted), past syncIntervalMs', async () => {
    startClock();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shop = startShop([shopBrand()]);
    const { items, storage } = memoryStorage();
    await instance(shop, storage).refresh('shop');
    const second = instance(shop, storage, { syncIntervalMs: 5_000 });
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    items.clear();
    vi.setSystemTime(newest + 6_000);
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
  });

  it('keeps its own newer index when the store answers an older meta (a late write), and follows a newer one', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { items, storage } = memoryStorage();
    await instance(shop, storage).refresh('shop');
    const olderMeta = items.get(metaKey) ?? '';

    vi.setSystemTime(newest + 1_000);
    shop.change(([brand]) => {
      brand?.items.push(createMockContentItem({ id: 'late', slug: 'late', categoryId: 'maps' }));
    });
    const second = instance(shop, storage);
    await second.refresh('shop');
    const own = { items: 181, walkedAt: newest + 1_000 };
    expect(second.info('shop')).toMatchObject(own);
    const newerMeta = items.get(metaKey) ?? '';

    // The older walk's meta is back (its keys are gone: the newer walk removed them).
    items.set(metaKey, olderMeta);
    const requests = shop.requests.length;
    expect(await second.find('shop', 'nope')).toBeNull();
    expect(second.info('shop')).toMatchObject(own);
    items.set(metaKey, newerMeta);
    expect((await second.find('shop', 'late'))?.id).toBe('late');
    expect(shop.requests).toHaveLength(requests);
  });

  it('reads an older meta once per syncIntervalMs, as it reads one it takes', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { items, reads, storage } = memoryStorage();
    await instance(shop, storage).refresh('shop');
    const olderMeta = items.get(metaKey) ?? '';
    vi.setSystemTime(newest + 1_000);
    const second = instance(shop, storage, { syncIntervalMs: 5_000 });
    await second.refresh('shop');
    // A late write brings the older walk's meta back.
    items.set(metaKey, olderMeta);
    vi.setSystemTime(newest + 7_000);
    reads.length = 0;
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(reads.filter((key) => key === metaKey)).toHaveLength(1);
    reads.length = 0;
    // Within the interval: its own index answers without reading the meta again.
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(reads).not.toContain(metaKey);
    expect(second.info('shop')?.walkedAt).toBe(newest + 1_000);
  });

  it('answers a meta naming keys that are not there as a damaged store: reported, and walked again', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { items, storage } = memoryStorage();
    await instance(shop, storage).refresh('shop');
    const meta = JSON.parse(items.get(metaKey) ?? 'null');
    items.set(metaKey, JSON.stringify({ ...meta, generation: 'gone' }));
    const events: string[] = [];
    const second = indexOf(clientOf(shop, { onEvent: (event) => events.push(event.kind) }), {
      storage,
      keyPrefix,
    });
    const walks = shop.categoryReads();
    expect((await second.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(events).toContain('store-failed');
    expect(shop.categoryReads()).toBe(walks + 1);
    expect(JSON.parse(items.get(metaKey) ?? 'null').generation).not.toBe('gone');
  });

  it('walks again in the background when a head check finds a new category', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { storage } = memoryStorage();
    const index = instance(shop, storage, { missRefreshMs: 60_000 });
    await index.refresh('shop');
    shop.change(([brand]) => {
      brand?.categories.push(createMockCategory({ id: 'stoves' }));
      brand?.items.push(
        createMockContentItem({
          id: 'stove-1',
          slug: 'stove-1',
          categoryId: 'stoves',
        }),
      );
    });
    vi.setSystemTime(newest + 60_000);
    // Its own walk of a minute ago is in the store: it is not a walk of someone else that
    // would do instead.
    expect((await index.find('shop', 'stove-1'))?.categoryId).toBe('stoves');
    await until(() => index.info('shop')?.items === 181, withinMs);
    expect(shop.categoryReads()).toBe(3);
  });
});

describe('createBrandIndex with a shared store: the walk lock', () => {
  it('waits while another instance holds the lock, and answers from the walk it stores', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const walked = await walkedElsewhere(shop);
    const { items, reads, storage } = memoryStorage();
    items.set(lockKey, otherLock());
    const lookup = instance(shop, storage).find('shop', 'maps-19-fr');
    const answered = settledFlag(lookup);
    await until(() => lockReads(reads) >= 3, withinMs);
    expect(answered()).toBe(false);
    expect(shop.requests).toHaveLength(walkRequests);

    for (const [key, value] of walked) items.set(key, value);
    await until(answered, withinMs);
    expect((await lookup)?.id).toBe('shop-maps-19-fr');
    expect(shop.requests).toHaveLength(walkRequests);
  });

  it('waits again when another instance takes the lock in the same moment', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const walked = await walkedElsewhere(shop);
    const { items, reads, storage } = memoryStorage();
    let raced = false;
    // The other instance writes its lock just after this one: the last writer wins.
    const racing: BrandIndexStorage = {
      ...storage,
      async setItem(key, value) {
        await storage.setItem(key, value);
        if (key === lockKey && !raced) {
          raced = true;
          await storage.setItem(key, otherLock());
        }
      },
    };
    const lookup = instance(shop, racing).find('shop', 'maps-19-fr');
    await until(() => raced && lockReads(reads) >= 4, withinMs);
    expect(shop.requests).toHaveLength(walkRequests);

    for (const [key, value] of walked) items.set(key, value);
    expect((await lookup)?.id).toBe('shop-maps-19-fr');
    expect(shop.requests).toHaveLength(walkRequests);
  });

  it('stops waiting for a lock held for 10 minutes, and walks itself', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { items, reads, storage } = memoryStorage();
    items.set(lockKey, otherLock());
    const lookup = instance(shop, storage).find('shop', 'maps-19-fr');
    await until(() => lockReads(reads) >= 2, withinMs);
    vi.setSystemTime(newest + 10 * 60_000 - 1);
    const seen = lockReads(reads);
    await until(() => lockReads(reads) >= seen + 2, withinMs);
    expect(shop.requests).toEqual([]);

    vi.setSystemTime(newest + 10 * 60_000);
    expect((await lookup)?.id).toBe('shop-maps-19-fr');
    expect(shop.categoryReads()).toBe(1);
  });

  it('renews its lock every third of the lease while it walks, and stops when the walk ends', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(newest);
    const shop = startShop([shopBrand()]);
    const { items, reads, storage } = memoryStorage();
    // The lease: 3 s, renewed every second.
    const index = instance(shop, storage);
    const lock = () => JSON.parse(items.get(lockKey) ?? 'null');
    shop.hold();
    const walking = index.refresh('shop');
    await until(() => shop.held() === 1, withinMs);
    expect(lock()).toEqual({
      owner: expect.stringMatching(/^[0-9a-z]+-[0-9a-z]+$/),
      until: newest + 3_000,
    });

    for (const at of [1_000, 2_000, 3_000]) {
      vi.advanceTimersByTime(1_000);
      await until(() => lock().until === newest + at + 3_000, withinMs);
    }
    shop.stopHolding();
    await walking;
    expect(items.has(lockKey)).toBe(false);
    // No timer is left running: no more reads of the lock, nothing to keep a process alive.
    expect(vi.getTimerCount()).toBe(0);
    const after = lockReads(reads);
    vi.advanceTimersByTime(10_000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lockReads(reads)).toBe(after);
  });
});

describe('createBrandIndex with a shared store: a lock taken over', () => {
  it('gives its walk up when another instance took its lock (it stalled past the lease), and takes that walk', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const shop = startShop([shopBrand()]);
    // The other instance's walk, stored after this one's call.
    vi.setSystemTime(newest + 1);
    const walked = await walkedElsewhere(shop);
    vi.setSystemTime(newest);
    const { items, storage } = memoryStorage();
    const index = instance(shop, storage);
    shop.hold();
    const walking = index.refresh('shop');
    await until(() => shop.held() === 1, withinMs);
    items.set(lockKey, otherLock());
    // The renewal a second later finds the lock is another's.
    vi.advanceTimersByTime(1_000);
    for (const [key, value] of walked) items.set(key, value);
    shop.stopHolding();
    await walking;
    expect(index.info('shop')).toMatchObject({ items: 180, walkedAt: newest + 1 });
  });
});

describe('createBrandIndex with a shared store: a renewal that fails', () => {
  it('goes on with its walk when the store fails to renew the lock for a moment', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(newest);
    const shop = startShop([shopBrand()]);
    const { storage } = memoryStorage();
    let down = false;
    const failures: unknown[] = [];
    const flaky: BrandIndexStorage = {
      getItem: (key) => (down ? Promise.reject(new Error('down')) : storage.getItem(key)),
      setItem: (key, value) =>
        down ? Promise.reject(new Error('down')) : storage.setItem(key, value),
      removeItem: (key) => (down ? Promise.reject(new Error('down')) : storage.removeItem(key)),
    };
    const index = instance(shop, flaky, { onError: (error) => failures.push(error) });
    shop.hold();
    const walking = index.refresh('shop');
    await until(() => shop.held() === 1, withinMs);
    down = true;
    vi.advanceTimersByTime(1_000);
    await until(() => failures.length > 0, withinMs);
    down = false;
    shop.stopHolding();
    await walking;
    expect(index.info('shop')).toMatchObject({ items: 180, complete: true });
    expect(shop.categoryReads()).toBe(1);
  });
});

describe('createBrandIndex in memory: no lock', () => {
  it('walks on however long the walk takes: there is no lock to lose', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(newest);
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    shop.hold();
    const walking = index.refresh('shop');
    await until(() => shop.held() === 1, withinMs);
    // Past what a shared store's lease would be.
    vi.advanceTimersByTime(10_000);
    shop.stopHolding();
    await walking;
    expect(index.info('shop')).toMatchObject({ items: 180, complete: true });
    expect(shop.categoryReads()).toBe(1);
  });
});

describe('createBrandIndex with a shared store: refresh()', () => {
  it('takes a walk another instance started after the call, without walking itself', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const { items, reads, storage } = memoryStorage();
    items.set(lockKey, otherLock());
    const index = instance(shop, storage);
    const refreshing = index.refresh('shop');
    await until(() => lockReads(reads) >= 2, withinMs);

    vi.setSystemTime(newest + 1);
    for (const [key, value] of await walkedElsewhere(shop)) items.set(key, value);
    await until(settledFlag(refreshing), withinMs);
    await refreshing;
    expect(index.info('shop')).toMatchObject({
      items: 180,
      walkedAt: newest + 1,
    });
    expect(shop.categoryReads()).toBe(1);
  });

  it('walks itself rather than take a walk started in the same millisecond as the call', async () => {
    // That walk may have read the lists just before the change the call is about.
    startClock();
    const shop = startShop([shopBrand()]);
    const walked = await walkedElsewhere(shop);
    shop.change(([brand]) => {
      brand?.items.push(createMockContentItem({ id: 'late', slug: 'late', categoryId: 'maps' }));
    });
    const { items, reads, storage } = memoryStorage();
    items.set(lockKey, otherLock());
    const index = instance(shop, storage);
    const refreshing = index.refresh('shop');
    await until(() => lockReads(reads) >= 2, withinMs);

    // The other instance stores its walk and gives the lock back.
    for (const [key, value] of walked) items.set(key, value);
    items.delete(lockKey);
    await refreshing;
    expect(index.info('shop')).toMatchObject({ items: 181, walkedAt: newest });
    expect((await index.find('shop', 'late'))?.id).toBe('late');
    expect(shop.categoryReads()).toBe(2);
  });
});
