import type { BrandIndexSettings } from './brandIndexSettings.js';
import { SnapshotStore } from './brandIndexStorage.js';
import type { BrandState } from './brandStates.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long an instance waits for another one's walk before it walks the brand itself. */
const maxLockWaitMs = 10 * 60_000;

export type SharedIndex = ReturnType<typeof createSharedIndex>;

/**
 * How an index's instances share it through `storage`: snapshots, head checks and the walk
 * lock. The store only shares the index: when an operation fails (the store is down), the
 * failure is reported and this instance goes on alone. Without a store, every operation
 * answers as if no other instance existed.
 */
export function createSharedIndex({
  storage,
  keyPrefix,
  syncIntervalMs,
  lockLeaseMs,
  report,
}: BrandIndexSettings) {
  const store = storage && new SnapshotStore(storage, keyPrefix);
  /** This instance, as the walk lock names its holder. */
  const self = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

  /** `operation` on the store; `otherwise` when there is none or it fails (reported). */
  const run = async <T>(
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

  /** Picks up another instance's walk or head check from the store, when due (or `force`d). */
  const sync = (brandId: string, state: BrandState, force = false): Promise<void> => {
    // Stryker disable next-line ConditionalExpression: equivalent, without a store `run()` answers undefined and sync only sets fields nothing else reads
    if (store === undefined) return Promise.resolve();
    if (!force && Date.now() - state.syncedAt < syncIntervalMs) return Promise.resolve();
    state.syncing ??= (async () => {
      try {
        const version = await run((shared) => shared.version(brandId), undefined);
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
        const loaded = await run((shared) => shared.load(brandId), undefined);
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

  return {
    enabled: store !== undefined,
    run,
    sync,

    /**
     * Takes the brand's walk lock, first waiting while another instance walks (and picking up
     * what it stores). Resolves `false` when a walk stored meanwhile will do instead
     * (`storedSince` says so), `true` when this instance is to walk: under the lock, or without
     * one when the store cannot lock. A walk under the lock ends with `holdLock`'s release.
     */
    async lockToWalk(brandId: string, state: BrandState, storedSince: () => boolean) {
      if (store === undefined) return true;
      for (;;) {
        const startedWaiting = Date.now();
        // Another instance walking: wait for its snapshot rather than walk again.
        for (
          let holder = await run((shared) => shared.lockHolder(brandId, self), undefined);
          holder !== undefined && Date.now() - startedWaiting < maxLockWaitMs;
          holder = await run((shared) => shared.lockHolder(brandId, self), undefined)
        ) {
          await sleep(200);
          await sync(brandId, state, true);
          if (storedSince()) return false;
        }
        // A store that cannot lock: walk without it.
        if (await run((shared) => shared.lock(brandId, self, lockLeaseMs, 50), true)) break;
        // Another instance won the race just now: wait for its walk instead.
      }
      // Its walk may have been stored between this one's last read and the lock (a store's
      // answers can arrive late): read once more rather than walk the brand twice.
      await sync(brandId, state, true);
      if (storedSince()) {
        await store.unlock(brandId, self).catch(report);
        return false;
      }
      return true;
    },

    /** Renews the walk lock while this instance walks; the function returned releases it. */
    holdLock(brandId: string): () => Promise<void> {
      let renewing: Promise<void> = Promise.resolve();
      const renewal =
        store &&
        setInterval(() => {
          renewing = store.renew(brandId, self, lockLeaseMs).catch(report);
        }, lockLeaseMs / 3);
      return async () => {
        clearInterval(renewal);
        // A renewal landing after the unlock would bring the lock back.
        await renewing;
        if (store !== undefined) await store.unlock(brandId, self).catch(report);
      };
    },
  };
}
