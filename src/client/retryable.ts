import { isContentApiError } from './errors.js';

/** 4xx statuses that mean "not now" rather than "not this request": timeout, too early, rate limit. */
const transientClientStatuses: ReadonlySet<number> = new Set([408, 425, 429]);

/**
 * Whether sending the same request again can succeed, so a Retry button is worth offering.
 * `false` for a request refused before sending (`invalid-request`) and for a 4xx answer
 * (400, 401, 403, 404, 410, 422…): the request itself, the key or the content is wrong, and
 * only a change by someone fixes it. `true` for everything that may pass: network errors,
 * timeouts, 408, 425, 429 and every 5xx, an invalid answer (a proxy's page, a deploy in
 * progress), a caller's abort, and anything that is not a `ContentApiError`.
 * The client's automatic retries (`RetryOptions`) use a narrower list of statuses
 * (`retryDefaults.statusCodes`, all of them retryable here) because they happen within seconds.
 *
 * @example
 * {isRetryableError(error) && <button onClick={() => refetch()}>Retry</button>}
 */
export function isRetryableError(error: unknown): boolean {
  if (!isContentApiError(error)) return true;
  if (error.kind === 'invalid-request') return false;
  const { status } = error;
  if (error.kind !== 'http' || status === undefined || status < 400 || status > 499) return true;
  return transientClientStatuses.has(status);
}
