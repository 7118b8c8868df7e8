// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { ContentDeliveryProvider, ContentList } from 'content-delivery-react';
import { createContentClient, isContentApiError } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { describe, expect, it, vi } from 'vitest';

const apiKey = 'sk_live_7Hs9/ZKq+secret=';

/** Every form in which the key could leak. */
function assertNoKey(text: string) {
  for (const form of [
    apiKey,
    encodeURIComponent(apiKey),
    encodeURIComponent(apiKey).toLowerCase(),
  ]) {
    expect(text).not.toContain(form);
  }
}

describe('the API key across the whole stack', () => {
  it('never appears in URLs, query keys, dehydrate(), errors, console output or the rendered HTML', async () => {
    const urls: string[] = [];
    const mock = createMockFetch({ apiKey: 'the-right-key' });
    // A hostile service: echoes the Authorization header into its 403 problem details.
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      apiKey,
      retry: 0,
      fetch: async (url, init) => {
        urls.push(url);
        const auth = new Headers(init.headers).get('authorization') ?? '';
        const answer = await mock(url, init);
        if (answer.status !== 403) return answer;
        return Response.json(
          {
            title: `Key ${auth} rejected`,
            detail: auth,
            instance: `/x?k=${encodeURIComponent(auth)}`,
          },
          { status: 403 },
        );
      },
    });
    const console$ = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    const queryClient = new QueryClient();
    const { container } = render(
      <ContentDeliveryProvider client={client} brandId="acme-outdoor" queryClient={queryClient}>
        <ContentList tag="gear" heading="Gear" />
      </ContentDeliveryProvider>,
    );
    await screen.findByRole('alert');

    const error = queryClient.getQueryCache().getAll()[0]?.state.error;
    expect(isContentApiError(error)).toBe(true);
    if (!isContentApiError(error)) return;
    expect(error.status).toBe(403);
    assertNoKey(urls.join('\n'));
    assertNoKey(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ),
    );
    assertNoKey(JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: () => true })));
    assertNoKey(
      `${error.message}\n${error.stack}\n${JSON.stringify(error)}\n${String(error.cause)}`,
    );
    assertNoKey(JSON.stringify(error.problem));
    assertNoKey(container.innerHTML);
    assertNoKey(document.documentElement.outerHTML);
    for (const spy of console$)
      assertNoKey(
        JSON.stringify(spy.mock.calls, (_key, value) =>
          value instanceof Error ? `${value.message} ${value.stack}` : value,
        ),
      );
    await waitFor(() => expect(container.querySelector('[data-error-kind="http"]')).not.toBeNull());
    for (const spy of console$) spy.mockRestore();
  });
});
