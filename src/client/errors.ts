import type { ProblemDetails } from './types.js';

/** Every kind of failure, as data, so `isContentApiError` checks against the same list as the type. */
const contentApiErrorKinds = [
  'http',
  'network',
  'timeout',
  'aborted',
  'invalid-response',
  'invalid-request',
] as const;

/**
 * What went wrong:
 * - `http`: the service answered with a non-2xx status (see `status` and `problem`);
 * - `network`: no usable answer (connection refused or reset, DNS, CORS, body cut off);
 * - `timeout`: an attempt took longer than `timeoutMs`;
 * - `aborted`: the caller's `AbortSignal` fired;
 * - `invalid-response`: a 2xx answer whose body does not fit the spec (the message names the field);
 * - `invalid-request`: the call was refused before sending (bad identifier, page or option).
 */
export type ContentApiErrorKind = (typeof contentApiErrorKinds)[number];

/** Everything a `ContentApiError` carries; also the shape of its `toJSON()`. */
export interface ContentApiErrorDetails {
  /** What went wrong. */
  kind: ContentApiErrorKind;
  /** HTTP method of the failed request. */
  method: string;
  /** Request URL (never contains the API key); `undefined` when no URL could be built. */
  url: string | undefined;
  /** HTTP status of the last answer, when there was one. */
  status: number | undefined;
  /** Problem details parsed from the error body, when it had them. */
  problem: ProblemDetails | undefined;
  /** For `invalid-response` and `invalid-request`: the offending field, e.g. `data[3].gscClicks`. */
  field: string | undefined;
  /** How many attempts were made (1 + retries); 0 when refused before sending. */
  attempts: number;
  /** Delay the service asked for with `Retry-After`, in milliseconds, when it sent one. */
  retryAfterMs: number | undefined;
}

/** What `new ContentApiError` takes: the kind, any other details, and a cause. */
export interface ContentApiErrorInit extends Partial<Omit<ContentApiErrorDetails, 'kind'>> {
  kind: ContentApiErrorKind;
  cause?: unknown;
}

/**
 * The one error type of this library: every failed call rejects with it.
 * Its message reads like `GET https://cds.example.com/api/v1/content/brands/acme/tag/seo failed: 403 Forbidden`.
 * Use {@link isContentApiError} to check for it; that also works across realms and bundles.
 */
export class ContentApiError extends Error implements ContentApiErrorDetails {
  declare readonly name: 'ContentApiError';
  declare readonly kind: ContentApiErrorKind;
  declare readonly method: string;
  declare readonly url: string | undefined;
  declare readonly status: number | undefined;
  declare readonly problem: ProblemDetails | undefined;
  declare readonly field: string | undefined;
  declare readonly attempts: number;
  declare readonly retryAfterMs: number | undefined;

  constructor(message: string, init: ContentApiErrorInit) {
    const { cause, ...details } = init;
    super(message, cause === undefined ? undefined : { cause });
    // Every member is assigned, even when undefined, so `toJSON` lists them all.
    Object.assign(this, {
      method: 'GET',
      url: undefined,
      status: undefined,
      problem: undefined,
      field: undefined,
      attempts: 0,
      retryAfterMs: undefined,
      ...details,
    });
  }

  /** A plain, serialisable copy (for logs and server-to-client transfer); never contains the API key. */
  toJSON(): ContentApiErrorDetails & { name: 'ContentApiError'; message: string } {
    // The own enumerable members are exactly the details (`message`, `stack` and `cause` are not enumerable).
    return { ...this, name: this.name, message: this.message };
  }
}

// On the prototype (not a class field) so the stack header already reads `ContentApiError: …`.
Object.defineProperty(ContentApiError.prototype, 'name', {
  value: 'ContentApiError',
  writable: true,
  configurable: true,
});

/**
 * `true` when `value` is a {@link ContentApiError}, including one created by
 * another copy of this library or in another realm (iframe, worker).
 */
export function isContentApiError(value: unknown): value is ContentApiError {
  if (value instanceof ContentApiError) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    value.name === 'ContentApiError' &&
    'kind' in value &&
    contentApiErrorKinds.some((kind) => kind === value.kind)
  );
}
