import { invalidRequest } from '../errorBuilding.js';
import type { ContentItem } from '../types.js';
import { segment } from '../url.js';
import { type IndexStorage, memoryStorage } from './brandIndexStorage.js';
import { BrandStore, type IndexView } from './brandStore.js';
import { type FreshnessFacts, isWithin } from './freshness.js';
import { maxIdentifierLength } from './indexedContent.js';
import { brandKey, type StoredMeta } from './storeLayout.js';

/** Hears each page a walk reads, as it reads it (a cold lookup answers from the first match). */
export type PageListener = (list: string, page: number, items: readonly ContentItem[]) => void;

export interface Walk {
  done: Promise<void>;
  listeners: Set<PageListener>;
  /**
   * A `refresh()` asked for this walk at this time: only a walk another instance started
   * after it (in a later millisecond) will do instead. `undefined` for a lookup's walk: any
   * fresh one will do.
   */
  notBefore: number | undefined;
}

/**
 * What this instance knows of one brand: the view of the stored index it read last (the meta
 * and what head checks added: a few KB, never the brand), and the work under way here. The
 * index itself is in the storage; this is the one place that changes what an instance holds
 * of a brand, through the methods below.
 */
export class BrandState implements FreshnessFacts {
  readonly #shared: BrandStore;
  /** This process's memory, used while the shared store fails. */
  #fallback: { store: BrandStore; since: number; forMs: number } | undefined;
  /** The stored index as last read, when it is one. */
  view: IndexView | undefined;
  /** Set when the last walk found more than `maxItems` items. */
  tooLarge: { itemCount: number; at: number } | undefined;
  /** When the meta was last read from the storage. */
  readAt: number | undefined;
  /** The running walk here: never two at once per brand and instance. */
  walk: Walk | undefined;
  reading: Promise<void> | undefined;
  checking: Promise<void> | undefined;
  /** When this instance last started a head check. */
  checkedAt = 0;
  failedAt: number | undefined;

  constructor(store: BrandStore) {
    this.#shared = store;
  }

  /**
   * Where the brand's index is: the storage, or for a while after the shared store failed,
   * this process's memory (the instance then walks alone, as if it had no store).
   */
  get store(): BrandStore {
    const fallback = this.#fallback;
    if (fallback === undefined) return this.#shared;
    if (isWithin(fallback.since, fallback.forMs)) return fallback.store;
    // Time to try the shared store again: what memory held is forgotten.
    this.#fallback = undefined;
    this.view = undefined;
    this.readAt = undefined;
    return this.#shared;
  }

  /** The shared store failed: go on in memory (`store`) for `forMs`. */
  fallBack(store: BrandStore, forMs: number): void {
    if (this.#fallback !== undefined || !this.#shared.shared) return;
    this.#fallback = { store, since: Date.now(), forMs };
    this.view = undefined;
    this.readAt = undefined;
  }

  get walkedAt(): number | undefined {
    return this.view?.meta.walkedAt ?? this.tooLarge?.at;
  }

  /** Takes what the storage holds now (`undefined`: nothing readable). */
  readFrom(meta: StoredMeta | undefined, view: IndexView | undefined): void {
    this.readAt = Date.now();
    if (meta?.kind === 'too-large') {
      this.tooLarge = { itemCount: meta.itemCount, at: meta.walkedAt };
      this.view = undefined;
    } else if (view !== undefined) {
      this.tooLarge = undefined;
      this.view = view;
    }
  }

  /** A walk of this instance ended with the brand indexed (`view`) or found too large. */
  walked(view: IndexView | undefined, tooLarge?: { itemCount: number; at: number }): void {
    this.view = view;
    this.tooLarge = tooLarge;
    this.readAt = Date.now();
    if (view !== undefined) this.checkedAt = Date.now();
  }

  startWalk(walk: Walk): void {
    this.walk = walk;
  }

  /** The running walk ended, however it ended. */
  endWalk(): void {
    this.walk = undefined;
  }

  /** A background walk ended: after a failure, the next one waits (`isPausedAfterFailure`). */
  backgroundWalkEnded(succeeded: boolean): void {
    this.failedAt = succeeded ? undefined : Date.now();
  }

  startCheck(at: number): void {
    this.checkedAt = at;
  }
}

/**
 * The brands an index knows in this instance: at most `maxBrands`, the least recently used
 * dropped first (with its keys, when the index lives in memory).
 */
export function createBrandStates(maxBrands: number, storage: IndexStorage) {
  // Map order is use order: the first brand is the least recently used.
  const brands = new Map<string, BrandState>();
  /** Where brands go on while the shared store fails: made on the first failure. */
  let fallback: IndexStorage | undefined;
  return {
    /** A store in this process's memory for `state`'s brand, for while the shared one fails. */
    fallbackFor(state: BrandState): BrandStore {
      fallback ??= memoryStorage();
      return new BrandStore(fallback, state.store.keys.prefix.slice(0, -1));
    },

    /** The brand's state, made when new and marked as the most recently used. */
    use(brandId: string, namespace: string): BrandState {
      // A brand id taken from a URL must not make every held brand cost megabytes of key.
      if (typeof brandId !== 'string' || brandId.length > maxIdentifierLength) {
        throw invalidRequest(
          `brandId must be a string of at most ${maxIdentifierLength} characters`,
          'brandId',
        );
      }
      // A brand id no request can name ('', '.', '..', a lone surrogate) is refused here with
      // the client's message, before it takes a held brand's place or a store key (or the lock).
      segment(brandId, 'brandId');
      const state =
        brands.get(brandId) ??
        new BrandState(new BrandStore(storage, brandKey(namespace, brandId)));
      brands.delete(brandId);
      brands.set(brandId, state);
      for (const [oldest, old] of brands) {
        if (brands.size <= maxBrands) break;
        // Not the brand asked for: dropped now, its next lookup would walk it again at once.
        if (oldest !== brandId && old.walk === undefined) {
          brands.delete(oldest);
          storage.forget(old.store.keys.prefix);
          fallback?.forget(old.store.keys.prefix);
        }
      }
      return state;
    },

    /** The brand's state when held, without marking it used (`info()` reads it). */
    peek: (brandId: string): BrandState | undefined => brands.get(brandId),
  };
}
