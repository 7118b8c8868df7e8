import {
  type BrandIndexOptions,
  type BrandIndexStorage,
  findContentBySlug,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
} from 'content-delivery-react/mock';
import { createStorage, type Storage } from 'unstorage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../helpers/fakeClock.js';
import { failureOf } from '../../helpers/localServer.js';
import {
  clientOf,
  collect,
  indexOf,
  languages,
  newest,
  type Shop,
  shopBrand,
  startClock,
  startShop,
  walkRequests,
} from './shop.js';

const keyPrefix = 'site:brand-index';

/** A server instance: its own client and index over the shared service and store. */
function instance(shop: Shop, storage: BrandIndexStorage, options: BrandIndexOptions = {}) {
  const client = clientOf(shop);
  return { client, index: indexOf(client, { storage, keyPrefix, ...options }) };
}

/** The stored keys of one brand: `{keyPrefix}:b-{encoded brand id}:…`. */
async function keysOf(storage: Storage, encodedBrand = 'shop'): Promise<string[]> {
  return (await storage.getKeys()).filter((key) =>
    key.startsWith(`${keyPrefix}:b-${encodedBrand}:`),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createBrandIndex with a shared storage', () => {
  it("loads another instance's walk instead of walking: a cold lookup costs no walk", async () => {
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    const first = instance(shop, storage);
    await first.index.refresh('shop');
    expect(shop.requests).toHaveLength(walkRequests);

    const second = instance(shop, storage);
    expect((await second.index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    expect(shop.requests).toHaveLength(walkRequests);
    expect(second.index.info('shop')).toEqual(first.index.info('shop'));
    expect(await collect(second.index.entries('shop'))).toEqual(
      await collect(first.index.entries('shop')),
    );
    expect(await second.index.variants('shop', 'shop-boots-group-3')).toEqual(
      await first.index.variants('shop', 'shop-boots-group-3'),
    );
    // A fresh read of an item is the one page the stored index points at.
    const item = await findContentBySlug(second.client, 'shop', {
      slug: 'maps-19-fr',
      brandIndex: second.index,
    });
    expect(item?.content).toContain('<p>');
    expect(shop.requests.slice(walkRequests)).toEqual(['shop/category/maps?page=6&pageSize=10']);
    // The lock is given back after the walk.
    expect((await keysOf(storage)).some((key) => key.endsWith(':lock'))).toBe(false);
  });

  it('walks a brand once when instances start cold at the same time', async () => {
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    const instances = [1, 2, 3].map(() => instance(shop, storage));
    const found = await Promise.all(
      instances.map(({ index }, n) => index.find('shop', `maps-19-${languages[n]}`)),
    );
    expect(found.map((entry) => entry?.slug)).toEqual(['maps-19-de', 'maps-19-en', 'maps-19-fr']);
    expect(shop.categoryReads()).toBe(1);
    expect(shop.requests).toHaveLength(walkRequests);
  });

  it("waits for another instance's walk rather than walk too, even when the store answers late", async () => {
    const shop = startShop([shopBrand()]);
    const shared = createStorage();
    const metaKey = `${keyPrefix}:b-shop:meta`;
    let lagging = false;
    // A store far away: the second instance's first read of the snapshot's description is
    // served before the first instance writes it, but arrives after that instance has finished
    // (its lock given back).
    const slow: BrandIndexStorage = {
      async getItem(key) {
        const value = await shared.getItem(key);
        if (lagging && key === metaKey) {
          lagging = false;
          for (let wait = 0; wait < 500; wait++) {
            if (!(await shared.hasItem(`${keyPrefix}:b-shop:lock`))) break;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }
        return value;
      },
      setItem: (key, value) => shared.setItem(key, value),
      removeItem: (key) => shared.removeItem(key),
    };
    const first = instance(shop, shared);
    const second = instance(shop, slow);
    shop.hold((path) => path === 'shop/categories');
    const walking = first.index.refresh('shop');
    await until(() => shop.held() === 1);
    lagging = true;
    const lookup = second.index.find('shop', 'maps-19-fr');
    await new Promise((resolve) => setTimeout(resolve, 20));
    shop.stopHolding();
    await walking;
    expect((await lookup)?.id).toBe('shop-maps-19-fr');
    expect(shop.categoryReads()).toBe(1);
    // The second instance took the lock only to find the walk stored: it gave it back, so no
    // other instance waits for a walk nobody makes.
    expect(await shared.hasItem(`${keyPrefix}:b-shop:lock`)).toBe(false);
  });

  it("picks up another instance's head check on its next miss, shift included", async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    const options = { missRefreshMs: 60_000, syncIntervalMs: 5_000 };
    const first = instance(shop, storage, options);
    const second = instance(shop, storage, options);
    await first.index.refresh('shop');
    expect((await second.index.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(shop.requests).toHaveLength(walkRequests);
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'new-tent',
          slug: 'new-tent',
          categoryId: 'tents',
          publishedDate: new Date(newest + 1).toISOString(),
        }),
      );
    });

    vi.setSystemTime(newest + 60_000);
    // The second instance reads the store's version now (nothing new yet).
    expect((await second.index.find('shop', 'tents-1-de'))?.id).toBe('shop-tents-1-de');
    expect((await first.index.find('shop', 'new-tent'))?.id).toBe('new-tent');
    expect(shop.categoryReads()).toBe(2);
    const before = shop.requests.length;
    // The second instance synced at `newest`, so a sync is not due for a hit; but before it
    // answers "not found" it reads the store's version once, and loads the first one's head
    // check: found with no request to the service.
    vi.setSystemTime(newest + 61_000);
    expect(second.index.info('shop')?.items).toBe(180);
    expect((await second.index.find('shop', 'new-tent'))?.id).toBe('new-tent');
    expect(second.index.info('shop')?.items).toBe(181);
    expect(shop.requests).toHaveLength(before);
    // The items below it moved down one place, in the second instance too.
    const item = await findContentBySlug(second.client, 'shop', {
      slug: 'tents-3-de',
      brandIndex: second.index,
    });
    expect(item?.id).toBe('shop-tents-3-de');
    expect(shop.requests.slice(before)).toEqual(['shop/category/tents?page=2&pageSize=10']);
  });

  it('refresh() walks even when another instance stored a walk a moment before the call', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    const first = instance(shop, storage, { syncIntervalMs: 5_000 });
    const second = instance(shop, storage, { syncIntervalMs: 5_000 });
    await first.index.refresh('shop');
    await second.index.find('shop', 'tents-0-de');
    vi.setSystemTime(newest + 1_000);
    await first.index.refresh('shop');
    // Published after that walk; the webhook reaches the second instance.
    vi.setSystemTime(newest + 2_000);
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'late',
          slug: 'late',
          categoryId: 'maps',
          publishedDate: null,
        }),
      );
    });
    await second.index.refresh('shop');
    expect(shop.categoryReads()).toBe(3);
    expect(second.index.info('shop')).toMatchObject({ items: 181, walkedAt: newest + 2_000 });
    expect((await second.index.find('shop', 'late'))?.id).toBe('late');
  });

  it("follows another instance's refresh() at the next lookup, and the new walk removes the old one's keys", async () => {
    startClock();
    // One list of 4 500 items: 45 stored pages of 100.
    const big = createMockBrand({
      id: 'shop',
      categories: [createMockCategory({ id: 'tents' })],
      items: Array.from({ length: 4500 }, (_, n) =>
        createMockContentItem({
          id: `item-${n}`,
          slug: `item-${n}`,
          categoryId: 'tents',
          publishedDate: new Date(newest - n * 1_000).toISOString(),
        }),
      ),
    });
    const shop = startShop([big]);
    const storage = createStorage();
    const options = { pageSize: 100, syncIntervalMs: 5_000 };
    const first = instance(shop, storage, options);
    const second = instance(shop, storage, options);
    await first.index.refresh('shop');
    expect((await second.index.find('shop', 'item-4499'))?.id).toBe('item-4499');
    const stored = await keysOf(storage);
    const chunksOf = (keys: string[]) => keys.filter((key) => /:c:\d+:\d+$/.test(key));
    expect(chunksOf(stored)).toHaveLength(45);
    expect(stored.every((key) => key.startsWith(`${keyPrefix}:`))).toBe(true);

    vi.setSystemTime(newest + 1_000);
    shop.change(([brand]) => {
      brand?.items.splice(0, 1);
    });
    await first.index.refresh('shop');
    const walks = shop.categoryReads();
    expect(first.index.info('shop')).toMatchObject({ items: 4499, walkedAt: newest + 1_000 });
    // The second instance's meta names keys the new walk removed: it reads the new meta at once.
    expect(await second.index.find('shop', 'item-0')).toBeNull();
    expect(second.index.info('shop')).toMatchObject({ items: 4499, walkedAt: newest + 1_000 });
    expect(shop.categoryReads()).toBe(walks);

    const now = await keysOf(storage);
    expect(chunksOf(now)).toHaveLength(45);
    expect(now.filter((key) => stored.includes(key) && /:[cgs]:/.test(key))).toEqual([]);
  });

  it('walks again, once, when a chunk a lookup needs is missing or damaged', async () => {
    type Chunk = { records: unknown[][] };
    const damages: [string, (storage: Storage, chunk: string) => Promise<void>][] = [
      ['missing', (storage, chunk) => storage.removeItem(chunk)],
      ['garbage', (storage, chunk) => storage.setItem(chunk, '{"records": [["x", ')],
      ['an array', (storage, chunk) => storage.setItem(chunk, '[["a","b"]]')],
      [
        'an object of another shape',
        (storage, chunk) => storage.setItem(chunk, '{"__proto__":[],"0":[]}'),
      ],
      [
        'a tuple of wrong types',
        async (storage, chunk) => {
          const stored = await storage.getItem<Chunk>(chunk);
          for (const record of stored?.records ?? []) record[10] = 'Deleted';
          await storage.setItem(chunk, JSON.stringify(stored));
        },
      ],
    ];
    for (const [name, damage] of damages) {
      const shop = startShop([shopBrand()]);
      const storage = createStorage();
      await instance(shop, storage).index.refresh('shop');
      // The chunk that holds the slug looked up.
      let chunk: string | undefined;
      for (const key of (await keysOf(storage)).filter((key) => /:c:\d+:\d+$/.test(key))) {
        if (JSON.stringify(await storage.getItem(key)).includes('"maps-19-fr"')) chunk = key;
      }
      if (chunk === undefined) throw new Error('no chunk holds maps-19-fr');
      await damage(storage, chunk);
      const events: string[] = [];
      const client = clientOf(shop, { onEvent: (event) => events.push(event.kind) });
      const index = indexOf(client, { storage, keyPrefix });
      expect((await index.find('shop', 'maps-19-fr'))?.id, name).toBe('shop-maps-19-fr');
      expect(events, name).toContain('store-failed');
      const item = await findContentBySlug(client, 'shop', {
        slug: 'boots-5-en',
        brandIndex: index,
      });
      expect(item?.id, name).toBe('shop-boots-5-en');
      expect(shop.categoryReads(), name).toBe(2);
    }
  });

  it('searches the lists for an item whose stored pointer is damaged, and reports the store, rather than fail', async () => {
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    await instance(shop, storage).index.refresh('shop');
    for (const key of (await keysOf(storage)).filter((candidate) => /:s:\d+$/.test(candidate))) {
      const pointers = await storage.getItem<unknown[][]>(key);
      for (const pointer of pointers ?? []) if (pointer.length === 3) pointer[2] = 1e15;
      await storage.setItem(key, JSON.stringify(pointers));
    }

    const events: string[] = [];
    const client = clientOf(shop, { onEvent: (event) => events.push(event.kind) });
    const index = indexOf(client, { storage, keyPrefix });
    const before = shop.requests.length;
    const item = await findContentBySlug(client, 'shop', { slug: 'boots-5-en', brandIndex: index });
    expect(item?.id).toBe('shop-boots-5-en');
    expect(events).toContain('store-failed');
    // No page past the end is asked for: the lists are searched from their start.
    expect(shop.requests.slice(before).every((path) => !/page=\d{4,}/.test(path))).toBe(true);
  });

  it('walks instead of trusting a malformed or foreign description of the snapshot', async () => {
    type Meta = Record<string, unknown>;
    const edits: [string, (meta: Meta) => unknown][] = [
      ['garbage', () => 'not json {'],
      ['a number', () => 42],
      ['an array', () => []],
      ['another format', (meta) => ({ ...meta, format: 3 })],
      ['no generation', ({ generation: _, ...meta }) => meta],
      ['a list tuple of wrong types', (meta) => ({ ...meta, lists: [['tents', '60', 10, 0]] })],
      ['a short list tuple', (meta) => ({ ...meta, lists: [['tents', 60]] })],
      ['more chunks than stored', (meta) => ({ ...meta, chunks: 2 })],
      ['too many chunks', (meta) => ({ ...meta, chunks: 1e9 })],
      ['refused slugs that are not strings', (meta) => ({ ...meta, refusedSlugs: [1] })],
      ['a page size of 0', (meta) => ({ ...meta, pageSize: 0 })],
      ['a list page size of 0', (meta) => ({ ...meta, lists: [['tents', 60, 0, 0]] })],
      ['a negative shift', (meta) => ({ ...meta, lists: [['tents', 60, 10, -1e12]] })],
      ['a huge shift', (meta) => ({ ...meta, lists: [['tents', 60, 10, 1e12]] })],
      [
        'a __proto__ key',
        (meta) => `{"__proto__":{"format":1,"polluted":true},${JSON.stringify(meta).slice(1)}`,
      ],
      ['a __proto__ key alone', () => '{"__proto__":{"format":1,"chunks":0}}'],
    ];
    for (const [name, edit] of edits) {
      const shop = startShop([shopBrand()]);
      const storage = createStorage();
      await instance(shop, storage).index.refresh('shop');
      const metaKey = `${keyPrefix}:b-shop:meta`;
      const meta = await storage.getItem<Meta>(metaKey);
      if (meta === null) throw new Error('no meta stored');
      const edited = edit(meta);
      await storage.setItem(metaKey, typeof edited === 'string' ? edited : JSON.stringify(edited));

      const { client, index } = instance(shop, storage);
      expect((await index.find('shop', 'maps-19-fr'))?.id, name).toBe('shop-maps-19-fr');
      for (const slug of ['tents-19-fr', 'boots-5-en', 'maps-0-de']) {
        const item = await findContentBySlug(client, 'shop', { slug, brandIndex: index });
        expect(item?.slug, name).toBe(slug);
      }
      expect(await index.find('shop', 'nope'), name).toBeNull();
      expect(Reflect.get({}, 'polluted'), name).toBeUndefined();
      expect(Reflect.get({}, 'format'), name).toBeUndefined();
    }
  });

  it('ignores a damaged record of a head check', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    const options = { missRefreshMs: 60_000 };
    const first = instance(shop, storage, options);
    await first.index.refresh('shop');
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'new',
          slug: 'new',
          categoryId: 'maps',
          publishedDate: new Date(newest + 1).toISOString(),
        }),
      );
    });
    vi.setSystemTime(newest + 60_000);
    await first.index.find('shop', 'new');
    const deltaKey = `${keyPrefix}:b-shop:delta`;
    const delta = await storage.getItem<{ records: unknown[] }>(deltaKey);
    if (delta === null) throw new Error('no delta stored');
    await storage.setItem(deltaKey, JSON.stringify({ ...delta, records: [...delta.records, [1]] }));

    const second = instance(shop, storage, options);
    expect((await second.index.find('shop', 'new'))?.id).toBe('new');
    expect(second.index.info('shop')?.items).toBe(181);
    await storage.setItem(deltaKey, 'garbage');
    const third = instance(shop, storage, options);
    expect((await third.index.find('shop', 'tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect(shop.categoryReads()).toBe(2);
  });

  it('keeps each brand under its own keys, whatever its id', async () => {
    const ids = [
      'a:b',
      'a/b',
      'a%3Ab',
      'a%2Fb',
      'a',
      'b-a',
      '__proto__',
      'constructor',
      '.a',
      'a..',
    ];
    const shop = startShop(ids.map((id) => shopBrand(id, 1)));
    const storage = createStorage();
    const first = instance(shop, storage);
    for (const id of ids) await first.index.refresh(id);
    const keys = await storage.getKeys();
    expect(keys.every((key) => key.startsWith(`${keyPrefix}:b-`))).toBe(true);
    // Every key names exactly one brand, and each brand has its own.
    const brandSegments = new Set(keys.map((key) => key.split(':')[2]));
    expect(brandSegments.size).toBe(ids.length);

    const second = instance(shop, storage);
    const before = shop.requests.length;
    for (const id of ids) {
      expect((await second.index.find(id, 'maps-0-fr'))?.id).toBe(`${id}-maps-0-fr`);
      expect(second.index.info(id)?.items).toBe(9);
    }
    expect(shop.requests).toHaveLength(before);
  });

  it('refuses a brand id it cannot store or request with invalid-request, and stores nothing', async () => {
    const shop = startShop([shopBrand()]);
    const storage = createStorage();
    const { client, index } = instance(shop, storage);
    for (const brandId of ['\uD800', 'a\uDC00b', '..', '.', '']) {
      for (const failure of [
        index.find(brandId, 'x'),
        index.variants(brandId, 'x'),
        collect(index.entries(brandId)),
        index.refresh(brandId),
        findContentBySlug(client, brandId, { slug: 'x', brandIndex: index }),
      ]) {
        expect(await failureOf(failure)).toMatchObject({ kind: 'invalid-request' });
      }
    }
    expect(shop.requests).toEqual([]);
    // `..` is refused before it takes the walk lock or any key: the store is left empty.
    expect(await storage.getKeys()).toEqual([]);
  });
});

