import type { ContentItem } from '../types.js';
import type { BrandSnapshot } from './brandSnapshot.js';

// What a brand index keeps of one brand: its snapshot, its running walk, and when it was last
// synced with the shared store and head-checked.

export type PageListener = (list: string, page: number, items: readonly ContentItem[]) => void;

export interface Walk {
  done: Promise<void>;
  listeners: Set<PageListener>;
  /**
   * A `refresh()` asked for this walk at this time: only a walk another instance started
   * since then will do instead. `undefined` for a lookup's walk: any fresh one will do.
   */
  notBefore: number | undefined;
}

export interface BrandState {
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

/** The state of a brand not walked yet. */
export function newBrandState(): BrandState {
  return {
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

/** Whether the brand's last walk (or its too-large verdict) is older than `ageLimit`, or there is none. */
export function isStale(state: BrandState, ageLimit: number): boolean {
  const since = state.snapshot?.walkedAt ?? state.tooLarge?.at;
  if (since === undefined) return true;
  const age = Date.now() - since;
  // A clock set back must not keep an old index fresh.
  return age < 0 || age >= ageLimit;
}
