import { untilAborted } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { invalidRequest } from '../errorBuilding.js';
import type { BrandIndexOptions } from './brandIndexTypes.js';
import type { BrandSnapshot } from './brandSnapshot.js';
import { type BrandState, isStale, newBrandState, type Walk } from './brandState.js';
import { walkBrand } from './brandWalk.js';
import { readListHeads } from './headCheck.js';
import { maxIdentifierLength } from './indexedContent.js';
import { createStoreSharing, inDevelopment } from './sharedStore.js';
import type { SnapshotStore } from './snapshotStore.js';
import { storageKey } from './storageFormat.js';

// The brands a brand index holds, and when each is walked: single-flight walks, under a lock
// shared with other instances when there is a store, in the background once stale, and head
// checks between walks. `createBrandIndex` answers lookups from what this keeps.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `createBrandIndex`'s options with their defaults applied and checked, and its store. */
export type BrandIndexSettings = {
  [Name in Exclude<keyof BrandIndexOptions, 'storage' | 'onError'>]-?: Exclude<
    BrandIndexOptions[Name],
    undefined
  >;
} & {
  onError: BrandIndexOptions['onError'];
  client: ContentClient;
  store: SnapshotStore | undefined;
};

/** The brands of one index, by id, and what is done to them (see {@link createBrandStates}). */
export type BrandStates = ReturnType<typeof createBrandStates>;

/** The brand states of one index. */
export function createBrandStates(settings: BrandIndexSettings) {
  const {
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
  } = settings;
  const lockLeaseMs = Math.max(3 * syncIntervalMs, 3_000);
  const self = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  // Map order is use order: the first brand is the least recently used.
  const brands = new Map<string, BrandState>();
  const { report, shared, sync } = createStoreSharing(store, onError, syncIntervalMs);

  const stateOf = (brandId: string): BrandState => {
    // A brand id taken from a URL must not make every held brand cost megabytes of key.
    if (typeof brandId !== 'string' || brandId.length > maxIdentifierLength) {
      throw invalidRequest(
        `brandId must be a string of at most ${maxIdentifierLength} characters`,
        'brandId',
      );
    }
    // A brand id no key can hold (a lone surrogate) is refused here, not reported as a store failure.
    if (store !== undefined) storageKey(keyPrefix, brandId);
    const state = brands.get(brandId) ?? newBrandState();
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
        : snapshot.walkedAt >= walk.notBefore;
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
    const sinceFailure = state.failedAt === undefined ? undefined : Date.now() - state.failedAt;
    if (sinceFailure !== undefined && sinceFailure >= 0 && sinceFailure < missRefreshMs) return;
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

  return {
    stateOf,
    /** The state of a brand already held, without making it the most recently used. */
    held: (brandId: string): BrandState | undefined => brands.get(brandId),
    sync,
    startWalk,
    ready,
    headCheck,
  };
}
