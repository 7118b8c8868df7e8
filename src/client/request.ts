import { BodyTooLargeError, raceAbort, readBodyText } from './body.js';
import { ContentApiError } from './errors.js';
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

interface Attempt {
  url: string;
  number: number;
  signal: AbortSignal;
  timedOut: () => boolean;
  callerSignal: AbortSignal | undefined;
}

function clip(text: string): string {
  return text.length > MESSAGE_PART_LIMIT ? `${text.slice(0, MESSAGE_PART_LIMIT)}…` : text;
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
  const { redact, retry } = config;

  function buildHeaders(call: RequestOptions): Headers {
    const headers = new Headers(config.headers);
    if (call.headers !== undefined) {
      for (const [name, value] of new Headers(call.headers)) headers.set(name, value);
    }
    return headers;
  }

  function visibleHeaders(headers: Headers): Record<string, string> {
    const shown: Record<string, string> = {};
    for (const [name, value] of headers) {
      shown[name] = isSensitiveHeader(name) ? '[redacted]' : redact.text(value);
    }
    return shown;
  }

  function failure(
    attempt: Pick<Attempt, 'url' | 'number'>,
    kind: ContentApiError['kind'],
    summary: string,
    extra: Partial<ConstructorParameters<typeof ContentApiError>[1]> = {},
  ): ContentApiError {
    const tries = attempt.number > 1 ? ` after ${attempt.number} attempts` : '';
    return new ContentApiError(redact.text(`GET ${attempt.url} ${summary}${tries}`), {
      ...extra,
      kind,
      method: 'GET',
      url: attempt.url,
      attempts: attempt.number,
      cause: redact.error(extra.cause),
    });
  }

  /** Classifies an exception from fetch or body reading by what fired first. */
  function transportFailure(attempt: Attempt, error: unknown): ContentApiError {
    if (attempt.callerSignal?.aborted) {
      return failure(attempt, 'aborted', 'was aborted', { cause: attempt.callerSignal.reason });
    }
    if (attempt.timedOut()) {
      return failure(attempt, 'timeout', `timed out after ${config.timeoutMs} ms`);
    }
    if (error instanceof BodyTooLargeError) {
      return failure(attempt, 'invalid-response', `returned an invalid response: ${error.message}`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    return failure(attempt, 'network', `failed: network error (${clip(reason)})`, { cause: error });
  }

  function httpFailure(attempt: Attempt, response: Response, text: string): ContentApiError {
    let problem: ReturnType<typeof parseProblemDetails>;
    try {
      problem = parseProblemDetails(JSON.parse(text));
    } catch {
      problem = undefined;
    }
    problem = problem === undefined ? undefined : redact.deep(problem);
    const reason = reasonPhrase(response.status, response.statusText);
    const notes = [problem?.title, problem?.detail].filter(
      (note): note is string => typeof note === 'string' && note !== '' && note !== reason,
    );
    const summary = `${response.status}${reason ? ` ${reason}` : ''}${notes.length ? ` (${clip(notes.join(': '))})` : ''}`;
    return failure(attempt, 'http', `failed: ${summary}`, {
      status: response.status,
      problem,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }

  function parseSuccess<T>(attempt: Attempt, response: Response, text: string, parse: Parse<T>): T {
    const contentType = response.headers.get('content-type');
    if (contentType !== null && contentType.trim() !== '' && !jsonContentType.test(contentType)) {
      throw failure(
        attempt,
        'invalid-response',
        `returned an invalid response: expected JSON, got content type ${clip(contentType)}`,
        { status: response.status },
      );
    }
    if (text.trim() === '') {
      throw failure(attempt, 'invalid-response', 'returned an invalid response: empty body', {
        status: response.status,
      });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw failure(
        attempt,
        'invalid-response',
        'returned an invalid response: body is not valid JSON',
        {
          status: response.status,
          cause: error,
        },
      );
    }
    try {
      return parse(json);
    } catch (error) {
      if (!(error instanceof ResponseShapeError)) throw error;
      throw failure(attempt, 'invalid-response', `returned an invalid response: ${error.message}`, {
        status: response.status,
        field: error.field,
      });
    }
  }

  async function attemptOnce<T>(
    url: string,
    number: number,
    parse: Parse<T>,
    call: RequestOptions,
    tags: string[],
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      config.timeoutMs === false
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort(new Error('timeout'));
          }, config.timeoutMs);
    const callerSignal = call.signal;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    const attempt: Attempt = {
      url,
      number,
      signal: controller.signal,
      timedOut: () => timedOut,
      callerSignal,
    };
    const headers = buildHeaders(call);
    const started = Date.now();
    let status: number | undefined;
    const report = (error: ContentApiError | undefined) =>
      callHook('onResponse', config.onResponse, {
        method: 'GET',
        url,
        attempt: number,
        status,
        durationMs: Date.now() - started,
        error,
      });
    callHook('onRequest', config.onRequest, {
      method: 'GET',
      url,
      headers: visibleHeaders(headers),
      attempt: number,
    });
    try {
      const fetchOptions = { ...config.fetchOptions, ...call.fetchOptions };
      const next = { ...config.fetchOptions?.next, ...call.fetchOptions?.next };
      next.tags = [...(next.tags ?? []), ...tags];
      const fetchImpl = config.fetch ?? globalThis.fetch;
      let response: Response;
      let text: string;
      try {
        response = await raceAbort(
          fetchImpl(url, {
            ...fetchOptions,
            next,
            method: 'GET',
            headers,
            signal: controller.signal,
          }),
          controller.signal,
        );
        if (
          typeof response !== 'object' ||
          response === null ||
          typeof response.status !== 'number'
        ) {
          throw new TypeError('fetch resolved to something that is not a Response');
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
      callerSignal?.removeEventListener('abort', forwardAbort);
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
    call: RequestOptions,
    tags: string[],
  ): Promise<T> {
    for (let number = 1; ; number++) {
      if (call.signal?.aborted) {
        throw failure({ url, number: number - 1 }, 'aborted', 'was aborted', {
          cause: call.signal.reason,
        });
      }
      try {
        return await attemptOnce(url, number, parse, call, tags);
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
