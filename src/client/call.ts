import { isAbortSignal } from './abort.js';
import { invalidRequest } from './errorBuilding.js';
import type {
  ContentClientOptions,
  HeadersLike,
  NextFetchOptions,
  RequestOptions,
} from './options.js';
import { createRedactor, isSensitiveHeader, type Redactor } from './redact.js';
import type { RetryPolicy } from './retry.js';

/** Everything one request needs, resolved once by `resolveClientOptions`. */
export interface TransportConfig
  extends Pick<
    ContentClientOptions,
    'apiKey' | 'fetch' | 'fetchOptions' | 'onRequest' | 'onResponse'
  > {
  headers: Headers;
  timeoutMs: number | false;
  retry: RetryPolicy;
  maxResponseBytes: number;
}

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

/**
 * The call of `GET url` with the cache `tags` and the caller's `options` over the client's
 * `config`; throws `invalid-request` for a signal or headers it cannot use.
 */
export function startCall(
  config: TransportConfig,
  url: string,
  tags: string[],
  options: RequestOptions | null | undefined,
): Call {
  const { signal, fetchOptions } = options ?? {};
  if (signal !== undefined && !isAbortSignal(signal)) {
    throw invalidRequest('signal must be an AbortSignal', 'signal');
  }
  const headers = callHeaders(config.headers, options?.headers);
  const next = { ...config.fetchOptions?.next, ...fetchOptions?.next };
  next.tags = [...(next.tags ?? []), ...tags];
  return {
    url,
    signal,
    headers,
    // With a secret on board, `manual` (never overridable): `fetch` would take custom
    // headers to another origin; see `sendFollowingSameOrigin`. Without one, `follow`, so
    // browsers (which hide where a `manual` redirect points) keep following redirects; an
    // answer from another origin is still refused (see `attemptRequest`).
    init: {
      ...config.fetchOptions,
      ...fetchOptions,
      next,
      method: 'GET',
      headers,
      redirect: carriesSecrets(headers) ? 'manual' : 'follow',
    },
    // Per call, so secrets in per-call headers are covered too.
    redact: createRedactor(headers, config.apiKey),
    attempts: 0,
  };
}

/** `new Headers(init)`, refusing bad names and values without quoting them (a value may be a secret). */
export function toHeaders(init: HeadersLike | undefined): Headers {
  try {
    return new Headers(init);
  } catch {
    throw invalidRequest('headers contain an invalid name or value', 'headers');
  }
}

/** The headers of one call: the client's, with the call's own set over them. */
function callHeaders(client: Headers, call: HeadersLike | undefined): Headers {
  const headers = new Headers(client);
  toHeaders(call).forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
}

/** Whether `headers` carry a secret (the API key's `authorization`, a token, a cookie, …). */
function carriesSecrets(headers: Headers): boolean {
  let found = false;
  headers.forEach((_value, name) => {
    found ||= isSensitiveHeader(name);
  });
  return found;
}