describe('createBrandIndex with a storage that fails', () => {
  it('goes on walking and answering when the store is down, and reports it to onError', async () => {
    const shop = startShop([shopBrand()]);
    const down: BrandIndexStorage = {
      getItem: async () => {
        throw new Error('ECONNREFUSED');
      },
      setItem: async () => {
        throw new Error('ECONNREFUSED');
      },
      removeItem: async () => {
        throw new Error('ECONNREFUSED');
      },
    };
    const onError = vi.fn();
    const { client, index } = instance(shop, down, { onError });
    expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    const item = await findContentBySlug(client, 'shop', { slug: 'boots-5-en', brandIndex: index });
    expect(item?.id).toBe('shop-boots-5-en');
    expect(await index.find('shop', 'nope')).toBeNull();
    expect(shop.categoryReads()).toBe(1);
    expect(onError).toHaveBeenCalled();
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ message: 'ECONNREFUSED' });
  });

  it('keeps each brand apart in memory while the store is down', async () => {
    const shop = startShop([shopBrand(), shopBrand('outlet')]);
    const fail = async () => {
      throw new Error('ECONNREFUSED');
    };
    const down: BrandIndexStorage = { getItem: fail, setItem: fail, removeItem: fail };
    const { index } = instance(shop, down, { onError: () => {} });
    expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    // The same slug in another brand: its own item, from its own walk.
    expect((await index.find('outlet', 'maps-19-fr'))?.id).toBe('outlet-maps-19-fr');
    expect(shop.categoryReads('outlet')).toBe(1);
  });
});
