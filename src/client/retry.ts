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

/** `RetryOptions` with every default applied (see `createContentClient`). */
export interface RetryPolicy {
  limit: number;
  statusCodes: ReadonlySet<number>;
  backoffMs: number;
  maxBackoffMs: number;
  maxRetryAfterMs: number;
}

/** The shape shared by the three HTTP-date forms of RFC 9110 (IMF-fixdate, RFC 850, asctime). */
const day = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const month = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const time = '\\d\\d:\\d\\d:\\d\\d';
/** The three HTTP-date forms of RFC 9110 (IMF-fixdate, RFC 850, asctime), case-sensitive. */
const httpDate = new RegExp(
  `^(?:${day}, \\d\\d ${month} \\d{4} ${time} GMT|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \\d\\d-${month}-\\d\\d ${time} GMT|${day} ${month} [ \\d]\\d ${time} \\d{4})$`,
);

export function parseRetryAfter(header: string | null): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const delay = httpDate.test(value) ? Date.parse(value) - Date.now() : Number.NaN;
  return delay > 0 ? delay : delay <= 0 ? 0 : undefined;
}
