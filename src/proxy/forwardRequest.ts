import type { FetchFunction } from '../client/options.js';

/**
 * Why an upstream exchange ended without a usable answer; each becomes a 5xx problem. It never
 * leaves createContentProxy, so it has no `name` of its own.
 */
export class UpstreamFailure extends Error {
  constructor(
    readonly status: 502 | 504,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
  }
}

/** What one upstream exchange needs. */
export interface ForwardOptions {
  fetch: FetchFunction | undefined;
  headers: Headers;
  timeoutMs: number;
  maxResponseBytes: number;
  /** The caller's signal (the request's): its abort aborts the upstream request. */
  signal: AbortSignal;
}

/** The upstream answer and its whole body (at most `maxResponseBytes`), or `null` for a bodiless answer. */
export interface UpstreamAnswer {
  response: Response;
  /** In a buffer of its own, as `new Response` takes it. */
  body: Uint8Array<ArrayBuffer> | null;
}

/** Reads every chunk of `response`, failing past `maxBytes` (whatever `content-length` says) or when `aborted` settles. */
async function readCapped(
  response: Response,
  maxBytes: number,
  aborted: Promise<never>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      // Raced, so a fetch that ignores its signal still cannot keep us reading.
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        throw new UpstreamFailure(
          502,
          `The content service's answer is larger than ${maxBytes} bytes.`,
        );
      }
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Sends `GET url` to the service with `redirect: 'manual'` (a redirect could take the key
 * elsewhere: it becomes a 502) and reads the whole body, all within `timeoutMs` (504);
 * the caller's abort ends it too. Rejects with an {@link UpstreamFailure}.
 */
export async function forwardRequest(
  url: string,
  options: ForwardOptions,
): Promise<UpstreamAnswer> {
  const controller = new AbortController();
  let fail: (reason: UpstreamFailure) => void = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    fail = (reason) => {
      reject(reason);
      controller.abort(reason);
    };
  });
  // A caller gone before the fetch rejects `aborted` at once; a fetch that then throws
  // synchronously leaves no race to handle it, and Node would end the process.
  aborted.catch(() => {});
  const timer = setTimeout(
    () =>
      fail(
        new UpstreamFailure(
          504,
          `The content service did not answer within ${options.timeoutMs} ms.`,
        ),
      ),
    options.timeoutMs,
  );
  const onCallerAbort = () => fail(new UpstreamFailure(502, 'The caller went away.'));
  options.signal.addEventListener('abort', onCallerAbort);
  if (options.signal.aborted) onCallerAbort();
  try {
    const send = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await Promise.race([
        send(url, {
          method: 'GET',
          headers: options.headers,
          redirect: 'manual',
          signal: controller.signal,
        }),
        aborted,
      ]);
    } catch (error) {
      if (error instanceof UpstreamFailure) throw error;
      throw new UpstreamFailure(502, 'The content service could not be reached.', { cause: error });
    }
    // `manual` gives a 3xx (or, in browsers, an opaque redirect with status 0): never followed.
    const { status } = response;
    if ((status >= 300 && status < 400 && status !== 304) || status < 200) {
      response.body?.cancel().catch(() => {});
      throw new UpstreamFailure(
        502,
        'The content service answered with a redirect, which the proxy does not follow.',
      );
    }
    const body = await readCapped(response, options.maxResponseBytes, aborted).catch(
      (error: unknown) => {
        if (error instanceof UpstreamFailure) throw error;
        throw new UpstreamFailure(502, "The content service's answer was cut off.", {
          cause: error,
        });
      },
    );
    return { response, body };
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', onCallerAbort);
  }
}
