import { invalidRequest } from '../errorBuilding.js';
import type { BrandIndexSettings } from './brandIndexSettings.js';
import type { BrandState } from './brandStates.js';
import { type IndexRecord, type IndexView, StoreFailure, StoreMiss } from './brandStore.js';
import type { SharedIndex } from './sharedIndex.js';

// What is derived from a brand's index (site search, in content-delivery-react/search): how it
// reads the index with the search texts the lookups never read, stores what it derives under
// the walk's generation (so a new walk removes it), and hears when a walk or head check lands,
// to bring itself up to date before the next reader asks.

/** What is derived from a brand's index (site search) reads and stores through this. */
export interface DerivedSource {
  /** Names the walk behind the index: values derived from it are stored under it. */
  generation: string;
  /** Head checks since the walk (the records of `delta`). */
  revision: number;
  /** Whether other instances share the store (so a derived value is worth storing). */
  shared: boolean;
  /** Every record the walk stored, with its search text, a chunk at a time. */
  records(): AsyncIterable<IndexRecord>;
  /** What head checks added since the walk, with their search texts. */
  delta: readonly IndexRecord[];
  /** A value derived from this generation, or `undefined` (none, or the store failed). */
  read(name: string): Promise<unknown>;
  /** Stores values derived from this generation; a failing store is reported, not thrown. */
  save(values: ReadonlyMap<string, unknown>): Promise<void>;
}

/** A listener of landed walks and head checks: what is derived, brought up to date. */
export type LandedListener = (brandId: string) => Promise<unknown>;

/**
 * The index's settings with an `emit` that also calls the listeners of landed walks: a walk
 * that completed, or a head check that found items. Each listener runs in the background,
 * kept alive by `waitUntil`; none is called before something derived has been asked for in
 * this instance (nothing listens before).
 */
export function withLandedListeners(settings: BrandIndexSettings): {
  settings: BrandIndexSettings;
  onLanded(listener: LandedListener): void;
} {
  const listeners = new Set<LandedListener>();
  return {
    settings: {
      ...settings,
      emit(event) {
        settings.emit(event);
        const landed =
          (event.kind === 'walk-completed' && event.complete) ||
          (event.kind === 'head-check' && event.added > 0);
        if (!landed) return;
        for (const listener of listeners) {
          settings.waitUntil(Promise.resolve().then(() => listener(event.brandId)));
        }
      },
    },
    onLanded(listener) {
      listeners.add(listener);
    },
  };
}

/**
 * What head checks added with their texts, per view: a view is replaced when the delta changes,
 * so a search reads `delta-text` once per head check, not once per query.
 */
const deltaOfView = new WeakMap<IndexView, Promise<IndexRecord[]>>();

/** The source of what is derived from `view`, the brand's index in use (indexed whole). */
export async function derivedSource(
  brandId: string,
  state: BrandState,
  view: IndexView,
  settings: BrandIndexSettings,
  shared: SharedIndex,
): Promise<DerivedSource> {
  const { store } = state;
  const { generation, revision } = view.meta;
  const reported = (error: unknown) => {
    if (!(error instanceof StoreFailure)) throw error;
    shared.storeFailed(brandId, state, error);
  };
  let delta = deltaOfView.get(view);
  if (delta === undefined) {
    const reading = store.deltaRecords(view);
    deltaOfView.set(view, reading);
    // A failed read is not kept (the next search reads again); this one searches the delta's
    // records without their texts.
    delta = reading.catch((error: unknown) => {
      deltaOfView.delete(view);
      reported(error);
      return view.delta;
    });
  }
  return {
    generation,
    revision,
    shared: store.shared,
    delta: await delta,
    async *records() {
      try {
        yield* store.searchRecords(view);
      } catch (error) {
        if (!(error instanceof StoreMiss)) throw error;
        settings.emit({ kind: 'store-failed', brandId, operation: 'read', error });
        throw invalidRequest(
          `brand "${brandId.slice(0, 80)}": the index was replaced by a new walk while it was read; search again`,
          'brandId',
        );
      }
    },
    read: (name) => store.derived(generation, name).catch(reported),
    save: (values) => store.saveDerived(generation, values).catch(reported),
  };
}
