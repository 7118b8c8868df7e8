import { isAbortSignal } from './abort.js';
import { attemptRequest } from './attempt.js';
import { abortedError, type Call } from './call.js';
import { ContentApiError, invalidRequest } from './errors.js';
import { callHeaders, carriesSecrets } from './headers.js';
import type { ContentClientOptions, RequestOptions } from './options.js';
import { createRedactor } from './redact.js';
import { type RetryPolicy, shouldRetry, waitBeforeRetry } from './retry.js';

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

/** Sends `GET url` with `tags` until it succeeds, fails for good, or runs out of retries. */
type Send = <T>(
  url: string,
  tags: string[],
  parse: (json: unknown) => T,
  options: RequestOptions | null | undefined,
) => Promise<T>;

/** Creates the function that sends one GET with timeout, retries, body checks and typed errors. */
export function createTransport(config: TransportConfig): Send {
  return async (url, tags, parse, options) => {
    const { signal, fetchOptions } = options ?? {};
    if (signal !== undefined && !isAbortSignal(signal)) {
      throw invalidRequest('signal must be an AbortSignal', 'signal');
    }
    const headers = callHeaders(config.headers, options?.headers);
    const next = { ...config.fetchOptions?.next, ...fetchOptions?.next };
    next.tags = [...(next.tags ?? []), ...tags];
    const call: Call = {
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
    for (;;) {
      if (signal?.aborted) throw abortedError(call);
      call.attempts++;
      try {
        return await attemptRequest(config, call, parse);
      } catch (error) {
        // Attempts reject with a ContentApiError only; the check keeps the types honest.
        if (
          !(error instanceof ContentApiError) ||
          !shouldRetry(error, call.attempts, config.retry)
        ) {
          throw error;
        }
        await waitBeforeRetry(error, call.attempts, config.retry, signal);
      }
    }
  };
}
