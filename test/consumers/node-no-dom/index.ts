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
