import { onAbort } from './abort.js';
import { type ContentApiError, isContentApiError } from './errors.js';

/**
 * Retry policy of the client. The client is the only retry layer: the
 * TanStack Query options of this library turn TanStack's own retries off.
 * Only idempotent failures are retried (network errors, timeouts and the
 * statuses of `statusCodes`); other 4xx, invalid responses and a caller's abort never are.
 */
export interface RetryOptions {
  /**
   * Retries after the first attempt; `0` disables retrying.
   * Enough to ride out a blip, without hammering a service that is down.
   * @default 2
   */
  limit?: number;
  /**
   * Statuses that are retried: timeouts, rate limits and the server and gateway failures that
   * tend to pass; other 4xx never do.
   * @default [408, 429, 500, 502, 503, 504]
   */
  statusCodes?: readonly number[];
  /**
   * Base of the exponential backoff: retry n waits a random time up to `backoffMs * 2^(n-1)` ("full jitter").
   * @default 300
   */
  backoffMs?: number;
  /**
   * Upper bound of one backoff wait, so a long retry chain still answers within seconds.
   * @default 5000
   */
  maxBackoffMs?: number;
  /**
   * Longest `Retry-After` the client waits for. When the service asks for
   * longer, the client does not retry and rejects at once with the answer it
   * got (`error.retryAfterMs` says how long the service asked for): past this, a caller is
   * better served by the error at once than by a long silence.
   * @default 30000
   */
  maxRetryAfterMs?: number;
}

/**
 * The retry policy of a client whose `retry` option leaves a member out: the one place these
 * values live (the `@default` tags of {@link RetryOptions} repeat them for readers).
 */
export const retryDefaults = {
  limit: 2,
  statusCodes: [408, 429, 500, 502, 503, 504],
  backoffMs: 300,
  maxBackoffMs: 5000,
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

/**
 * The three HTTP-date forms of RFC 9110 (IMF-fixdate, RFC 850, asctime), case-sensitive:
 * `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT`, `Sun Nov  6 08:49:37 1994`.
 * A literal, so a bundle that takes only `isRetryableError` from this module (a page's Retry
 * button) drops it (bundlers keep a module-level `new RegExp`).
 */
const httpDate =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d\d-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d\d \d\d:\d\d:\d\d GMT|(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d \d{4})$/;

/**
 * The delay a `Retry-After` header asks for, in milliseconds: whole seconds or an HTTP
 * date (0 when that date has passed); `undefined` when absent or malformed.
 */
export function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // asctime names no zone, which `Date.parse` would read as the machine's: HTTP dates are GMT.
  const gmt = value.endsWith('GMT') ? value : `${value} GMT`;
  const delay = httpDate.test(value) ? Date.parse(gmt) - Date.now() : Number.NaN;
  return delay > 0 ? delay : delay <= 0 ? 0 : undefined;
}

/** 425 Too Early: "send it again once the connection is set up", which only a later request does. */
const tooEarly = 425;

/**
 * Whether sending the same request again can succeed, so a Retry button is worth offering.
 * `false` for a request refused before sending (`invalid-request`) and for a 4xx answer
 * (400, 401, 403, 404, 410, 422…): the request itself, the key or the content is wrong, and
 * only a change by someone fixes it. `true` for everything that may pass: network errors,
 * timeouts, 408, 425, 429 and every 5xx, an invalid answer (a proxy's page, a deploy in
 * progress), a caller's abort, and anything that is not a `ContentApiError`.
 * The client's automatic retries (`RetryOptions`) retry fewer statuses
 * (`[408, 429, 500, 502, 503, 504]`, all of them retryable here) because they happen within seconds.
 *
 * @example
 * {isRetryableError(error) && <button onClick={() => refetch()}>Retry</button>}
 */
export function isRetryableError(error: unknown): boolean {
  if (!isContentApiError(error)) return true;
  if (error.kind === 'invalid-request') return false;
  const { status } = error;
  if (error.kind !== 'http' || status === undefined || status < 400 || status > 499) return true;
  // The 4xx that mean "not now" rather than "not this request": those the client retries by
  // itself (a timeout, a rate limit), and Too Early.
  return status === tooEarly || retryDefaults.statusCodes.some((code) => code === status);
}
