import type { BrandIndexSettings } from './brandIndexSettings.js';

/**
 * Whether `since` lies within the last `windowMs`: `false` for never (`undefined`), and for a
 * time ahead of the clock, so a clock set back never keeps an index (or a pause) fresh. The one
 * time window of the brand index: every decision below is made with it.
 */
export function isWithin(since: number | undefined, windowMs: number, now = Date.now()): boolean {
  if (since === undefined) return false;
  const age = now - since;
  return age >= 0 && age < windowMs;
}

/** What the freshness decisions read of a brand. */
export interface FreshnessFacts {
  /** When the walk behind the index in use started (or found the brand too large). */
  walkedAt: number | undefined;
  /** When the last background walk failed. */
  failedAt: number | undefined;
}

/**
 * The brand index's decisions about time, each named for what it decides, over one window
 * helper ({@link isWithin}) and the index's settings.
 */
export function createFreshness({
  ttlMs,
  maxStaleMs,
  missRefreshMs,
  syncIntervalMs,
}: BrandIndexSettings) {
  return {
    /** Past `maxStaleMs` (or never walked), lookups wait for a walk rather than use the index. */
    mustWalkBeforeAnswering: (facts: FreshnessFacts) => !isWithin(facts.walkedAt, maxStaleMs),
    /** Past `ttlMs`, lookups go on from the index while one walk runs in the background. */
    isDueForBackgroundWalk: (facts: FreshnessFacts) => !isWithin(facts.walkedAt, ttlMs),
    /** A "too large" finding holds for `ttlMs`: the brand is not walked again before. */
    isTooLargeStill: (facts: FreshnessFacts) => isWithin(facts.walkedAt, ttlMs),
    /** After a failed background walk, none again for `missRefreshMs` (a service that is down). */
    isPausedAfterFailure: (facts: FreshnessFacts) => isWithin(facts.failedAt, missRefreshMs),
    /** An item not where the index said makes a walk, once per `missRefreshMs` at most. */
    mayWalkForMovedItem: (facts: FreshnessFacts) => !isWithin(facts.walkedAt, missRefreshMs),
    /** A miss makes a head check once per `missRefreshMs` at most, over all instances. */
    isHeadCheckDue: (lastCheck: number) => !isWithin(lastCheck, missRefreshMs),
    /** The meta an instance read is trusted for `syncIntervalMs`, then read again. */
    isViewCurrent: (readAt: number | undefined) => isWithin(readAt, syncIntervalMs),
  };
}

export type Freshness = ReturnType<typeof createFreshness>;
