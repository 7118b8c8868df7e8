import { onAbort } from './abort.js';
import type { ContentApiError } from './errors.js';

/**
 * Retry policy of the client. The client is the only retry layer: the
 * TanStack Query options of this library turn TanStack's own retries off.
 * Only idempotent failures are retried (network errors, timeouts and the
 * statuses of `statusCodes`); other 4xx, invalid responses and a caller's abort never are.
 * Every member left out takes its value from {@link retryDefaults}.
 */
export interface RetryOptions {
  /**
   * Retries after the first attempt; `0` disables retrying.
   * @default retryDefaults.limit
   */
  limit?: number;
  /**
   * Statuses that are retried.
   * @default retryDefaults.statusCodes
   */
  statusCodes?: readonly number[];
  /**
   * Base of the exponential backoff: retry n waits a random time up to `backoffMs * 2^(n-1)` ("full jitter").
   * @default retryDefaults.backoffMs
   */
  backoffMs?: number;
  /**
   * Upper bound of one backoff wait.
   * @default retryDefaults.maxBackoffMs
   */
  maxBackoffMs?: number;
  /**
   * Longest `Retry-After` the client waits for. When the service asks for
   * longer, the client does not retry and rejects at once with the answer it
   * got (`error.retryAfterMs` says how long the service asked for).
   * @default retryDefaults.maxRetryAfterMs
   */
  maxRetryAfterMs?: number;
}

/** The retry policy of a client whose `retry` option leaves a member out: the one place these values live. */
export const retryDefaults = {
  /** Enough to ride out a blip, without hammering a service that is down. */
  limit: 2,
  /** Timeouts, rate limits and the server and gateway failures that tend to pass; other 4xx never do. */
  statusCodes: [408, 429, 500, 502, 503, 504],
  /** The first wait's upper bound; each further retry doubles it. */
  backoffMs: 300,
  /** Caps the doubling, so a long retry chain still answers within seconds. */
  maxBackoffMs: 5000,
  /** Past this, a caller is better served by the error at once than by a long silence. */
  maxRetryAfterMs: 30_000,
} as const satisfies Required<RetryOptions>;

/** `RetryOptions` with every default applied (see `resolveClientOptions`). */
export interface RetryPolicy {
  limit: number;
  statusCodes: ReadonlySet<number>;
  backoffMs: number;
  maxBackoffMs: number;
  maxRetryAfterMs: number;
}

/** Whether a call whose attempt number `attempt` failed with `error` tries again. */
export function shouldRetry(error: ContentApiError, attempt: number, policy: RetryPolicy): boolean {
  if (attempt > policy.limit || (error.retryAfterMs ?? 0) > policy.maxRetryAfterMs) return false;
  if (error.kind === 'http') {
    return error.status !== undefined && policy.statusCodes.has(error.status);
  }
  return error.kind === 'network' || error.kind === 'timeout';
}

/**
 * Waits before the retry that follows attempt number `attempt`: as long as `Retry-After`
 * asked, else a random time up to the capped exponential backoff ("full jitter").
 * Ends early when `signal` aborts, also when that happened already (from `onResponse`,
 * say); the transport then reports the abort.
 */
export function waitBeforeRetry(
  error: ContentApiError,
  attempt: number,
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
): Promise<void> {
  const backoff = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (attempt - 1));
  const delay = error.retryAfterMs ?? Math.random() * backoff;
  return new Promise((resolve) => {
    let stopWatching: (() => void) | undefined;
    const timer = setTimeout(() => {
      stopWatching?.();
      resolve();
    }, delay);
    stopWatching =
      signal &&
      onAbort(signal, () => {
        clearTimeout(timer);
        resolve();
      });
  });
}
