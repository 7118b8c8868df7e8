/** Settles like the promise given, or rejects as soon as the attempt is aborted. */
type Race = <T>(promise: PromiseLike<T>) => Promise<T>;

/**
 * Reads a whole body as UTF-8 text, calling `tooLarge` (which throws) past
 * `maxBytes`; every read is raced against the attempt's abort, so a slow
 * trickle of bytes is bounded by the timeout.
 */
export async function readBodyText(
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
