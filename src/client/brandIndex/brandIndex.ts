import { untilAborted } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { invalidRequest } from '../errorBuilding.js';
import { assertCount } from '../walkAllPages.js';
import type {
  BrandIndex,
  BrandIndexLookupOptions,
  BrandIndexOptions,
  BrandIndexStorage,
} from './brandIndexTypes.js';
import { isStale } from './brandState.js';
import { createBrandStates } from './brandStates.js';
import { registerBrandIndexInternals } from './indexedLookup.js';
import { locateSlug } from './slugLocation.js';
import { SnapshotStore } from './snapshotStore.js';

const defaultPrefix = 'content-delivery-react:brand-index';

function assertDuration(name: string, value: number): void {
  if (typeof value !== 'number' || !(value >= 0 && value <= Number.MAX_SAFE_INTEGER)) {
    throw invalidRequest(`${name} must be a number of milliseconds, 0 or more`, name);
  }
}

function isStorage(value: unknown): value is BrandIndexStorage {
  if (typeof value !== 'object' || value === null) return false;
  return ['getItem', 'setItem', 'removeItem'].every(
    (name) => typeof Reflect.get(value, name) === 'function',
  );
}

/** The answer of a lookup the index cannot give: the brand is too large or not walked whole. */
function notIndexed(brandId: string) {
  return invalidRequest(
    `brand "${brandId.slice(0, 80)}" is not indexed whole (more items than maxItems, or lists that could not be walked whole): use findContentBySlug and findVariants, which search its lists`,
    'brandId',
  );
}

/**
 * Creates a {@link BrandIndex} over `client`. A client made on a server has one already
 * (`client.brandIndex`, configured by the client's `brandIndex` option); create your own to
 * share it between clients or give it other settings. Bad options throw a `ContentApiError`
 * (`invalid-request`).
 *
 * @example
 * import { createStorage } from 'unstorage';
 * import redisDriver from 'unstorage/drivers/redis';
 * const client = createContentClient({
 *   baseUrl, apiKey,
 *   brandIndex: { storage: createStorage({ driver: redisDriver({ url: process.env.REDIS_URL }) }) },
 * });
 */
export function createBrandIndex(
  client: ContentClient,
  options: BrandIndexOptions = {},
): BrandIndex {
  const {
    storage,
    keyPrefix = defaultPrefix,
    ttlMs = 60 * 60_000,
    maxStaleMs = 24 * 60 * 60_000,
    missRefreshMs = 60_000,
    syncIntervalMs = 5_000,
    maxItems = 250_000,
    pageSize = 100,
    concurrency = 4,
    maxBrands = 50,
    onError,
  } = options;
  for (const [name, value] of Object.entries({
    ttlMs,
    maxStaleMs,
    missRefreshMs,
    syncIntervalMs,
  })) {
    assertDuration(name, value);
  }
  assertCount('maxItems', maxItems, 10_000_000);
  assertCount('pageSize', pageSize, 2_147_483_647);
  assertCount('concurrency', concurrency, 16);
  assertCount('maxBrands', maxBrands, 10_000);
  if (storage !== undefined && !isStorage(storage)) {
    throw invalidRequest('storage must have getItem, setItem and removeItem', 'storage');
  }
  if (typeof keyPrefix !== 'string' || keyPrefix === '') {
    throw invalidRequest('keyPrefix must be a non-empty string', 'keyPrefix');
  }
  const store = storage && new SnapshotStore(storage, keyPrefix);
  const brands = createBrandStates({
    client,
    store,
    keyPrefix,
    ttlMs,
    maxStaleMs,
    missRefreshMs,
    syncIntervalMs,
    maxItems,
    pageSize,
    concurrency,
    maxBrands,
    onError,
  });
  const { stateOf, startWalk, ready } = brands;
  const locate = (brandId: string, slug: string, options: BrandIndexLookupOptions) =>
    locateSlug(brands, { pageSize, ttlMs, shared: store !== undefined }, brandId, slug, options);

  const index: BrandIndex = {
    async find(brandId, slug, options = {}) {
      const location = await locate(brandId, slug, options);
      if (location.kind === 'found') return location.record.entry;
      if (location.kind === 'absent') return null;
      throw notIndexed(brandId);
    },
    async variants(brandId, translationGroupId, options = {}) {
      const snapshot = await ready(brandId, stateOf(brandId), options.signal);
      if (snapshot === undefined) throw notIndexed(brandId);
      const group = snapshot.byGroup.get(translationGroupId) ?? [];
      return group
        .map((record) => record.entry)
        .filter((entry) => options.lang === undefined || entry.language === options.lang)
        .sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
    },
    async *entries(brandId, options = {}) {
      const snapshot = await ready(brandId, stateOf(brandId), options.signal);
      if (snapshot === undefined) throw notIndexed(brandId);
      const tag = options.tag?.toLowerCase();
      for (const { entry } of snapshot.records) {
        if (options.lang !== undefined && entry.language !== options.lang) continue;
        if (options.categoryId !== undefined && entry.categoryId !== options.categoryId) continue;
        if (options.status !== undefined && entry.status !== options.status) continue;
        if (tag !== undefined && !entry.tags.some((candidate) => candidate.toLowerCase() === tag)) {
          continue;
        }
        yield entry;
      }
    },
    async refresh(brandId, options = {}) {
      const state = stateOf(brandId);
      const asked = Date.now();
      if (state.walk === undefined) {
        await untilAborted(options.signal, () => startWalk(brandId, state, asked).done);
        return;
      }
      // The running walk may have read the lists before the change: one more after it, shared
      // by the calls made while this walk runs (not by calls made while that one runs).
      const running = state.walk;
      let again = state.again;
      if (again?.after !== running) {
        const done: Promise<void> = running.done
          .catch(() => {})
          .then(() => startWalk(brandId, state, asked).done)
          .finally(() => {
            if (state.again?.done === done) state.again = undefined;
          });
        again = { after: running, done };
        state.again = again;
      }
      await untilAborted(options.signal, () => again.done);
    },
    info(brandId) {
      const snapshot = brands.held(brandId)?.snapshot;
      if (snapshot === undefined) return undefined;
      return {
        items: snapshot.records.length,
        walkedAt: snapshot.walkedAt,
        complete: snapshot.complete,
      };
    },
  };

  registerBrandIndexInternals(index, {
    client,
    locate,
    snapshot: (brandId, signal) => ready(brandId, stateOf(brandId), signal),
    async moved(brandId, signal) {
      const state = stateOf(brandId);
      // Walks again, once per `missRefreshMs` at most, so a service whose pages do not hold
      // what they held a moment ago cannot make every lookup a walk.
      if (state.walk === undefined && !isStale(state, missRefreshMs)) return false;
      await untilAborted(signal, () => startWalk(brandId, state).done);
      return true;
    },
  });
  return index;
}
