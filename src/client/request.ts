import { isAbortSignal, onAbort } from './abort.js';
import { BodyTooLargeError, raceAbort, readBodyText } from './body.js';
import { ContentApiError, invalidRequest } from './errors.js';
import { parseProblemDetails, ResponseShapeError } from './normalize.js';
import type {
  ContentFetchOptions,
  FetchFunction,
  RequestEvent,
  RequestOptions,
  ResponseEvent,
} from './options.js';
import type { Redactor } from './redact.js';
import { isSensitiveHeader } from './redact.js';
import { backoffDelay, parseRetryAfter, type RetryPolicy, sleep } from './retry.js';
import { reasonPhrase } from './statusText.js';

/** Everything one request needs, resolved once by `createContentClient`. */
export interface TransportConfig {
  fetch: FetchFunction | undefined;
  headers: Headers;
  timeoutMs: number | false;
  retry: RetryPolicy;
  maxResponseBytes: number;
  fetchOptions: ContentFetchOptions | undefined;
  redact: Redactor;
  onRequest: ((event: RequestEvent) => void) | undefined;
  onResponse: ((event: ResponseEvent) => void) | undefined;
}

/** Media types a success body may have: JSON under any of the spec's names, or none at all. */
const jsonContentType = /^(?:application\/(?:[\w.+-]+\+)?json|text\/json|text\/plain)\b/i;
const MESSAGE_PART_LIMIT = 300;

type Parse<T> = (json: unknown) => T;
type ErrorInit = Partial<ConstructorParameters<typeof ContentApiError>[1]>;

/** One call: its checked options, headers and redactor (which also covers per-call secret headers). */
interface Call {
  url: string;
  headers: Headers;
  signal: AbortSignal | undefined;
  fetchOptions: ContentFetchOptions | undefined;
  redact: Redactor;
  tags: string[];
}

interface Attempt {
  call: Call;
  number: number;
  timedOut: () => boolean;
}

function callHook<E>(name: string, hook: ((event: E) => void) | undefined, event: E): void {
  if (hook === undefined) return;
  try {
    hook(event);
  } catch (error) {
    console.error(`[content-delivery-react] ${name} hook threw; the request went on:`, error);
  }
}

