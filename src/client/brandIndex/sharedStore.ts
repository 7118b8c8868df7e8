import type { BrandIndexOptions } from './brandIndexTypes.js';
import type { BrandState } from './brandState.js';
import type { SnapshotStore } from './snapshotStore.js';

// The shared store as a brand index uses it: it only shares the index, so its failures are
// reported and the instance goes on alone; and it brings in the walks and head checks of
// other instances.

/** Development warnings are off in production; read safely, since workers may have no `process`. */
export const inDevelopment = () =>
  typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

/** The sharing of one index over `store` (`undefined`: an index in this process only). */
export function createStoreSharing(
  store: SnapshotStore | undefined,
  onError: BrandIndexOptions['onError'],
  syncIntervalMs: number,
) {
  /** Reports a failure of the store or of a background walk; a throwing `onError` is ignored. */
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

  /** Picks up another instance's walk or head check from the shared store, when due. */
  const sync = (brandId: string, state: BrandState, force = false): Promise<void> => {
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

  return { report, shared, sync };
}

/** What {@link createStoreSharing} gives the index. */
type StoreSharing = ReturnType<typeof createStoreSharing>;
