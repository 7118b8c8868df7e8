import type { BrandIndexSettings } from './brandIndexSettings.js';
import type { BrandState } from './brandStates.js';
import { type BrandStore, StoreFailure } from './brandStore.js';
import { type Freshness, isWithin } from './freshness.js';
import { newStoreId } from './storeLayout.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long an instance waits for another one's walk before it walks the brand itself. */
const maxLockWaitMs = 10 * 60_000;

/**
 * How long a walk lock lasts unless renewed; the walker renews it every third of this. An
 * instance frozen or killed mid-walk stops renewing, so another takes its walk up (from the
 * cursor it left) this long after, at most.
 */
const lockLeaseMs = 3_000;

/** How long a new lock is left to settle before it is read back (see `BrandStore.lock`). */
const lockSettleMs = 50;

export type SharedIndex = ReturnType<typeof createSharedIndex>;

/**
 * How an instance reads the stored index and coordinates its walks with other instances: the
 * meta (read again every `syncIntervalMs`, and before a "not found"), and the walk lock.
 *
 * A shared store that fails is reported (`store-failed`) and the brand goes on in this
 * process's memory for `missRefreshMs` (walked alone, as without a store), then the store is
 * tried again: an outage costs a walk per instance, never a page. In memory, there is no other
 * instance.
 */
export function createSharedIndex(
  settings: BrandIndexSettings,
  freshness: Freshness,
  fallbackFor: (state: BrandState) => BrandStore,
) {
  const { emit, missRefreshMs } = settings;
  /** This instance, as the walk lock names its holder. */
  const self = newStoreId();

  /** Reports a failure of the shared store, and moves the brand to memory for a while. */
  const storeFailed = (brandId: string, state: BrandState, failure: StoreFailure) => {
    emit({ kind: 'store-failed', brandId, operation: failure.operation, error: failure.cause });
    state.fallBack(fallbackFor(state), missRefreshMs);
  };

  /** `work` on the store; `otherwise` when the store fails (reported, and the brand goes on in memory). */
  const run = async <T>(
    brandId: string,
    state: BrandState,
    work: () => Promise<T>,
    otherwise: T,
  ): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof StoreFailure)) throw error;
      storeFailed(brandId, state, error);
      return otherwise;
    }
  };

  /** Reads the stored meta (and head-check records) when due, or `force`d. */
  const read = (brandId: string, state: BrandState, force = false): Promise<void> => {
    if (!force && freshness.isViewCurrent(state.readAt)) return Promise.resolve();
    state.reading ??= (async () => {
      try {
        await run(
          brandId,
          state,
          async () => {
            const meta = await state.store.meta();
            const known = state.view?.meta;
            // The same walk and head checks as held: nothing more to read.
            if (
              meta?.kind === 'indexed' &&
              known !== undefined &&
              known.generation === meta.generation &&
              known.revision === meta.revision
            ) {
              state.readFrom(meta, state.view);
              return;
            }
            const view = meta?.kind === 'indexed' ? await state.store.view(meta) : undefined;
            // An older index than the one held (a store with stale reads) is not taken.
            if (view !== undefined && known !== undefined && view.meta.walkedAt < known.walkedAt) {
              state.readFrom(undefined, undefined);
              return;
            }
            state.readFrom(meta, view);
          },
          undefined,
        );
      } finally {
        state.reading = undefined;
      }
    })();
    return state.reading;
  };

  return {
    run,
    read,
    storeFailed,

    /**
     * Takes the brand's walk lock, first waiting while another instance walks (and picking up
     * what it stores). Resolves `false` when a walk stored meanwhile will do instead
     * (`storedSince` says so), `true` when this instance is to walk: under the lock, or without
     * one when the store cannot lock. A walk under the lock ends with `holdLock`'s release.
     */
    async lockToWalk(brandId: string, state: BrandState, storedSince: () => boolean) {
      const { store } = state;
      if (!store.shared) return true;
      for (;;) {
        const startedWaiting = Date.now();
        // Another instance walking: wait for its index rather than walk again.
        for (
          let holder = await run(brandId, state, () => store.lockHolder(self), undefined);
          holder !== undefined && isWithin(startedWaiting, maxLockWaitMs);
          holder = await run(brandId, state, () => store.lockHolder(self), undefined)
        ) {
          await sleep(200);
          await read(brandId, state, true);
          if (storedSince()) return false;
        }
        // A store that cannot lock has failed: the walk goes on in memory.
        if (await run(brandId, state, () => store.lock(self, lockLeaseMs, lockSettleMs), true)) {
          break;
        }
        // Another instance won the race just now: wait for its walk instead.
      }
      // Its walk may have been stored between this one's last read and the lock (a store's
      // answers can arrive late): read once more rather than walk the brand twice.
      await read(brandId, state, true);
      if (storedSince()) {
        await run(brandId, state, () => store.unlock(self), undefined);
        return false;
      }
      return true;
    },

    /**
     * Renews the walk lock while this instance walks; `lost` is called when another instance
     * has taken it (this one stalled past the lease). The function returned releases it.
     */
    holdLock(brandId: string, state: BrandState, lost: () => void): () => Promise<void> {
      const { store } = state;
      if (!store.shared) return async () => {};
      let renewing: Promise<void> = Promise.resolve();
      const renewal = setInterval(() => {
        renewing = run(brandId, state, () => store.renew(self, lockLeaseMs), true).then((held) => {
          if (!held) lost();
        });
      }, lockLeaseMs / 3);
      return async () => {
        clearInterval(renewal);
        // A renewal landing after the unlock would bring the lock back.
        await renewing;
        await run(brandId, state, () => store.unlock(self), undefined);
      };
    },
  };
}
