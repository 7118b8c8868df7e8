// A Node-only consumer (no DOM lib): the client's published types must compile here
// (the mock entry is for tests and carries msw's DOM-based types),
// with skipLibCheck off, and must not silently widen to `any`.
import {
  type ContentItem,
  createContentClient,
  isContentApiError,
} from 'content-delivery-react/client';

const client = createContentClient({
  baseUrl: 'https://cds.test',
  headers: { 'x-trace': '1' },
  fetch: async () => Response.json({ page: 1, pageSize: 5, totalCount: 0, data: [] }),
});

export async function titles(): Promise<string[]> {
  try {
    const page = await client.getContentByTag('acme-outdoor', 'gear', { pageSize: 5 });
    return page.data.map((item: ContentItem) => item.title);
  } catch (error) {
    if (isContentApiError(error)) return [error.kind];
    throw error;
  }
}

// @ts-expect-error headers must be a record, a list of pairs or Headers
createContentClient({ baseUrl: 'https://cds.test', headers: 42 });

// The proxy runs on servers: its published types compile without the DOM lib too.
import { createServer } from 'node:http';
import {
  type ContentProxyHandler,
  createContentProxy,
  toNodeListener,
} from 'content-delivery-react/proxy';

const proxy: ContentProxyHandler = createContentProxy({
  baseUrl: 'https://cds.test',
  apiKey: 'key',
  brands: (brandId) => brandId === 'acme-outdoor',
  onError: (event) => console.log(event.status, event.detail),
});
export const proxyServer = createServer(toNodeListener(proxy));
export const answer: Promise<Response> = proxy(new Request('http://site.test/api/content/'));