/** Creates the function that sends one GET with timeout, retries, body checks and typed errors. */
export function createTransport(config: TransportConfig) {
  const { retry } = config;

  /** Redacts, then shortens: shortening first could leave part of a secret behind. */
  function clip(call: Call, text: string): string {
    const safe = call.redact.text(text);
    return safe.length > MESSAGE_PART_LIMIT ? `${safe.slice(0, MESSAGE_PART_LIMIT)}…` : safe;
  }

  function failure(
    attempt: { call: Call; number: number },
    kind: ContentApiError['kind'],
    summary: string,
    extra: ErrorInit = {},
  ): ContentApiError {
    const { redact, url } = attempt.call;
    const tries = attempt.number > 1 ? ` after ${attempt.number} attempts` : '';
    return new ContentApiError(redact.text(`GET ${url} ${summary}${tries}`), {
      ...extra,
      kind,
      method: 'GET',
      url,
      attempts: attempt.number,
      field: extra.field === undefined ? undefined : redact.text(extra.field),
      cause: redact.cause(extra.cause),
    });
  }

  /** Checks per-call options before anything is sent; bad ones reject with `invalid-request`. */
  function prepare(url: string, options: RequestOptions | null | undefined, tags: string[]): Call {
    const call = options ?? {};
    if (call.signal !== undefined && !isAbortSignal(call.signal)) {
      throw invalidRequest('signal must be an AbortSignal', 'signal');
    }
    const headers = new Headers(config.headers);
    if (call.headers !== undefined) {
      let extra: Headers;
      try {
        extra = new Headers(call.headers);
      } catch {
        throw invalidRequest(
          'headers contain an invalid name or value (values not shown)',
          'headers',
        );
      }
      for (const [name, value] of extra) headers.set(name, value);
    }
    return {
      url,
      headers,
      signal: call.signal,
      fetchOptions: call.fetchOptions,
      redact: config.redact.withHeaders(headers),
      tags,
    };
  }

  function visibleHeaders(call: Call): Record<string, string> {
    const shown: Record<string, string> = {};
    for (const [name, value] of call.headers) {
      shown[name] = isSensitiveHeader(name) ? '[redacted]' : call.redact.text(value);
    }
    return shown;
  }

  /** Classifies an exception from fetch or body reading by what fired first. */
  function transportFailure(attempt: Attempt, error: unknown): ContentApiError {
    const callerSignal = attempt.call.signal;
    if (callerSignal?.aborted) {
      return failure(attempt, 'aborted', 'was aborted', { cause: callerSignal.reason });
    }
    if (attempt.timedOut()) {
      return failure(attempt, 'timeout', `timed out after ${config.timeoutMs} ms`);
    }
    if (error instanceof BodyTooLargeError) {
      return failure(attempt, 'invalid-response', `returned an invalid response: ${error.message}`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    return failure(attempt, 'network', `failed: network error (${clip(attempt.call, reason)})`, {
      cause: error,
    });
  }

  function httpFailure(attempt: Attempt, response: Response, text: string): ContentApiError {
    const { call } = attempt;
    let problem: ReturnType<typeof parseProblemDetails>;
    try {
      problem = parseProblemDetails(JSON.parse(text));
    } catch {
      problem = undefined;
    }
    problem = problem === undefined ? undefined : call.redact.deep(problem);
    const reason = clip(call, reasonPhrase(response.status, response.statusText));
    const notes = [problem?.title, problem?.detail].filter(
      (note): note is string => typeof note === 'string' && note !== '' && note !== reason,
    );
    const details = notes.length > 0 ? ` (${clip(call, notes.join(': '))})` : '';
    return failure(
      attempt,
      'http',
      `failed: ${response.status}${reason ? ` ${reason}` : ''}${details}`,
      {
        status: response.status,
        problem,
        retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
      },
    );
  }

  function parseSuccess<T>(attempt: Attempt, response: Response, text: string, parse: Parse<T>): T {
    const invalid = (summary: string, extra: ErrorInit = {}) =>
      failure(attempt, 'invalid-response', `returned an invalid response: ${summary}`, {
        status: response.status,
        ...extra,
      });
    const contentType = response.headers.get('content-type');
    if (contentType !== null && contentType.trim() !== '' && !jsonContentType.test(contentType)) {
      throw invalid(`expected JSON, got content type ${clip(attempt.call, contentType)}`);
    }
    if (text.trim() === '') throw invalid('empty body');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      // The parser's message quotes part of the body, which may hold part of a secret: not kept.
      throw invalid('body is not valid JSON');
    }
    try {
      return parse(json);
    } catch (error) {
      if (!(error instanceof ResponseShapeError)) throw error;
      throw invalid(error.describe(attempt.call.redact.text), { field: error.field });
    }
  }

  async function attemptOnce<T>(call: Call, number: number, parse: Parse<T>): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      config.timeoutMs === false
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort(new Error('timeout'));
          }, config.timeoutMs);
    const stopWatching =
      call.signal === undefined
        ? undefined
        : onAbort(call.signal, () => controller.abort(call.signal?.reason));
    const attempt: Attempt = { call, number, timedOut: () => timedOut };
    const started = Date.now();
    let status: number | undefined;
    const report = (error: ContentApiError | undefined) =>
      callHook('onResponse', config.onResponse, {
        method: 'GET',
        url: call.url,
        attempt: number,
        status,
        durationMs: Date.now() - started,
        error,
      });
    callHook('onRequest', config.onRequest, {
      method: 'GET',
      url: call.url,
      headers: visibleHeaders(call),
      attempt: number,
    });
    try {
      const fetchOptions = { ...config.fetchOptions, ...call.fetchOptions };
      const next = { ...config.fetchOptions?.next, ...call.fetchOptions?.next };
      next.tags = [...(next.tags ?? []), ...call.tags];
      const fetchImpl = config.fetch ?? globalThis.fetch;
      let response: Response;
      let text: string;
      try {
        const init = {
          ...fetchOptions,
          next,
          method: 'GET',
          headers: call.headers,
          signal: controller.signal,
        };
        // Promise.resolve: a custom fetch may return a Response directly, or throw synchronously.
        response = await raceAbort(
          new Promise<Response>((resolve) => resolve(fetchImpl(call.url, init))),
          controller.signal,
        );
        if (
          typeof response !== 'object' ||
          response === null ||
          typeof response.status !== 'number'
        ) {
          throw new TypeError('fetch resolved to something that is not a Response');
        }
        // Response.error() and opaque answers carry status 0: nothing usable arrived.
        if (response.status === 0 || response.type === 'error' || response.type === 'opaque') {
          throw new TypeError(
            `no usable response (status ${response.status}, type ${response.type})`,
          );
        }
        status = response.status;
        text = await readBodyText(response, controller.signal, config.maxResponseBytes);
      } catch (error) {
        throw transportFailure(attempt, error);
      }
      if (response.status < 200 || response.status > 299)
        throw httpFailure(attempt, response, text);
      const result = parseSuccess(attempt, response, text, parse);
      report(undefined);
      return result;
    } catch (error) {
      const apiError = error instanceof ContentApiError ? error : transportFailure(attempt, error);
      report(apiError);
      throw apiError;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      stopWatching?.();
    }
  }

  function isRetryable(error: ContentApiError): boolean {
    if (error.kind === 'network' || error.kind === 'timeout') return true;
    return (
      error.kind === 'http' && error.status !== undefined && retry.statusCodes.has(error.status)
    );
  }

  /** Sends `GET url` until it succeeds, fails for good, or runs out of retries. */
  return async function send<T>(
    url: string,
    parse: Parse<T>,
    options: RequestOptions | null | undefined,
    tags: string[],
  ): Promise<T> {
    const call = prepare(url, options, tags);
    for (let number = 1; ; number++) {
      if (call.signal?.aborted) {
        throw failure({ call, number: number - 1 }, 'aborted', 'was aborted', {
          cause: call.signal.reason,
        });
      }
      try {
        return await attemptOnce(call, number, parse);
      } catch (error) {
        const apiError = error as ContentApiError;
        if (number > retry.limit || !isRetryable(apiError)) throw apiError;
        const asked = apiError.retryAfterMs;
        if (asked !== undefined && asked > retry.maxRetryAfterMs) throw apiError;
        try {
          await sleep(asked ?? backoffDelay(retry, number), call.signal);
        } catch {
          // Aborted while waiting: the loop's abort check reports it.
        }
      }
    }
  };
}
