// An app without msw (a Vite SPA that loads the mock in development, say): the published types of
// `content-delivery-react/mock` must compile here with skipLibCheck off, although the entry also
// exports createMockHandlers, whose handlers are msw's. Compiled by check.mjs in a temporary
// directory where msw cannot be resolved.
import { type ContentItem, createContentClient } from 'content-delivery-react/client';
import {
  createDemoDataset,
  createMockFetch,
  createMockHandlers,
  type MockRequestHandler,
} from 'content-delivery-react/mock';

const client = createContentClient({
  baseUrl: 'https://mock.cds.invalid',
  fetch: createMockFetch({ latencyMs: 0 }),
});

export const brandIds: string[] = createDemoDataset().brands.map((brand) => brand.id);

export async function gearTitles(): Promise<string[]> {
  const page = await client.getContentByTag('acme-outdoor', 'gear', { pageSize: 5 });
  return page.data.map((item: ContentItem) => item.title);
}

// The recipe of the examples: the mock imported on first use, in its own chunk.
export async function lazyMockFetch(input: string, init: RequestInit): Promise<Response> {
  const { createMockFetch: create } = await import('content-delivery-react/mock');
  return create()(input, init);
}

// Without msw a handler is `unknown`, not `any`: it cannot pass for anything else.
const handlers: MockRequestHandler[] = createMockHandlers();
// @ts-expect-error unknown is not a string
export const handlerName: string = handlers[0];
