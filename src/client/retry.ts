import { onAbort } from './abort.js';
import { invalidRequest } from './errors.js';

/**
 * Retry policy of the client. The client is the only retry layer: the
 * TanStack Query options of this library turn TanStack's own retries off.
 * Only idempotent failures are retried (network errors, timeouts and the
 * statuses below); other 4xx, invalid responses and a caller's abort never are.
 */
export interface RetryOptions {
  /**
   * Retries after the first attempt; `0` disables retrying.
   * @default 2
   */
  limit?: number;
  /**
   * Statuses that are retried.
   * @default [408, 429, 500, 502, 503, 504]
   */
  statusCodes?: readonly number[];
  /**
   * Base of the exponential backoff: retry n waits a random time up to `backoffMs * 2^(n-1)` ("full jitter").
   * @default 300
   */
  backoffMs?: number;
  /**
   * Upper bound of one backoff wait.
   * @default 5000
   */
  maxBackoffMs?: number;
  /**
   * Longest `Retry-After` the client waits for. When the service asks for
   * longer, the client does not retry and rejects at once with the answer it
   * got (`error.retryAfterMs` says how long the service asked for).
   * @default 30000
   */
  maxRetryAfterMs?: number;
}

export interface RetryPolicy {
  limit: number;
  statusCodes: ReadonlySet<number>;
  backoffMs: number;
  maxBackoffMs: number;
  maxRetryAfterMs: number;
}

export const defaultRetry = {
  limit: 2,
  statusCodes: [408, 429, 500, 502, 503, 504],
  backoffMs: 300,
  maxBackoffMs: 5000,
  maxRetryAfterMs: 30_000,
} as const;

function nonNegative(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !(value >= 0) || !Number.isFinite(value)) {
    throw invalidRequest(
      `createContentClient: retry.${name} must be a finite number >= 0`,
      'retry',
    );
  }
  return value;
}

/** Resolves the `retry` option (a count or an object) into a full policy. */
export function resolveRetryPolicy(retry: number | RetryOptions | undefined): RetryPolicy {
  const options: RetryOptions = typeof retry === 'number' ? { limit: retry } : (retry ?? {});
  const limit = nonNegative(options.limit, defaultRetry.limit, 'limit');
  if (!Number.isInteger(limit)) {
    throw invalidRequest('createContentClient: retry must be a whole number of retries', 'retry');
  }
  return {
    limit,
    statusCodes: new Set(options.statusCodes ?? defaultRetry.statusCodes),
    backoffMs: nonNegative(options.backoffMs, defaultRetry.backoffMs, 'backoffMs'),
    maxBackoffMs: nonNegative(options.maxBackoffMs, defaultRetry.maxBackoffMs, 'maxBackoffMs'),
    maxRetryAfterMs: nonNegative(
      options.maxRetryAfterMs,
      defaultRetry.maxRetryAfterMs,
      'maxRetryAfterMs',
    ),
  };
}

/** Backoff before retry number `retry` (1-based), with full jitter so many clients do not retry in lockstep. */
export function backoffDelay(policy: RetryPolicy, retry: number): number {
  const ceiling = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (retry - 1));
  return Math.round(Math.random() * ceiling);
}

/**
 * Parses `Retry-After` (delay in seconds or an HTTP date) into milliseconds;
 * `undefined` when absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Only the three HTTP-date forms of RFC 9110; anything else (`-1`, `1.5`) means "no hint".
  if (!httpDate.some((form) => form.test(value))) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

const httpDate = [
  /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/, // IMF-fixdate
  /^[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/, // RFC 850
  /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/, // asctime
];

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      stopWatching?.();
      resolve();
    }, ms);
    const stopWatching =
      signal === undefined
        ? undefined
        : onAbort(signal, () => {
            clearTimeout(timer);
            reject(signal.reason);
          });
  });
}
