import { invalidRequest } from '../errorBuilding.js';
import type { ContentItem } from '../types.js';
import { segment } from '../url.js';
import type { BrandSnapshot } from './brandSnapshot.js';
import { maxIdentifierLength } from './indexedContent.js';

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

/** What an index holds for one brand. */
export interface BrandState {
  snapshot: BrandSnapshot | undefined;
  /** Set when the last walk found more than `maxItems` items, with when. */
  tooLarge: { itemCount: number; at: number } | undefined;
  /** The running walk: never two at once per brand. */
  walk: Walk | undefined;
  syncing: Promise<void> | undefined;
  syncedAt: number;
  checking: Promise<void> | undefined;
  checkedAt: number;
  /** When the last background walk failed: the next one waits `missRefreshMs` (a service down). */
  failedAt: number | undefined;
}

/** Whether the brand's index (or its "too large" answer) is `ageLimit` old, or was never made. */
export function isStale(state: BrandState, ageLimit: number): boolean {
  const since = state.snapshot?.walkedAt ?? state.tooLarge?.at;
  if (since === undefined) return true;
  const age = Date.now() - since;
  // A clock set back must not keep an old index fresh.
  return age < 0 || age >= ageLimit;
}

/** The brands an index holds: at most `maxBrands`, the least recently used dropped first. */
export function createBrandStates(maxBrands: number) {
  // Map order is use order: the first brand is the least recently used.
  const brands = new Map<string, BrandState>();
  return {
    /** The brand's state, made when new and marked as the most recently used. */
    use(brandId: string): BrandState {
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
      const state = brands.get(brandId) ?? {
        snapshot: undefined,
        tooLarge: undefined,
        walk: undefined,
        syncing: undefined,
        syncedAt: 0,
        checking: undefined,
        checkedAt: 0,
        failedAt: undefined,
      };
      brands.delete(brandId);
      brands.set(brandId, state);
      for (const [oldest, old] of brands) {
        if (brands.size <= maxBrands) break;
        // Not the brand asked for: dropped now, its next lookup would walk it again at once.
        if (oldest !== brandId && old.walk === undefined) brands.delete(oldest);
      }
      return state;
    },

    /** The brand's state when held, without marking it used (`info()` reads it). */
    peek: (brandId: string): BrandState | undefined => brands.get(brandId),
  };
}
