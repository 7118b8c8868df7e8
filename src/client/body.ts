/** Thrown when a response body is larger than `maxResponseBytes`. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`response body exceeds ${limit} bytes (maxResponseBytes)`);
  }
}

/**
 * Settles like `promise`, but rejects with the signal's reason as soon as
 * `signal` aborts, even if `promise` never settles (a custom `fetch` that
 * ignores signals, a server that stops sending mid-body).
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0] !== undefined) return chunks[0];
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a whole body as UTF-8 text, stopping at `maxBytes` and as soon as
 * `signal` aborts (so a slow trickle of bytes is bounded by the timeout).
 */
export async function readBodyText(
  response: Response,
  signal: AbortSignal,
  maxBytes: number,
): Promise<string> {
  const body = response.body;
  if (body === null || body === undefined || typeof body.getReader !== 'function') {
    // Responses from custom fetch implementations may have no stream.
    const text = await raceAbort(response.text(), signal);
    // Characters count at most 3 bytes each (a UTF-16 pair is 2 characters for 4 bytes).
    if (text.length * 3 > maxBytes && new TextEncoder().encode(text).byteLength > maxBytes) {
      throw new BodyTooLargeError(maxBytes);
    }
    return text;
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await raceAbort(reader.read(), signal);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new BodyTooLargeError(maxBytes);
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  }
  return new TextDecoder().decode(concat(chunks, total));
}
