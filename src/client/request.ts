import { isAbortSignal, onAbort } from './abort.js';
import { readBodyText } from './body.js';
import { ContentApiError, type ContentApiErrorDetails, invalidRequest } from './errors.js';
import { parseProblemDetails } from './normalize.js';
import type {
  ContentClientOptions,
  HeadersLike,
  RequestEvent,
  RequestOptions,
  ResponseEvent,
} from './options.js';
import { createRedactor, isSensitiveHeader } from './redact.js';
import { ResponseShapeError } from './responseShapeError.js';
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

// HTTP/2 and HTTP/3 carry no reason phrase (and `new Response()` has none): messages fall
// back to these, so a 403 still reads "403 Forbidden" in every browser.
const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** `new Headers(init)`, refusing bad names and values without quoting them (a value may be a secret). */
export function toHeaders(init: HeadersLike | undefined): Headers {
  try {
    return new Headers(init);
  } catch {
    throw invalidRequest('headers contain an invalid name or value', 'headers');
  }
}

/** Creates the function that sends one GET with timeout, retries, body checks and typed errors. */
export function createTransport(config: TransportConfig) {
  const { retry, timeoutMs } = config;

  /** Calls a logging hook; one that throws is reported and ignored. */
  function hook<N extends 'onRequest' | 'onResponse'>(
    name: N,
    event: RequestEvent & ResponseEvent,
  ): void {
    try {
      config[name]?.(event);
    } catch (error) {
      console.error(`[content-delivery-react] ${name} hook threw (ignored):`, error);
    }
  }

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
    toHeaders(options?.headers).forEach((value, name) => {
      headers.set(name, value);
    });
    // Per call, so secrets in per-call headers are covered too.
    const redact = createRedactor(headers, config.apiKey);
    const next = { ...config.fetchOptions?.next, ...fetchOptions?.next };
    next.tags = [...(next.tags ?? []), ...tags];
    let attempt = 0;

    const fail = (kind: ContentApiError['kind'], summary: string, extra: ErrorInit = {}) =>
      new ContentApiError(
        redact.text(`GET ${url} ${summary}${attempt > 1 ? ` after ${attempt} attempts` : ''}`),
        {
          ...extra,
          kind,
          // A secret passed as a path parameter stays out of the error too.
          url: redact.text(url),
          attempts: attempt,
          field: extra.field && redact.text(extra.field),
          cause: redact.cause(extra.cause),
        },
      );
    const aborted = () => fail('aborted', 'was aborted', { cause: signal?.reason });

    async function attemptOnce(): Promise<T> {
      const controller = new AbortController();
      const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
      const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
      // One listener per attempt that every await races, so a custom fetch or body
      // that ignores the signal still ends when the attempt is aborted.
      const abort = new Promise<never>((_, reject) =>
        controller.signal.addEventListener('abort', reject),
      );
      abort.catch(() => {});
      const race = <V>(promise: PromiseLike<V>) => Promise.race([promise, abort]);
      const started = Date.now();
      const event = { method: 'GET', url: redact.text(url), attempt } as RequestEvent &
        ResponseEvent;
      const shown: Record<string, string> = {};
      headers.forEach((value, name) => {
        shown[name] = isSensitiveHeader(name) ? '[redacted]' : redact.text(value);
      });
      hook('onRequest', { ...event, headers: shown });
      try {
        const response = await race(
          // A custom fetch may return a Response directly, or throw synchronously.
          new Promise<Response>((resolve) =>
            resolve(
              (config.fetch ?? globalThis.fetch)(url, {
                ...config.fetchOptions,
                ...fetchOptions,
                next,
                method: 'GET',
                headers,
                signal: controller.signal,
              }),
            ),
          ),
        );
        const status = (response as Partial<Response> | null)?.status as number;
        // Response.error() and opaque answers carry status 0: nothing usable arrived.
        if (!(status > 0) || /^(?:error|opaque)/.test(response.type)) {
          throw new TypeError('no usable response');
        }
        event.status = status;
        const invalid = (summary: string, field?: string) =>
          fail('invalid-response', `invalid response: ${summary}`, { status, field });
        const text = await readBodyText(response, race, config.maxResponseBytes, () => {
          throw invalid(`body exceeds ${config.maxResponseBytes} bytes`);
        });
        if (status < 200 || status > 299) {
          let problem: ProblemDetails | undefined;
          try {
            problem = redact.deep(parseProblemDetails(JSON.parse(text)));
          } catch {}
          const reason = redact.clip(response.statusText?.trim() || reasonPhrases[status] || '');
          const notes = [problem?.title, problem?.detail]
            .filter((note) => note && note !== reason)
            .join(': ');
          throw fail(
            'http',
            `failed: ${status}${reason && ` ${reason}`}${notes && ` (${redact.clip(notes)})`}`,
            { status, problem, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) },
          );
        }
        const type = response.headers.get('content-type')?.trim();
        // JSON under any of the spec's media types, or no type at all.
        if (type && !/^(?:application\/(?:[\w.+-]+\+)?json|text\/json|text\/plain)\b/i.test(type)) {
          throw invalid(`content type ${redact.clip(type)} is not JSON`);
        }
        if (!text.trim()) throw invalid('empty body');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          // The parser's message quotes part of the body, which may hold part of a secret: not kept.
          throw invalid('not valid JSON');
        }
        let result: T;
        try {
          result = parse(json);
        } catch (error) {
          if (error instanceof ResponseShapeError) {
            throw invalid(error.describe(redact.clip), error.field);
          }
          // Anything else is a bug in the parser, which no retry would fix: not a network error.
          const thrown = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          throw fail(
            'invalid-response',
            `invalid response: could not be read (${redact.clip(thrown)})`,
            {
              status,
              cause: error,
            },
          );
        }
        hook('onResponse', { ...event, durationMs: Date.now() - started });
        return result;
      } catch (caught) {
        // Our own errors pass through; anything else is classified by what fired first:
        // the caller's abort, the timeout, or the failure itself.
        const error =
          caught instanceof ContentApiError
            ? caught
            : signal?.aborted
              ? aborted()
              : controller.signal.aborted
                ? fail('timeout', `timed out after ${timeoutMs} ms`)
                : fail(
                    'network',
                    `network error: ${redact.clip(caught instanceof Error ? caught.message : String(caught))}`,
                    { cause: caught },
                  );
        hook('onResponse', { ...event, durationMs: Date.now() - started, error });
        throw error;
      } finally {
        clearTimeout(timer);
        stopWatching?.();
      }
    }

    for (;;) {
      if (signal?.aborted) throw aborted();
      attempt++;
      try {
        return await attemptOnce();
      } catch (caught) {
        const error = caught as ContentApiError;
        const asked = error.retryAfterMs;
        const retryable =
          error.kind === 'http'
            ? retry.statusCodes.has(error.status as number)
            : error.kind === 'network' || error.kind === 'timeout';
        if (!retryable || attempt > retry.limit || (asked ?? 0) > retry.maxRetryAfterMs) {
          throw error;
        }
        // Ends early when the caller aborts, also when that happened already (from
        // onResponse, say); the check at the top of the loop then reports it.
        await new Promise<void>((resolve) => {
          let stopWatching: (() => void) | undefined;
          const timer = setTimeout(
            () => {
              stopWatching?.();
              resolve();
            },
            asked ??
              Math.random() * Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** (attempt - 1)),
          );
          stopWatching =
            signal &&
            onAbort(signal, () => {
              clearTimeout(timer);
              resolve();
            });
        });
      }
    }
  };
}
