import { ContentApiError, type ContentApiErrorInit, type ContentApiErrorKind } from './errors.js';
import type { NextFetchOptions } from './options.js';
import type { Redactor } from './redact.js';

/** One call of an endpoint method, as its attempts and its errors see it. */
export interface Call {
  /** The request URL (may hold a secret passed as a path parameter: redact before showing). */
  readonly url: string;
  /** The caller's signal, if any. */
  readonly signal: AbortSignal | undefined;
  /** Request headers: the client's, then the call's. */
  readonly headers: Headers;
  /** `fetch` options of every attempt except `signal`: the client's, then the call's, then ours. */
  readonly init: RequestInit & { next: NextFetchOptions };
  /** Masks this call's secrets (the API key, secret-looking headers) in everything it reports. */
  readonly redact: Redactor;
  /** Attempts started so far. */
  attempts: number;
}

/** The `ContentApiError` of a failed call: message, URL, field and cause redacted. */
export function callError(
  call: Call,
  kind: ContentApiErrorKind,
  summary: string,
  init: Omit<ContentApiErrorInit, 'kind'> = {},
): ContentApiError {
  const { redact, attempts } = call;
  const after = attempts > 1 ? ` after ${attempts} attempts` : '';
  return new ContentApiError(redact.text(`GET ${call.url} ${summary}${after}`), {
    ...init,
    kind,
    // A secret passed as a path parameter stays out of the error too.
    url: redact.text(call.url),
    attempts,
    field: init.field && redact.text(init.field),
    cause: redact.cause(init.cause),
  });
}

/** The error of a call whose caller aborted it. */
export function abortedError(call: Call): ContentApiError {
  return callError(call, 'aborted', 'was aborted', { cause: call.signal?.reason });
}
