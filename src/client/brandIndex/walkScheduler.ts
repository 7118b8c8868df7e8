import { untilAborted } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { inSpan, WALK_SPAN } from '../events.js';
import { brandTooLarge } from '../warnings.js';
import type { BrandIndexSettings } from './brandIndexSettings.js';
import type { BrandState, Walk } from './brandStates.js';
import { type IndexView, StoreFailure } from './brandStore.js';
import { walkBrand } from './brandWalk.js';
import type { Freshness } from './freshness.js';
import { readListHeads } from './headCheck.js';
import { storedFields } from './indexedContent.js';
import type { SharedIndex } from './sharedIndex.js';
import { type StoredMeta, storedFormat } from './storeLayout.js';

/** Thrown into a walk whose lock another instance took: it stops and waits for theirs. */
class LockLost extends Error {
  constructor() {
    super('brand index: another instance took the walk lock');
    this.name = 'LockLost';
  }
}

/**
 * When an index walks its brands and how fresh it keeps them: one walk at a time per brand (over
 * all instances when the index is shared), stale-while-revalidate after `ttlMs`, a wait for a
 * new walk after `maxStaleMs`, head checks for new items at most once per `missRefreshMs`, and
 * a pause after a background walk failed.
 */
export function createWalkScheduler(
  client: ContentClient,
  settings: BrandIndexSettings,
  freshness: Freshness,
  shared: SharedIndex,
) {
  const { maxItems, pageSize, concurrency, emit, waitUntil, telemetry } = settings;

  const warnTooLarge = (brandId: string, itemCount: number) => {
    emit({ kind: 'brand-too-large', brandId, itemCount, maxItems });
    brandTooLarge(brandId, itemCount, maxItems);
  };

  /** One walk of the brand (or the rest of one another instance left), stored and put in use. */
  const run = async (brandId: string, state: BrandState, walk: Walk): Promise<void> => {
    const known = state.view?.meta.generation;
    /** Another instance stored a walk since this one was asked for, and it will do instead. */
    const storedSince = () => {
      const view = state.view;
      if (view === undefined || view.meta.generation === known) return false;
      return walk.notBefore === undefined
        ? !freshness.isDueForBackgroundWalk(state)
        : // Started in a later millisecond: one started in the same one may have read the
          // lists just before the change the refresh() is for.
          view.meta.walkedAt > walk.notBefore;
    };
    for (;;) {
      if (!(await shared.lockToWalk(brandId, state, storedSince))) return;
      const controller = new AbortController();
      const release = shared.holdLock(brandId, state, () => controller.abort(new LockLost()));
      try {
        await walkUnderLock(brandId, state, walk, controller.signal);
        return;
      } catch (error) {
        // The shared store failed mid-walk: the walk is made again in memory.
        if (error instanceof StoreFailure && state.store.shared) {
          shared.storeFailed(brandId, state, error);
          continue;
        }
        // Another instance took the walk over (this one stalled past the lease): wait for it.
        if (!(controller.signal.reason instanceof LockLost)) throw error;
      } finally {
        await release();
      }
    }
  };

  const walkUnderLock = async (
    brandId: string,
    state: BrandState,
    walk: Walk,
    signal: AbortSignal,
  ) => {
    const { store } = state;
    const started = Date.now();
    const stored = await shared.run(brandId, state, () => store.cursor(), undefined);
    // A walk left unfinished is taken up when it would still give an index fresh enough, read
    // with today's page size, and (for a refresh()) started after the refresh was asked for.
    const resume =
      stored !== undefined &&
      stored.pageSize === pageSize &&
      !freshness.mustWalkBeforeAnswering({ walkedAt: stored.walkedAt, failedAt: undefined }) &&
      (walk.notBefore === undefined || stored.walkedAt > walk.notBefore)
        ? stored
        : undefined;
    // A walk left unfinished that is not taken up would leave its pages in the store for good.
    if (stored !== undefined && resume === undefined) {
      await store.dropCursorGeneration(stored);
    }
    const result = await inSpan(telemetry, WALK_SPAN, { brand: brandId.slice(0, 80) }, () =>
      walkBrand(client, store, brandId, {
        pageSize,
        concurrency,
        maxItems,
        resume,
        previous: state.view?.meta,
        signal,
        emit,
        onPage: (list, page, items) => {
          for (const listener of walk.listeners) listener(list, page, items);
        },
      }),
    );
    if (result.kind === 'too-large') {
      const at = result.walkedAt;
      const meta: StoredMeta = {
        format: storedFormat,
        fields: [...storedFields],
        kind: 'too-large',
        walkedAt: at,
        itemCount: result.itemCount,
      };
      await store.set(store.keys.meta, meta);
      // The index it replaces would otherwise stay in the store for good.
      const previous = state.view?.meta;
      if (previous !== undefined) await store.dropGeneration(previous);
      state.walked(undefined, { itemCount: result.itemCount, at });
      warnTooLarge(brandId, result.itemCount);
      return;
    }
    const view: IndexView = await store.view(result.meta);
    state.walked(view);
    emit({
      kind: 'walk-completed',
      brandId,
      items: result.meta.items,
      complete: result.meta.complete,
      requests: result.requests,
      durationMs: Date.now() - started,
    });
  };

  /** The running walk of the brand, or a new one (single-flight: never two at once per brand). */
  const start = (brandId: string, state: BrandState, notBefore?: number): Walk => {
    if (state.walk !== undefined) return state.walk;
    const walk: Walk = { done: Promise.resolve(), listeners: new Set(), notBefore };
    walk.done = run(brandId, state, walk).then(
      () => state.endWalk(),
      (error: unknown) => {
        state.endWalk();
        emit({ kind: 'walk-failed', brandId, error });
        throw error;
      },
    );
    state.startWalk(walk);
    // A lookup may answer before the walk ends (its slug's page came early): the platform
    // must not freeze the instance before the walk has stored what it read.
    waitUntil(walk.done);
    return walk;
  };

  /** Starts a walk in the background; its failure is reported (by `start`), not thrown. */
  const inBackground = (brandId: string, state: BrandState) => {
    if (state.walk !== undefined) return;
    // After a failure, not again at once: with the service down, every lookup past `ttlMs`
    // would otherwise start a walk that fails (one at a time, but one after another).
    if (freshness.isPausedAfterFailure(state)) return;
    start(brandId, state).done.then(
      () => state.backgroundWalkEnded(true),
      () => state.backgroundWalkEnded(false),
    );
  };

  return {
    start,

    /**
     * A usable view of the brand's index (walking when there is none or it is too old), or
     * `undefined` when the brand is too large to index.
     */
    async ready(
      brandId: string,
      state: BrandState,
      signal: AbortSignal | undefined,
    ): Promise<IndexView | undefined> {
      await untilAborted(signal, () => shared.read(brandId, state));
      if (
        state.view === undefined &&
        state.tooLarge !== undefined &&
        freshness.isTooLargeStill(state)
      ) {
        return undefined;
      }
      if (freshness.mustWalkBeforeAnswering(state)) {
        await untilAborted(signal, () => start(brandId, state).done);
      } else if (freshness.isDueForBackgroundWalk(state)) {
        inBackground(brandId, state);
      }
      return state.view;
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
    headCheck(brandId: string, state: BrandState, view: IndexView): Promise<void> {
      state.checking ??= (async () => {
        try {
          const { store } = state;
          const now = Date.now();
          // A walk counts as a check, also one another instance stored.
          const stored = await shared.run(brandId, state, () => store.checkedAt(), 0);
          const last = Math.max(state.checkedAt, view.meta.walkedAt, stored);
          if (!freshness.isHeadCheckDue(last)) return;
          state.startCheck(now);
          await shared.run(brandId, state, () => store.markChecked(now), undefined);
          const heads = await readListHeads(client, store, brandId, view);
          const { added, refused, lists, changed } = heads;
          emit({ kind: 'head-check', brandId, added: added.length, changed });
          if (changed) inBackground(brandId, state);
          if (added.length === 0 && refused.length === 0) return;
          await shared.run(
            brandId,
            state,
            async () => {
              // Another instance may have walked since: its index is newer than this delta.
              const current = await store.meta();
              if (current?.kind !== 'indexed' || current.generation !== view.meta.generation)
                return;
              const meta = await store.saveDelta(
                { ...current, lists },
                [...added, ...view.delta],
                [...refused, ...view.deltaRefused],
              );
              state.readFrom(meta, await store.view(meta));
            },
            undefined,
          );
        } finally {
          state.checking = undefined;
        }
      })();
      return state.checking;
    },
  };
}
