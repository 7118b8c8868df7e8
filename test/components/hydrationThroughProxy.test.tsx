// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { type ContentClient, ContentList, contentByTagQueryOptions } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockHandlers } from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { setupServer } from 'msw/node';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HydratedPage, type HydratedPageProps } from '../helpers/hydratedPage.js';

const apiKey = 'sk_server_only_hydration_KEY';
const proxyPath = '/api/content';

// The service, with a key, on real HTTP (reached by the server client only).
let service: MockServer;
// The app's proxy on the page's own origin, which the browser client reaches with no key.
const proxy = setupServer(...createMockHandlers({ baseUrl: `${location.origin}${proxyPath}` }));
/** What reached the proxy: path and query, and whether an Authorization header came along. */
const proxied: { path: string; authorization: string | null }[] = [];
proxy.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  // Requests to the service pass by MSW too (bypassed): only the page's origin is the proxy.
  if (url.origin !== location.origin) return;
  proxied.push({
    path: url.pathname + url.search,
    authorization: request.headers.get('authorization'),
  });
});

beforeAll(async () => {
  // Pictures on a public host, like a real service's CDN (the mock would otherwise point them at
  // its own address, which this test checks the page never shows).
  service = await startMockServer({ apiKey, demoImageBaseUrl: 'https://images.example.test/' });
  // Requests to the service itself are not the proxy's: they pass through to real HTTP.
  proxy.listen({ onUnhandledFrame: 'bypass' });
});
afterAll(async () => {
  proxy.close();
  await service.close();
});

function Page(props: HydratedPageProps) {
  return (
    <HydratedPage {...props}>
      <ContentList tag="gear" pageSize={4} heading="Gear" />
    </HydratedPage>
  );
}

describe('a page rendered on the server with the key, hydrated through a proxy', () => {
  it('hydrates with no request and no mismatch, and refreshes through the proxy with no key', async () => {
    // Server: the service's absolute URL and the key.
    const serverClient = createContentClient({ baseUrl: service.url, apiKey, retry: 0 });
    const serverQueryClient = new QueryClient();
    const list = (client: ContentClient, page: number) =>
      contentByTagQueryOptions(client, {
        brandId: 'acme-outdoor',
        tag: 'gear',
        page,
        pageSize: 4,
      });
    // Page 2 too: the list fetches the next page ahead as it mounts.
    await serverQueryClient.prefetchQuery(list(serverClient, 1));
    await serverQueryClient.prefetchQuery(list(serverClient, 2));
    const wire = JSON.stringify(dehydrate(serverQueryClient));
    expect(wire).not.toContain(apiKey);
    expect(wire).not.toContain(service.url);
    const html = renderToString(
      <Page client={serverClient} queryClient={serverQueryClient} state={JSON.parse(wire)} />,
    );
    expect(html).not.toContain('aria-busy="true"');
    expect(proxied).toEqual([]);

    // Browser: a relative base URL, no key; same query keys, so the hydrated data is used.
    const browserClient = createContentClient({ baseUrl: proxyPath, retry: 0 });
    const browserQueryClient = new QueryClient();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <Page client={browserClient} queryClient={browserQueryClient} state={JSON.parse(wire)} />,
        {
          onRecoverableError: (error) => recoverable.push(error),
        },
      );
    });
    expect(browserQueryClient.isFetching()).toBe(0);
    expect(container.querySelectorAll('.cdr-list-item')).toHaveLength(4);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(proxied).toEqual([]);

    // Stale data refreshes through the proxy, on the page's origin, with no key.
    await act(() => browserQueryClient.invalidateQueries());
    await waitFor(() => expect(browserQueryClient.isFetching()).toBe(0));
    expect(proxied.map((request) => request.path)).toContain(
      `${proxyPath}/api/v1/content/brands/acme-outdoor/tag/gear?page=1&pageSize=4`,
    );
    for (const request of proxied) {
      expect(request.path.startsWith(`${proxyPath}/api/v1/content/brands/acme-outdoor/`)).toBe(
        true,
      );
      expect(request.authorization).toBeNull();
    }
    expect(container.querySelectorAll('.cdr-list-item')).toHaveLength(4);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    consoleError.mockRestore();
    container.remove();
  });
});
