// What the discovery tests share: a client on the demo data (or a given dataset) through the
// mock's fetch, the site's routes, and reading a document stream as a crawler would.
import { type ContentClient, createContentClient } from 'content-delivery-react/client';
import { createDemoDataset, createMockFetch, type MockDataset } from 'content-delivery-react/mock';

export const siteUrl = 'https://www.example.com';

/** The example apps' article route: `/articles/<slug>`. */
export const getItemHref = (item: { slug: string }) => `/articles/${encodeURIComponent(item.slug)}`;

export const site = { siteUrl, getItemHref };

/** A client (with its own brand index) on `dataset`, counting the requests it sends. */
export function clientOn(dataset: MockDataset = createDemoDataset()): {
  client: ContentClient;
  requests: string[];
} {
  const mockFetch = createMockFetch({ dataset, demoImageBaseUrl: false });
  const requests: string[] = [];
  const client = createContentClient({
    baseUrl: 'https://cds.test',
    retry: 0,
    fetch: (input, init) => {
      requests.push(input);
      return mockFetch(input, init);
    },
  });
  return { client, requests };
}

/** A stream read whole, with the size of its largest chunk (a streamed document has many small ones). */
export async function readStream(
  stream: ReadableStream<Uint8Array> | undefined,
): Promise<{ text: string; largestChunk: number; chunks: number }> {
  if (stream === undefined) throw new Error('no stream');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  let largestChunk = 0;
  let chunks = 0;
  for await (const chunk of stream) {
    chunks++;
    largestChunk = Math.max(largestChunk, chunk.byteLength);
    text += decoder.decode(chunk, { stream: true });
  }
  return { text: text + decoder.decode(), largestChunk, chunks };
}
