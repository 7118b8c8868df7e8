// Documents of any size as a byte stream, written while they are read: a sitemap of 50 000
// URLs or the llms.txt of a large brand is never one string in memory. Each pull joins pieces
// up to about 64 KB (one small write per URL would cost more than the URL).

const CHUNK_CHARACTERS = 64 * 1024;

/** The pieces `produce` yields, UTF-8 encoded, as a `ReadableStream` (a `Response` body anywhere). */
export function textStream(
  produce: () => Iterator<string> | AsyncIterator<string>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pieces: Iterator<string> | AsyncIterator<string> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      pieces ??= produce();
      let chunk = '';
      while (chunk.length < CHUNK_CHARACTERS) {
        const next = await pieces.next();
        if (next.done === true) {
          if (chunk !== '') controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await pieces?.return?.();
    },
  });
}
