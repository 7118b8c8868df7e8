import { QueryClient } from '@tanstack/react-query';
import { type ContentClient, ContentDeliveryProvider } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockHandlers } from 'content-delivery-react/mock';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const baseUrl = 'https://cds.test';
export const apiKey = 'sk_test_query_layer_KEY';

/** An MSW server with the mock service that counts requests per path (with query). */
export function mockServer() {
  const server = setupServer(...createMockHandlers({ baseUrl, apiKey }));
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname.replace('/api/v1/content/brands', '')}${url.search}`);
  });
  return { server, requests };
}

/**
 * {@link mockServer}, listening for the tests of the calling file: after each test the handlers a
 * test added are dropped and the request log is emptied.
 */
export function listeningMockServer() {
  const mock = mockServer();
  beforeAll(() => mock.server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    mock.server.resetHandlers();
    mock.requests.length = 0;
  });
  afterAll(() => mock.server.close());
  return mock;
}

export function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { gcTime: Number.POSITIVE_INFINITY } } });
}

export function newClient(): ContentClient {
  return createContentClient({ baseUrl, apiKey, retry: 0 });
}

/** A renderHook/render wrapper with a provider for brand `acme-outdoor`. */
export function providerWrapper(
  client: ContentClient,
  queryClient: QueryClient,
  brandId = 'acme-outdoor',
) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ContentDeliveryProvider client={client} brandId={brandId} queryClient={queryClient}>
        {children}
      </ContentDeliveryProvider>
    );
  };
}
