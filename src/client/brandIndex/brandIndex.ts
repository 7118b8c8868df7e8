import { untilAborted } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { invalidRequest } from '../errorBuilding.js';
import type { ContentItem } from '../types.js';
import { segment } from '../url.js';
import { assertCount } from '../walkAllPages.js';
import { type BrandIndexStorage, SnapshotStore } from './brandIndexStorage.js';
import type {
  BrandIndex,
  BrandIndexLookupOptions,
  BrandIndexOptions,
  SlugLocation,
} from './brandIndexTypes.js';
import { type BrandSnapshot, pageOf } from './brandSnapshot.js';
import { walkBrand } from './brandWalk.js';
import { readListHeads } from './headCheck.js';
import { maxIdentifierLength, toIndexedContent } from './indexedContent.js';

/** What the lookups of this package use beyond the public methods. */
export interface BrandIndexInternals {
  client: ContentClient;
  locate(brandId: string, slug: string, options: BrandIndexLookupOptions): Promise<SlugLocation>;
  /** The brand's snapshot when one is usable (building it when needed); `undefined` when the brand is too large. */
  snapshot(brandId: string, signal: AbortSignal | undefined): Promise<BrandSnapshot | undefined>;
  /**
   * A located item was not where the index said: walks again (or joins the running walk) and
   * resolves `true`, or resolves `false` when the index was walked within `missRefreshMs`.
   */
  moved(brandId: string, signal: AbortSignal | undefined): Promise<boolean>;
}

const internals = new WeakMap<BrandIndex, BrandIndexInternals>();

/** The internals of an index made by {@link createBrandIndex}; `undefined` for anything else. */
export function brandIndexInternals(index: BrandIndex): BrandIndexInternals | undefined {
  return internals.get(index);
}

type PageListener = (list: string, page: number, items: readonly ContentItem[]) => void;

interface Walk {
  done: Promise<void>;
  listeners: Set<PageListener>;
  /**
   * A `refresh()` asked for this walk at this time: only a walk another instance started
   * after it (in a later millisecond) will do instead. `undefined` for a lookup's walk: any
   * fresh one will do.
   */
  notBefore: number | undefined;
}

