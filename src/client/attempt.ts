import { onAbort } from './abort.js';
import { readBodyText } from './body.js';
import type { Call } from './call.js';
import { callHook, headersForHooks } from './hooks.js';
import { sendFollowingSameOrigin } from './redirects.js';
import { failedAttemptError, httpStatusError, invalidResponseError } from './responseErrors.js';
import { parseSuccessBody } from './successBody.js';
import type { TransportConfig } from './transport.js';

/**
 * Sends one attempt of `call` and reads its answer with `parse`, or rejects with a
 * `ContentApiError`. The fetch and every read of the body are raced against the attempt's
 * abort (the caller's signal or the timeout), so a custom fetch or body that ignores the
 * signal still ends on time. Calls `onRequest` before and `onResponse` after.
 */
export async function attemptRequest<T>(
  config: TransportConfig,
  call: Call,
  parse: (json: unknown) => T,
): Promise<T> {
  const { signal, redact } = call;
  const { timeoutMs, maxResponseBytes } = config;
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
  // One listener per attempt that every await races.
  const aborted = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', reject),
  );
  aborted.catch(() => {});
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
    if (
      !(typeof answered === 'number' && answered > 0) ||
      /^(?:error|opaque)/.test(response.type)
    ) {
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
