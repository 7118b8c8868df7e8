import { isAbortSignal, onAbort } from './abort.js';
import { readBodyText } from './body.js';
import { ContentApiError, type ContentApiErrorDetails, invalidRequest } from './errors.js';
import { parseProblemDetails, ResponseShapeError } from './normalize.js';
import type { ContentClientOptions, HeadersLike, RequestOptions } from './options.js';
import { createRedactor, isSensitiveHeader } from './redact.js';
import { parseRetryAfter, type RetryPolicy } from './retry.js';
import type { ProblemDetails } from './types.js';

/** Everything one request needs, resolved once by `createContentClient`. */
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

type ErrorInit = Partial<ContentApiErrorDetails> & { cause?: unknown };

/** Media types a success body may have: JSON under any of the spec's names, or none at all. */
const jsonContentType = /^(?:application\/(?:[\w.+-]+\+)?json|text\/json|text\/plain)\b/i;

/** `new Headers(init)`, refusing bad names and values without quoting them (a value may be a secret). */
export function toHeaders(init: HeadersLike | undefined, where: string): Headers {
  try {
    return new Headers(init);
  } catch {
    throw invalidRequest(
      `${where}headers contain an invalid name or value (values not shown)`,
      'headers',
    );
  }
}

function callHook<E>(name: string, hook: ((event: E) => void) | undefined, event: E): void {
  try {
    hook?.(event);
  } catch (error) {
    console.error(`[content-delivery-react] ${name} hook threw; the request went on:`, error);
  }
}

/** Creates the function that sends one GET with timeout, retries, body checks and typed errors. */
export function createTransport(config: TransportConfig) {
  const { retry, timeoutMs } = config;

  /** Sends `GET url` until it succeeds, fails for good, or runs out of retries. */
  return async function send<T>(
    url: string,
    tags: string[],
    parse: (json: unknown) => T,
    options: RequestOptions | null | undefined,
  ): Promise<T> {
    const { signal, fetchOptions } = options ?? {};
    if (signal !== undefined && !isAbortSignal(signal)) {
      throw invalidRequest('signal must be an AbortSignal', 'signal');
    }
    const headers = new Headers(config.headers);
    toHeaders(options?.headers, '').forEach((value, name) => {
      headers.set(name, value);
    });
    // Per call, so secrets in per-call headers are covered too.
    const redact = createRedactor(headers, config.apiKey);
    const shownHeaders: Record<string, string> = {};
    headers.forEach((value, name) => {
      shownHeaders[name] = isSensitiveHeader(name) ? '[redacted]' : redact.text(value);
    });
    const next = { ...config.fetchOptions?.next, ...fetchOptions?.next };
    next.tags = [...(next.tags ?? []), ...tags];
    let attempt = 0;

    const fail = (kind: ContentApiError['kind'], summary: string, extra: ErrorInit = {}) =>
      new ContentApiError(
        redact.text(`GET ${url} ${summary}${attempt > 1 ? ` after ${attempt} attempts` : ''}`),
        {
          ...extra,
          kind,
          url,
          attempts: attempt,
          field: extra.field && redact.text(extra.field),
          cause: redact.cause(extra.cause),
        },
      );

    async function attemptOnce(): Promise<T> {
      const controller = new AbortController();
      const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
      const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
      // One listener per attempt that every await races, so a custom fetch or body
      // that ignores the signal still ends when the attempt is aborted.
      const aborted = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', reject),
      );
      aborted.catch(() => {});
      const race = <V>(promise: PromiseLike<V>) => Promise.race([promise, aborted]);
      const started = Date.now();
      let status: number | undefined;
      const report = (error?: ContentApiError) =>
        callHook('onResponse', config.onResponse, {
          method: 'GET',
          url,
          attempt,
          status,
          durationMs: Date.now() - started,
          error,
        });
      callHook('onRequest', config.onRequest, {
        method: 'GET',
        url,
        headers: { ...shownHeaders },
        attempt,
      });
      try {
        const fetch = config.fetch ?? globalThis.fetch;
        const init = {
          ...config.fetchOptions,
          ...fetchOptions,
          next,
          method: 'GET',
          headers,
          signal: controller.signal,
        };
        // A custom fetch may return a Response directly, or throw synchronously.
        const response = await race(new Promise<Response>((resolve) => resolve(fetch(url, init))));
        const code = (response as Partial<Response> | null)?.status;
        // Response.error() and opaque answers carry status 0: nothing usable arrived.
        if (!(typeof code === 'number' && code > 0) || /^(?:error|opaque)/.test(response.type)) {
          throw new TypeError(`fetch gave no usable response (status ${code})`);
        }
        status = code;
        const invalid = (summary: string, field?: string) =>
          fail('invalid-response', `returned an invalid response: ${summary}`, { status, field });
        const text = await readBodyText(response, race, config.maxResponseBytes, () => {
          throw invalid(`body exceeds ${config.maxResponseBytes} bytes (maxResponseBytes)`);
        });
        if (code < 200 || code > 299) {
          let problem: ProblemDetails | undefined;
          try {
            problem = redact.deep(parseProblemDetails(JSON.parse(text)));
          } catch {}
          const reason = redact.clip(response.statusText?.trim() ?? '');
          const notes = [problem?.title, problem?.detail]
            .filter((note) => note && note !== reason)
            .join(': ');
          throw fail(
            'http',
            `failed: ${code}${reason && ` ${reason}`}${notes && ` (${redact.clip(notes)})`}`,
            { status, problem, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) },
          );
        }
        const type = response.headers.get('content-type')?.trim();
        if (type && !jsonContentType.test(type)) {
          throw invalid(`expected JSON, got content type ${redact.clip(type)}`);
        }
        if (!text.trim()) throw invalid('empty body');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          // The parser's message quotes part of the body, which may hold part of a secret: not kept.
          throw invalid('body is not valid JSON');
        }
        let result: T;
        try {
          result = parse(json);
        } catch (error) {
          if (!(error instanceof ResponseShapeError)) throw error;
          throw invalid(error.describe(redact.clip), error.field);
        }
        report();
        return result;
      } catch (caught) {
        // Our own errors pass through; anything else is classified by what fired first: the caller's abort, the timeout, or the failure itself.
        const error =
          caught instanceof ContentApiError
            ? caught
            : signal?.aborted
              ? fail('aborted', 'was aborted', { cause: signal.reason })
              : controller.signal.aborted
                ? fail('timeout', `timed out after ${timeoutMs} ms`)
                : fail(
                    'network',
                    `failed: network error (${redact.clip(caught instanceof Error ? caught.message : String(caught))})`,
                    { cause: caught },
                  );
        report(error);
        throw error;
      } finally {
        clearTimeout(timer);
        stopWatching?.();
      }
    }

    for (;;) {
      if (signal?.aborted) throw fail('aborted', 'was aborted', { cause: signal.reason });
      attempt++;
      try {
        return await attemptOnce();
      } catch (caught) {
        const error = caught as ContentApiError;
        const asked = error.retryAfterMs ?? 0;
        const retryable =
          error.kind === 'http'
            ? retry.statusCodes.has(error.status ?? 0)
            : error.kind === 'network' || error.kind === 'timeout';
        if (!retryable || attempt > retry.limit || asked > retry.maxRetryAfterMs) throw error;
        const wait =
          error.retryAfterMs ??
          Math.random() * Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** (attempt - 1));
        // Ends early when the caller aborts; the check above then reports it.
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            stopWatching?.();
            resolve();
          };
          const timer = setTimeout(done, wait);
          const stopWatching = signal && onAbort(signal, done);
        });
      }
    }
  };
}