interface BrandState {
  snapshot: BrandSnapshot | undefined;
  /** Set when the last walk found more than `maxItems` items, with when. */
  tooLarge: { itemCount: number; at: number } | undefined;
  walk: Walk | undefined;
  /** A refresh asked for while the walk `after` ran: one more walk follows it. */
  again: { after: Walk; done: Promise<void> } | undefined;
  syncing: Promise<void> | undefined;
  syncedAt: number;
  checking: Promise<void> | undefined;
  checkedAt: number;
  /** When the last background walk failed: the next one waits `missRefreshMs` (a service down). */
  failedAt: number | undefined;
}

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Development warnings are off in production; read safely, since workers may have no `process`. */
const inDevelopment = () =>
  // Stryker disable next-line OptionalChaining: not equivalent, but no Vitest test can tell: Vite's define rewrites `process.env?.NODE_ENV` to `process.env.NODE_ENV` when it loads the file
  typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

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
  // A walking instance renews its lock every third of this; a lock that lapses is abandoned.
  const lockLeaseMs = Math.max(3 * syncIntervalMs, 3_000);
  const self = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  // Map order is use order: the first brand is the least recently used.
  const brands = new Map<string, BrandState>();

  const report = (error: unknown) => {
    try {
      if (onError !== undefined) onError(error);
      else if (inDevelopment()) {
        console.warn(
          '[createBrandIndex] a background walk or the shared storage failed; the index goes on:',
          error,
        );
      }
    } catch {}
  };

  /**
   * An operation on the shared store, which only shares the index: when it fails (the store
   * is down), the failure is reported and this instance goes on alone with `otherwise`.
   */
  const shared = async <T>(
    operation: (store: SnapshotStore) => Promise<T>,
    otherwise: T,
  ): Promise<T> => {
    if (store === undefined) return otherwise;
    try {
      return await operation(store);
    } catch (error) {
      report(error);
      return otherwise;
    }
  };

  const stateOf = (brandId: string): BrandState => {
    // A brand id taken from a URL must not make every held brand cost megabytes of key.
    if (typeof brandId !== 'string' || brandId.length > maxIdentifierLength) {
      throw invalidRequest(
        `brandId must be a string of at most ${maxIdentifierLength} characters`,
        'brandId',
      );
    }
    // A brand id no request can name ('', '.', '..', a lone surrogate) is refused here with the
    // client's message, before it takes a held brand's place or a store key (or the walk lock).
    segment(brandId, 'brandId');
    let state = brands.get(brandId);
    if (state === undefined) {
      state = {
        snapshot: undefined,
        tooLarge: undefined,
        walk: undefined,
        again: undefined,
        syncing: undefined,
        syncedAt: 0,
        checking: undefined,
        checkedAt: 0,
        failedAt: undefined,
      };
    }
    brands.delete(brandId);
    brands.set(brandId, state);
    for (const [oldest, old] of brands) {
      if (brands.size <= maxBrands) break;
      // Not the brand asked for: dropped now, its next lookup would walk it again at once.
      if (oldest !== brandId && old.walk === undefined) brands.delete(oldest);
    }
    return state;
  };

  const warned = new Set<string>();
  const warnTooLarge = (brandId: string, itemCount: number) => {
    if (!inDevelopment() || warned.has(brandId)) return;
    warned.add(brandId);
    console.warn(
      `[createBrandIndex] brand "${brandId.slice(0, 80)}" lists ${itemCount} items, more than maxItems (${maxItems}): it is not indexed, and its lookups search the lists (bounded, as without an index). Raise maxItems to index it.`,
    );
  };

  /** Picks up another instance's walk or head check from the shared store, when due. */
  const sync = (brandId: string, state: BrandState, force = false): Promise<void> => {
    // Stryker disable next-line ConditionalExpression: equivalent, without a store `shared()` answers undefined and sync only sets fields nothing else reads
    if (store === undefined) return Promise.resolve();
    if (!force && Date.now() - state.syncedAt < syncIntervalMs) return Promise.resolve();
    state.syncing ??= (async () => {
      try {
        const version = await shared((snapshots) => snapshots.version(brandId), undefined);
        state.syncedAt = Date.now();
        const local = state.snapshot;
        if (
          version === undefined ||
          (local !== undefined &&
            local.generation === version.generation &&
            local.revision >= version.revision)
        ) {
          return;
        }
        const loaded = await shared((snapshots) => snapshots.load(brandId), undefined);
        if (loaded !== undefined && (local === undefined || loaded.walkedAt >= local.walkedAt)) {
          state.snapshot = loaded;
          state.tooLarge = undefined;
        }
      } finally {
        state.syncing = undefined;
      }
    })();
    return state.syncing;
  };

  /** One walk of the brand, stored and put in use; under the shared lock when there is a store. */
  const runWalk = async (
    brandId: string,
    state: BrandState,
    walk: Walk,
    known = state.snapshot?.generation,
  ): Promise<void> => {
    /** Another instance stored a walk since this one was asked for, and it will do instead. */
    const storedSince = () => {
      const snapshot = state.snapshot;
      if (snapshot === undefined || snapshot.generation === known) return false;
      return walk.notBefore === undefined
        ? !isStale(state, ttlMs)
        : // Started in a later millisecond: one started in the same one may have read the
          // lists just before the change the refresh() is for.
          snapshot.walkedAt > walk.notBefore;
    };
    if (store !== undefined) {
      const maxWaitMs = 10 * 60_000;
      const startedWaiting = Date.now();
      // Another instance walking: wait for its snapshot rather than walk again.
      for (
        let holder = await shared((snapshots) => snapshots.lockHolder(brandId, self), undefined);
        holder !== undefined && Date.now() - startedWaiting < maxWaitMs;
        holder = await shared((snapshots) => snapshots.lockHolder(brandId, self), undefined)
      ) {
        await sleep(200);
        await sync(brandId, state, true);
        if (storedSince()) return;
      }
      // A store that cannot lock: walk without it.
      if (!(await shared((snapshots) => snapshots.lock(brandId, self, lockLeaseMs, 50), true))) {
        // Another instance won the race just now: wait for its walk instead.
        return runWalk(brandId, state, walk, known);
      }
      // Its walk may have been stored between this one's last read and the lock (a store's
      // answers can arrive late): read once more rather than walk the brand twice.
      await sync(brandId, state, true);
      if (storedSince()) {
        await store.unlock(brandId, self).catch(report);
        return;
      }
    }
    let renewing: Promise<void> = Promise.resolve();
    const renewal =
      store &&
      setInterval(() => {
        renewing = store.renew(brandId, self, lockLeaseMs).catch(report);
      }, lockLeaseMs / 3);
    try {
      const result = await walkBrand(client, brandId, {
        pageSize,
        concurrency,
        maxItems,
        onPage: (list, page, items) => {
          for (const listener of walk.listeners) listener(list, page, items);
        },
      });
      if (result.kind === 'too-large') {
        state.tooLarge = { itemCount: result.itemCount, at: Date.now() };
        state.snapshot = undefined;
        warnTooLarge(brandId, result.itemCount);
        return;
      }
      state.tooLarge = undefined;
      state.snapshot = result.snapshot;
      state.checkedAt = Date.now();
      await shared((snapshots) => snapshots.save(brandId, result.snapshot), undefined);
    } finally {
      clearInterval(renewal);
      // A renewal landing after the unlock would bring the lock back.
      await renewing;
      if (store !== undefined) await store.unlock(brandId, self).catch(report);
    }
  };

  /** The running walk of the brand, or a new one (single-flight: never two at once per brand). */
  const startWalk = (brandId: string, state: BrandState, notBefore?: number): Walk => {
    if (state.walk !== undefined) return state.walk;
    const walk: Walk = { done: Promise.resolve(), listeners: new Set(), notBefore };
    walk.done = runWalk(brandId, state, walk).finally(() => {
      state.walk = undefined;
    });
    state.walk = walk;
    return walk;
  };

  /** Starts a walk in the background; its failure is reported, not thrown. */
  const walkInBackground = (brandId: string, state: BrandState) => {
    if (state.walk !== undefined) return;
    // After a failure, not again at once: with the service down, every lookup past `ttlMs`
    // would otherwise start a walk that fails (one at a time, but one after another).
    if (state.failedAt !== undefined) {
      const sinceFailure = Date.now() - state.failedAt;
      if (sinceFailure >= 0 && sinceFailure < missRefreshMs) return;
    }
    startWalk(brandId, state).done.then(
      () => {
        state.failedAt = undefined;
      },
      (error: unknown) => {
        state.failedAt = Date.now();
        report(error);
      },
    );
  };

  const isStale = (state: BrandState, ageLimit: number): boolean => {
    const since = state.snapshot?.walkedAt ?? state.tooLarge?.at;
    if (since === undefined) return true;
    const age = Date.now() - since;
    // A clock set back must not keep an old index fresh.
    return age < 0 || age >= ageLimit;
  };

  /** A usable snapshot of the brand (walking when there is none or it is too old), or `undefined` when too large. */
  const ready = async (
    brandId: string,
    state: BrandState,
    signal: AbortSignal | undefined,
  ): Promise<BrandSnapshot | undefined> => {
    await untilAborted(signal, () => sync(brandId, state));
    if (isStale(state, maxStaleMs)) {
      await untilAborted(signal, () => startWalk(brandId, state).done);
    } else if (isStale(state, ttlMs)) {
      walkInBackground(brandId, state);
    }
    return state.snapshot;
  };

  /**
   * Reads page 1 of every category for items published since the walk, at most once per
   * `missRefreshMs` over all instances. New items on top of a list are added, and the list's
   * other items move down by as many (their pages are computed with it). A list that changed
   * any other way (a new category, items gone, a whole page of new ones) is walked again in
   * the background.
   */
  const headCheck = (brandId: string, state: BrandState, snapshot: BrandSnapshot) => {
    state.checking ??= (async () => {
      try {
        const now = Date.now();
        // A walk counts as a check, also one another instance stored.
        const stored = await shared((snapshots) => snapshots.checkedAt(brandId), 0);
        const last = Math.max(state.checkedAt, snapshot.walkedAt, stored);
        if (now - last >= 0 && now - last < missRefreshMs) return;
        state.checkedAt = now;
        await shared((snapshots) => snapshots.markChecked(brandId, now), undefined);
        const { added, changed } = await readListHeads(client, brandId, snapshot);
        if (changed) walkInBackground(brandId, state);
        if (added.length > 0) {
          await shared((snapshots) => snapshots.saveDelta(brandId, snapshot, added), undefined);
        }
      } finally {
        state.checking = undefined;
      }
    })();
    return state.checking;
  };

  const locate = async (
    brandId: string,
    slug: string,
    { lang, signal }: BrandIndexLookupOptions,
  ): Promise<SlugLocation> => {
    if (typeof slug !== 'string') throw invalidRequest('slug must be a string', 'slug');
    if (lang !== undefined && typeof lang !== 'string') {
      throw invalidRequest('lang must be a string when given', 'lang');
    }
    const state = stateOf(brandId);
    const inLanguage = (item: { language: string }) => lang === undefined || item.language === lang;

    // Cold: wait for the walk, answering as soon as it reads the slug's page.
    let early: SlugLocation | undefined;
    const waitForWalk = async () => {
      const walk = startWalk(brandId, state);
      let listener: PageListener | undefined;
      const answered = new Promise<void>((resolve) => {
        listener = (list, page, items) => {
          const item = items.find((candidate) => candidate.slug === slug);
          const entry = item && toIndexedContent(item);
          if (early !== undefined || item === undefined || entry === undefined) return;
          // The item comes with the answer, so its place in the list is not needed.
          early = inLanguage(item)
            ? // Stryker disable next-line UnaryOperator: equivalent, no caller reads an early answer's position
              { kind: 'found', record: { entry, list, position: -1 }, page, pageSize, item }
            : { kind: 'absent' };
          resolve();
        };
        walk.listeners.add(listener);
      });
      try {
        await untilAborted(signal, () => Promise.race([walk.done, answered]));
      } finally {
        // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: equivalent, a listener left on the walk only runs a `find` per later page and sets a variable nobody reads; the walk drops it when it ends
        if (listener !== undefined) walk.listeners.delete(listener);
      }
    };

    await untilAborted(signal, () => sync(brandId, state));
    if (state.snapshot === undefined && !(state.tooLarge && !isStale(state, ttlMs))) {
      await waitForWalk();
      if (early !== undefined) return early;
    }
    const snapshot = await ready(brandId, state, signal);
    if (snapshot === undefined) return { kind: 'unknown' };

    const answer = (current: BrandSnapshot): SlugLocation | undefined => {
      const record = current.bySlug.get(slug);
      if (record !== undefined) {
        if (!inLanguage(record.entry)) return { kind: 'absent' };
        return {
          kind: 'found',
          record,
          page: pageOf(current, record),
          pageSize: current.pageSize,
          item: undefined,
        };
      }
      if (!current.complete || current.refusedSlugs.has(slug)) return { kind: 'unknown' };
      return undefined;
    };
    const known = answer(snapshot);
    if (known !== undefined) return known;
    // Before "not found", one small read of the shared store: another instance may have walked
    // since this one last looked (a webhook's refresh there), and its walk holds the slug.
    let latest = snapshot;
    if (store !== undefined) {
      await untilAborted(signal, () => sync(brandId, state, true));
      latest = state.snapshot ?? snapshot;
      const synced = answer(latest);
      if (synced !== undefined) return synced;
    }
    if (state.walk === undefined)
      await untilAborted(signal, () => headCheck(brandId, state, latest));
    // A walk in progress (a webhook's refresh, or one the head check started for lists it
    // could not follow, such as a new category) may hold the new item: wait for it.
    if (state.walk !== undefined) {
      await waitForWalk();
      if (early !== undefined) return early;
    }
    const current = state.snapshot;
    return (current && answer(current)) ?? { kind: 'absent' };
  };

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
        .sort((a, b) => {
          if (a.language < b.language) return -1;
          // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent on V8 (Node, Chromium, Deno, workerd), whose sort reads only whether a result is below 0
          return a.language > b.language ? 1 : 0;
        });
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
            // Stryker disable next-line all: equivalent, `state.again` is only compared with the running walk, which a settled follow-up's walk never is again
            if (state.again?.done === done) state.again = undefined;
          });
        again = { after: running, done };
        state.again = again;
      }
      await untilAborted(options.signal, () => again.done);
    },
    info(brandId) {
      const snapshot = brands.get(brandId)?.snapshot;
      if (snapshot === undefined) return undefined;
      return {
        items: snapshot.records.length,
        walkedAt: snapshot.walkedAt,
        complete: snapshot.complete,
      };
    },
  };

  internals.set(index, {
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
