import { onAbort } from './abort.js';
import type { Call, TransportConfig } from './call.js';
import {
  type FailedCall,
  failedAttemptError,
  httpStatusError,
  invalidResponseError,
} from './errorBuilding.js';
import { ResponseShapeError } from './fieldReader.js';
import type { RequestEvent, ResponseEvent } from './options.js';
import { isSensitiveHeader, type Redactor } from './redact.js';
import { sendFollowingSameOrigin } from './redirects.js';
import { hookThrew } from './warnings.js';

/** Response types that carry nothing readable: a network error, and answers a browser hides. */
const unusableTypes = new Set<ResponseType>(['error', 'opaque', 'opaqueredirect']);

/**
 * Sends one attempt of `call` and reads its answer with `parse`, or rejects with a
 * `ContentApiError`. The fetch and every read of the body are raced against the attempt's
 * abort (the caller's signal or the timeout), so a custom fetch or body that ignores the
 * signal still ends on time. Calls `onRequest` before and `onResponse` after.
 */
export async function attemptRequest<T>(
  config: TransportConfig,
  call: Call,
  parse: (json: unknown, redact: Redactor) => T,
): Promise<T> {
  const { signal, redact } = call;
  const { timeoutMs, maxResponseBytes } = config;
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
  // One listener per attempt that every await races. The fetch's race below handles its
  // rejection in this same turn (sendFollowingSameOrigin sends at once), so it is never reported
  // as unhandled, even when `onRequest` aborts the caller's signal.
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', reject),
  );
  const race = <V>(promise: PromiseLike<V>) => Promise.race([promise, aborted]);

  const started = Date.now();
  const event = { method: 'GET', url: redact.text(call.url), attempt: call.attempts } as const;
  let status: number | undefined;
  callHook('onRequest', config.onRequest, {
    ...event,
    headers: headersForHooks(call.headers, redact),
  });
  try {
    const fetch = config.fetch ?? globalThis.fetch;
    // A custom fetch may return a Response directly, or throw synchronously.
    const response = await sendFollowingSameOrigin(call.url, (url) =>
      race(
        new Promise<Response>((resolve) =>
          resolve(fetch(url, { ...call.init, signal: controller.signal })),
        ),
      ),
    );
    // A custom fetch may resolve to anything; `Response.error()` and opaque answers carry
    // status 0: nothing usable arrived.
    // A redirect `fetch` followed (no secret on board) must still end on the same origin.
    if (response?.redirected && new URL(response.url).origin !== new URL(call.url).origin) {
      throw new TypeError('redirected to another origin, not accepted');
    }
    const answered: unknown = response?.status;
    if (!(typeof answered === 'number' && answered > 0) || unusableTypes.has(response.type)) {
      throw new TypeError('no usable response');
    }
    status = answered;
    const text = await readBodyText(response, race, maxResponseBytes, () => {
      throw invalidResponseError(call, answered, `body exceeds ${maxResponseBytes} bytes`);
    });
    if (status < 200 || status > 299) throw httpStatusError(call, response, status, text);
    const result = parseSuccessBody(call, response, status, text, parse);
    callHook('onResponse', config.onResponse, {
      ...event,
      status,
      durationMs: Date.now() - started,
      error: undefined,
    });
    return result;
  } catch (thrown) {
    const error = failedAttemptError(call, thrown, controller.signal, timeoutMs);
    callHook('onResponse', config.onResponse, {
      ...event,
      status,
      durationMs: Date.now() - started,
      error,
    });
    throw error;
  } finally {
    clearTimeout(timer);
    stopWatching?.();
  }
}

/** Settles like the promise given, or rejects as soon as the attempt is aborted. */
type Race = <T>(promise: PromiseLike<T>) => Promise<T>;

/**
 * Reads a whole body as UTF-8 text, calling `tooLarge` (which throws) past
 * `maxBytes`; every read is raced against the attempt's abort, so a slow
 * trickle of bytes is bounded by the timeout.
 */
async function readBodyText(
  response: Response,
  race: Race,
  maxBytes: number,
  tooLarge: () => never,
): Promise<string> {
  const reader = response.body?.getReader?.();
  if (!reader) {
    // Responses from custom fetch implementations may have no stream.
    const text = await race(response.text());
    if (new TextEncoder().encode(text).length > maxBytes) tooLarge();
    return text;
  }
  const decoder = new TextDecoder();
  let text = '';
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await race(reader.read());
      if (done) return text + decoder.decode();
      total += value.byteLength;
      if (total > maxBytes) tooLarge();
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  }
}

/** JSON under any of the spec's media types (`application/json`, `+json`, `text/json`, `text/plain`). */
const jsonMediaType = /^(?:application\/(?:[\w.+-]+\+)?json|text\/json|text\/plain)\b/i;

/**
 * Reads a 2xx answer's body with `parse`, after checking its content type (JSON, or none
 * at all) and that it is JSON; every failure is an `invalid-response`, never retried.
 */
function parseSuccessBody<T>(
  call: FailedCall,
  response: Response,
  status: number,
  text: string,
  parse: (json: unknown, redact: Redactor) => T,
): T {
  const { redact } = call;
  const invalidResponse = (summary: string, details?: { field?: string; cause?: unknown }) =>
    invalidResponseError(call, status, summary, details);
  // `Headers` strips only HTTP white space: a vertical tab or a no-break space stays.
  const type = response.headers.get('content-type')?.trim();
  if (type && !jsonMediaType.test(type))
    throw invalidResponse(`content type ${redact.clip(type)} is not JSON`);
  if (!text.trim()) throw invalidResponse('empty body');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's message quotes part of the body, which may hold part of a secret: not kept.
    throw invalidResponse('not valid JSON');
  }
  try {
    return parse(json, redact);
  } catch (error) {
    if (error instanceof ResponseShapeError) {
      throw invalidResponse(error.describe(redact.clip), { field: error.field });
    }
    // Anything else is a bug in the parser, which no retry would fix: not a network error.
    const thrown = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw invalidResponse(`could not be read (${redact.clip(thrown)})`, { cause: error });
  }
}

/** Calls a logging hook; one that throws is reported and ignored, so logging never breaks a request. */
function callHook<Event extends RequestEvent | ResponseEvent>(
  name: 'onRequest' | 'onResponse',
  hook: ((event: Event) => void) | undefined,
  event: Event,
): void {
  try {
    hook?.(event);
  } catch (error) {
    hookThrew(name, error);
  }
}

/** Request headers as hooks see them: secret-looking ones as `[redacted]`, known secrets masked in the rest. */
function headersForHooks(headers: Headers, redact: Redactor): Record<string, string> {
  const shown: Record<string, string> = {};
  headers.forEach((value, name) => {
    shown[name] = isSensitiveHeader(name) ? '[redacted]' : redact.text(value);
  });
  return shown;
}
