// What createBrandIndex says about what it is given: bad options and brand ids (the exact
// messages), and its development warnings and failure reports.
import {
  type BrandIndexStorage,
  type ContentClient,
  createBrandIndex,
  isContentApiError,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf } from '../../helpers/localServer.js';
import { clientOf, indexOf, shopBrand, startClock, startShop } from './shop.js';

/** A store that is down: every call fails with `failure`. */
function downStorage(failure: Error): BrandIndexStorage {
  const fail = async () => {
    throw failure;
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

/** The development warning of a failed store operation of brand "shop". */
const storeFailed = expect.stringMatching(
  /^\[createBrandIndex\] a (?:read|write) of the shared storage failed for brand "shop"; the index goes on:$/,
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** Options as they may come from a config file: the checks must not rely on types. */
const untyped = createBrandIndex as (client: ContentClient, options: unknown) => unknown;

describe('createBrandIndex: refusing what it cannot use', () => {
  it.each([
    [{ ttlMs: -1 }, 'ttlMs', 'ttlMs must be a number of milliseconds, 0 or more'],
    [
      { syncIntervalMs: '5' },
      'syncIntervalMs',
      'syncIntervalMs must be a number of milliseconds, 0 or more',
    ],
    [{ storage: { getItem() {} } }, 'storage', 'storage must have getItem, setItem and removeItem'],
    [{ storage: null }, 'storage', 'storage must have getItem, setItem and removeItem'],
    [{ keyPrefix: '' }, 'keyPrefix', 'keyPrefix must be a non-empty string'],
  ])('refuses %o saying what it needs', (options, field, message) => {
    const shop = startShop([]);
    let thrown: unknown;
    try {
      untyped(clientOf(shop), options);
    } catch (error) {
      thrown = error;
    }
    expect(isContentApiError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ kind: 'invalid-request', field, message });
  });

  it('accepts durations up to Number.MAX_SAFE_INTEGER, not past it', () => {
    const client = clientOf(startShop([]));
    expect(() => createBrandIndex(client, { ttlMs: Number.MAX_SAFE_INTEGER })).not.toThrow();
    expect(() => createBrandIndex(client, { ttlMs: Number.MAX_SAFE_INTEGER + 2 })).toThrow(
      'ttlMs must be a number of milliseconds, 0 or more',
    );
  });

  it('refuses a brand id that is not a string or longer than 1024 characters, with no request', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    const refusal = {
      kind: 'invalid-request',
      field: 'brandId',
      message: 'brandId must be a string of at most 1024 characters',
    };
    for (const brandId of [42, null, 'b'.repeat(1025)] as string[]) {
      expect(await failureOf(index.find(brandId, 'x'))).toMatchObject(refusal);
      expect(await failureOf(index.refresh(brandId))).toMatchObject(refusal);
    }
    expect(shop.requests).toEqual([]);
    // 1024 characters are a brand id the service is asked about.
    expect(await failureOf(index.find('b'.repeat(1024), 'x'))).toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(shop.requests).toHaveLength(1);
  });

  it("refuses a brand id no URL can hold before it touches the store or takes a held brand's place", async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const touched: string[] = [];
    const items = new Map<string, string>();
    const storage: BrandIndexStorage = {
      async getItem(key) {
        touched.push(key);
        return items.get(key) ?? null;
      },
      async setItem(key, value) {
        touched.push(key);
        items.set(key, value);
      },
      async removeItem(key) {
        touched.push(key);
        items.delete(key);
      },
    };
    for (const options of [{ storage }, {}]) {
      const index = indexOf(clientOf(shop), { maxBrands: 1, ...options });
      await index.refresh('shop');
      const requests = shop.requests.length;
      touched.length = 0;
      for (const brandId of ['..', '.', '', '\uD800']) {
        expect(await failureOf(index.find(brandId, 'x'))).toMatchObject({
          kind: 'invalid-request',
          field: 'brandId',
          message: 'brandId must be a non-empty, encodable string, not "." or ".."',
        });
      }
      // The brand held is still the one held: answered with no request, and only its own keys
      // read (a store holds the index: a lookup reads the slug's bucket and chunk).
      expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
      expect(shop.requests).toHaveLength(requests);
      expect(touched.every((key) => key.includes(':b-shop:'))).toBe(true);
      expect(touched.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('createBrandIndex: development warnings', () => {
  it('warns once per brand over maxItems, naming at most 80 characters of its id, as its refusal does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Brands no other test of the worker refuses: a warning is printed once per process.
    const longId = 'w'.repeat(100);
    const shop = startShop([shopBrand(longId), shopBrand('warned-shop')]);
    const index = indexOf(clientOf(shop), { maxItems: 100 });
    await index.refresh(longId);
    await index.refresh(longId);
    await index.refresh('warned-shop');
    const named = (id: string) =>
      `[createBrandIndex] brand "${id}" lists 180 items, more than maxItems (100): it is not indexed, and its lookups search the lists (bounded, as without an index). Raise maxItems to index it.`;
    expect(warn.mock.calls).toEqual([[named('w'.repeat(80))], [named('warned-shop')]]);
    expect(await failureOf(index.find(longId, 'x'))).toMatchObject({
      kind: 'invalid-request',
      field: 'brandId',
      message: `brand "${'w'.repeat(80)}" is not indexed whole (more items than maxItems, or lists that could not be walked whole): use findContentBySlug and findVariants, which search its lists`,
    });
  });

  it('warns of a failing store when no onError is given, with the error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('ECONNREFUSED');
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), { storage: downStorage(failure) });
    await index.refresh('shop');
    expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    expect(warn).toHaveBeenCalledWith(storeFailed, failure);
    expect(
      warn.mock.calls.every(
        (call) =>
          /^\[createBrandIndex\] a (?:read|write) of the shared storage failed/.test(
            String(call[0]),
          ) && call[1] === failure,
      ),
    ).toBe(true);
  });

  it('warns of a failed walk when no onError is given, naming at most 80 characters of the brand, with the error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const longId = 'f'.repeat(100);
    const shop = startShop([shopBrand(longId)]);
    // The brand is gone from the service: its walk fails on the first list.
    shop.change(([brand]) => {
      if (brand !== undefined) brand.id = 'gone';
    });
    const index = indexOf(clientOf(shop));
    const failure = await failureOf(index.refresh(longId));
    expect(failure).toMatchObject({ kind: 'http', status: 404 });
    expect(warn.mock.calls).toEqual([
      [
        `[createBrandIndex] a walk failed for brand "${'f'.repeat(80)}"; the index goes on:`,
        failure,
      ],
    ]);
  });

  it('says nothing in production: neither of a brand over maxItems nor of a failing store', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), {
      maxItems: 100,
      storage: downStorage(new Error('down')),
    });
    await index.refresh('shop');
    expect(await failureOf(index.find('shop', 'x'))).toMatchObject({ kind: 'invalid-request' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns where there is no process (a worker)', async () => {
    const failure = new Error('down');
    // Fails at once, so the warning comes within a few microtasks, before any timer or socket:
    // the real `process` is back before anything else runs.
    const failing: BrandIndexStorage = {
      getItem: () => {
        throw failure;
      },
      setItem: async () => {},
      removeItem: async () => {},
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shop = startShop([shopBrand()]);
    // An explicit prefix: the default one is a hash, which takes more than a few microtasks.
    const index = indexOf(clientOf(shop), { storage: failing, keyPrefix: 'worker-test' });
    vi.stubGlobal('process', undefined);
    let lookup: Promise<unknown>;
    try {
      lookup = index.find('shop', 'maps-19-fr');
      for (let turn = 0; turn < 100 && warn.mock.calls.length === 0; turn++) {
        await Promise.resolve();
      }
    } finally {
      vi.unstubAllGlobals();
    }
    expect(warn).toHaveBeenCalledWith(storeFailed, failure);
    await lookup;
    // The walk goes on after the answer: wait for its end, so none of its warnings reach the
    // next test.
    await index.refresh('shop');
  });
});

describe('createBrandIndex: onError', () => {
  it("reports each failed store operation with the store's error, and goes on", async () => {
    const failure = new Error('meta unreadable');
    const shop = startShop([shopBrand()]);
    const items = new Map<string, string>();
    // Only the snapshot's description cannot be read; the lock works.
    const storage: BrandIndexStorage = {
      async getItem(key) {
        if (key.endsWith(':meta')) throw failure;
        return items.get(key) ?? null;
      },
      async setItem(key, value) {
        items.set(key, value);
      },
      async removeItem(key) {
        items.delete(key);
      },
    };
    const onError = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const index = indexOf(clientOf(shop), { storage, onError });
    await index.refresh('shop');
    expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onError.mock.calls.every(([error]) => error === failure)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
