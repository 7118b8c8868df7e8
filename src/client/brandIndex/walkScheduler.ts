import { untilAborted } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { type BrandIndexSettings, inDevelopment } from './brandIndexSettings.js';
import type { BrandSnapshot } from './brandSnapshot.js';
import { type BrandState, isStale, type Walk } from './brandStates.js';
import { walkBrand } from './brandWalk.js';
import { readListHeads } from './headCheck.js';
import type { SharedIndex } from './sharedIndex.js';

/**
 * When an index walks its brands and how fresh it keeps them: one walk at a time per brand (over
 * all instances when the index is shared), stale-while-revalidate after `ttlMs`, a wait for a
 * new walk after `maxStaleMs`, head checks for new items at most once per `missRefreshMs`, and
 * a pause after a background walk failed.
 */
export function createWalkScheduler(
  client: ContentClient,
  settings: BrandIndexSettings,
  shared: SharedIndex,
) {
  const { ttlMs, maxStaleMs, missRefreshMs, maxItems, pageSize, concurrency, report } = settings;

  /** Brands already warned about as too large (once each). */
  const warned = new Set<string>();
  const warnTooLarge = (brandId: string, itemCount: number) => {
    if (!inDevelopment() || warned.has(brandId)) return;
    warned.add(brandId);
    console.warn(
      `[createBrandIndex] brand "${brandId.slice(0, 80)}" lists ${itemCount} items, more than maxItems (${maxItems}): it is not indexed, and its lookups search the lists (bounded, as without an index). Raise maxItems to index it.`,
    );
  };

  /** One walk of the brand, stored and put in use; under the shared lock when there is a store. */
  const run = async (brandId: string, state: BrandState, walk: Walk): Promise<void> => {
    const known = state.snapshot?.generation;
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
    if (!(await shared.lockToWalk(brandId, state, storedSince))) return;
    const release = shared.holdLock(brandId);
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
      await shared.run((store) => store.save(brandId, result.snapshot), undefined);
    } finally {
      await release();
    }
  };

  /** The running walk of the brand, or a new one (single-flight: never two at once per brand). */
  const start = (brandId: string, state: BrandState, notBefore?: number): Walk => {
    if (state.walk !== undefined) return state.walk;
    const walk: Walk = { done: Promise.resolve(), listeners: new Set(), notBefore };
    walk.done = run(brandId, state, walk).finally(() => {
      state.walk = undefined;
    });
    state.walk = walk;
    return walk;
  };

  /** Starts a walk in the background; its failure is reported, not thrown. */
  const inBackground = (brandId: string, state: BrandState) => {
    if (state.walk !== undefined) return;
    // After a failure, not again at once: with the service down, every lookup past `ttlMs`
    // would otherwise start a walk that fails (one at a time, but one after another).
    if (state.failedAt !== undefined) {
      const sinceFailure = Date.now() - state.failedAt;
      if (sinceFailure >= 0 && sinceFailure < missRefreshMs) return;
    }
    start(brandId, state).done.then(
      () => {
        state.failedAt = undefined;
      },
      (error: unknown) => {
        state.failedAt = Date.now();
        report(error);
      },
    );
  };

  return {
    start,

    /** A usable snapshot of the brand (walking when there is none or it is too old), or `undefined` when too large. */
    async ready(
      brandId: string,
      state: BrandState,
      signal: AbortSignal | undefined,
    ): Promise<BrandSnapshot | undefined> {
      await untilAborted(signal, () => shared.sync(brandId, state));
      if (isStale(state, maxStaleMs)) {
        await untilAborted(signal, () => start(brandId, state).done);
      } else if (isStale(state, ttlMs)) {
        inBackground(brandId, state);
      }
      return state.snapshot;
    },

    /**
     * A walk that starts after `refresh()` was called: a new one, or when one is running (it may
     * have read the lists before the change), one more after it. Calls made while a walk runs
     * share the one after it, since a walk is single-flight.
     */
    refresh(brandId: string, state: BrandState): Promise<void> {
      const asked = Date.now();
      const running = state.walk;
      if (running === undefined) return start(brandId, state, asked).done;
      return running.done.catch(() => {}).then(() => start(brandId, state, asked).done);
    },

    /**
     * Reads page 1 of every category for items published since the walk, at most once per
     * `missRefreshMs` over all instances. New items on top of a list are added, and the list's
     * other items move down by as many (their pages are computed with it). A list that changed
     * any other way (a new category, items gone, a whole page of new ones) is walked again in
     * the background.
     */
    headCheck(brandId: string, state: BrandState, snapshot: BrandSnapshot): Promise<void> {
      state.checking ??= (async () => {
        try {
          const now = Date.now();
          // A walk counts as a check, also one another instance stored.
          const stored = await shared.run((store) => store.checkedAt(brandId), 0);
          const last = Math.max(state.checkedAt, snapshot.walkedAt, stored);
          if (now - last >= 0 && now - last < missRefreshMs) return;
          state.checkedAt = now;
          await shared.run((store) => store.markChecked(brandId, now), undefined);
          const { added, changed } = await readListHeads(client, brandId, snapshot);
          if (changed) inBackground(brandId, state);
          if (added.length > 0) {
            await shared.run((store) => store.saveDelta(brandId, snapshot, added), undefined);
          }
        } finally {
          state.checking = undefined;
        }
      })();
      return state.checking;
    },
  };
}
