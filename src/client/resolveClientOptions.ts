import { type TransportConfig, toHeaders } from './call.js';
import { invalidRequest } from './errorBuilding.js';
import type { ContentClientOptions } from './options.js';
import { type RetryOptions, type RetryPolicy, retryDefaults } from './retry.js';
import { isRelativeBase } from './url.js';

/** Throws the `invalid-request` error of option `field` unless `valid`: `createContentClient: timeoutMs must …`. */
function assertOption(valid: unknown, field: string, rule: string): asserts valid {
  if (!valid) throw invalidRequest(`createContentClient: ${field} must ${rule}`, field);
}

/** Member `name` of `options`, or its default; a count for `limit`, a duration for the others. */
function retryNumber(
  options: RetryOptions,
  name: 'limit' | 'backoffMs' | 'maxBackoffMs' | 'maxRetryAfterMs',
): number {
  const value = options[name] === undefined ? retryDefaults[name] : options[name];
  assertOption(
    typeof value === 'number' &&
      value >= 0 &&
      (name === 'limit' ? Number.isSafeInteger(value) : Number.isFinite(value)),
    'retry',
    'be numbers >= 0',
  );
  return value;
}

/** The retry policy of `retry` (a number of retries, or options) over `retryDefaults`. */
function resolveRetryPolicy(retry: ContentClientOptions['retry']): RetryPolicy {
  assertOption(
    retry == null || typeof retry === 'number' || typeof retry === 'object',
    'retry',
    'be a number of retries or retry options',
  );
  const options: RetryOptions = typeof retry === 'number' ? { limit: retry } : (retry ?? {});
  const numbers = {
    limit: retryNumber(options, 'limit'),
    backoffMs: retryNumber(options, 'backoffMs'),
    maxBackoffMs: retryNumber(options, 'maxBackoffMs'),
    maxRetryAfterMs: retryNumber(options, 'maxRetryAfterMs'),
  };
  const statusCodes = options.statusCodes ?? retryDefaults.statusCodes;
  assertOption(
    Array.isArray(statusCodes) &&
      statusCodes.every((code) => Number.isInteger(code) && code >= 100 && code <= 599),
    'retry',
    'list statusCodes as HTTP status numbers',
  );
  return { ...numbers, statusCodes: new Set(statusCodes) };
}

/**
 * Checks the options of `createContentClient` and resolves them: the normalised base URL
 * and what the transport needs. Throws a `ContentApiError` (`invalid-request`) naming the
 * first bad option, never quoting a secret.
 */
export function resolveClientOptions(
  options: ContentClientOptions,
): TransportConfig & { baseUrl: string; relativeBase: boolean; queryKeyScope: string } {
  assertOption(Object(options) === options, 'options', 'be an object');
  const { apiKey, baseUrl: given } = options;
  // `null` means "the default" too, as `undefined` does.
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
  const relative = typeof given === 'string' && isRelativeBase(given);
  let url: URL | undefined;
  try {
    url = new URL(relative ? `http://page.invalid${given}` : given);
  } catch {
    // Checked just below.
  }
  assertOption(
    url && typeof given === 'string' && /^https?:$/.test(url.protocol),
    'baseUrl',
    'be an absolute http(s) URL or a plain path such as /api/content',
  );
  // The client's URLs must stay free of secrets: keys go in `apiKey` or `headers`.
  assertOption(
    !(url.username || url.password || /[?#]/.test(given)),
    'baseUrl',
    'not contain credentials, a query or a fragment',
  );
  const queryKeyScope = options.queryKeyScope ?? 'default';
  assertOption(typeof queryKeyScope === 'string', 'queryKeyScope', 'be a string');
  // Printable ASCII only: anything else makes `Headers` throw an error that quotes the key.
  assertOption(
    apiKey === undefined || (typeof apiKey === 'string' && /^[!-~](?:[ -~]*[!-~])?$/.test(apiKey)),
    'apiKey',
    'be printable ASCII (value not shown)',
  );
  assertOption(
    options.fetch === undefined || typeof options.fetch === 'function',
    'fetch',
    'be a function',
  );
  assertOption(
    Number.isSafeInteger(maxResponseBytes) && maxResponseBytes > 0,
    'maxResponseBytes',
    'be a whole number of bytes > 0',
  );
  assertOption(
    timeoutMs === false || (typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs < 2 ** 31),
    'timeoutMs',
    'be a number of ms > 0, or false',
  );
  const retry = resolveRetryPolicy(options.retry);
  const headers = toHeaders(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (apiKey !== undefined) headers.set('authorization', `Bearer ${apiKey}`);
  return {
    ...options,
    // A relative base stays relative: it is resolved against the page at each request.
    baseUrl: (relative ? '' : url.origin) + url.pathname.replace(/\/+$/, ''),
    relativeBase: relative,
    queryKeyScope,
    headers,
    timeoutMs,
    retry,
    maxResponseBytes,
  };
}
