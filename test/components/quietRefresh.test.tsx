// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import {
  CategoryNav,
  ContentDeliveryProvider,
  ContentList,
  useContentVariants,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockHandlers } from 'content-delivery-react/mock';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = 'https://cds.test';
const server = setupServer(...createMockHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** From now on the service answers every request with 401 (an expired key, say). */
function serviceRefuses() {
  server.use(
    http.get(`${baseUrl}/*`, () =>
      HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 }),
    ),
  );
}

/** From now on the service answers every request with 503: a failure a retry can get past. */
function serviceUnavailable() {
  server.use(
    http.get(`${baseUrl}/*`, () =>
      HttpResponse.json({ title: 'Service unavailable', status: 503 }, { status: 503 }),
    ),
  );
}

function renderWithService(ui: ReactNode) {
  const queryClient = new QueryClient();
  const client = createContentClient({ baseUrl, retry: 0 });
  const view = render(
    <ContentDeliveryProvider client={client} brandId="acme-outdoor" queryClient={queryClient}>
      {ui}
    </ContentDeliveryProvider>,
  );
  return { ...view, queryClient };
}

/** The titles of the cards on screen. */
function cardTitles(container: HTMLElement): string[] {
  return [...container.querySelectorAll('.cdr-list-item h3')].map((node) => node.textContent ?? '');
}

/** Marks everything stale and refetches what is on screen, as a focus or interval refresh would. */
async function refreshInBackground(queryClient: QueryClient) {
  await act(() => queryClient.invalidateQueries());
}

/** The service refuses a background refresh: the list keeps `shown`, marked stale, with no alert. */
async function expectKeptThroughRefusedRefresh(
  container: HTMLElement,
  queryClient: QueryClient,
  shown: string[],
) {
  serviceRefuses();
  await refreshInBackground(queryClient);
  await waitFor(() =>
    expect(container.querySelector('.cdr-list-items[data-stale]')).not.toBeNull(),
  );
  expect(cardTitles(container)).toEqual(shown);
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('a failed background refresh', () => {
  it('keeps a page of ContentList on screen, marked stale, with no alert', async () => {
    const { container, queryClient } = renderWithService(
      <ContentList tag="gear" pageSize={4} heading="Gear" />,
    );
    await waitFor(() => expect(cardTitles(container)).toHaveLength(4));
    const shown = cardTitles(container);
    await expectKeptThroughRefusedRefresh(container, queryClient, shown);
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeTruthy();
  });

  it('keeps the items of a load-more list, marked stale, with no alert', async () => {
    const { container, queryClient } = renderWithService(
      <ContentList tag="gear" pageSize={3} variant="load-more" heading="Gear" />,
    );
    await waitFor(() => expect(cardTitles(container)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardTitles(container)).toHaveLength(6));
    const shown = cardTitles(container);
    await expectKeptThroughRefusedRefresh(container, queryClient, shown);
  });

  it('keeps a translated load-more list, marked stale, with no alert', async () => {
    const { container, queryClient } = renderWithService(
      <ContentList
        tag="gear"
        pageSize={3}
        variant="load-more"
        preferredLanguages={['de', 'en']}
        heading="Gear"
      />,
    );
    await waitFor(() => expect(cardTitles(container)).toHaveLength(3));
    const shown = cardTitles(container);
    await expectKeptThroughRefusedRefresh(container, queryClient, shown);
  });

  it('keeps the categories of CategoryNav, marked stale, with no alert', async () => {
    const { container, queryClient } = renderWithService(<CategoryNav />);
    await waitFor(() => expect(screen.getAllByRole('link').length).toBeGreaterThan(1));
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    serviceRefuses();
    await refreshInBackground(queryClient);
    const nav = container.querySelector('.cdr-category-nav');
    await waitFor(() => expect(nav?.hasAttribute('data-stale')).toBe(true));
    expect(nav?.getAttribute('data-state')).toBe('ready');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(links);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useContentVariants', () => {
  it('keeps the variants after a failed refresh and says so with isRefetchError', async () => {
    const client = createContentClient({ baseUrl, retry: 0 });
    const queryClient = new QueryClient();
    const page = await client.getContentByLanguage('acme-outdoor', 'en', { pageSize: 1 });
    const item = page.data[0];
    const { result } = renderHook(() => useContentVariants(item), {
      wrapper: ({ children }) => (
        <ContentDeliveryProvider client={client} brandId="acme-outdoor" queryClient={queryClient}>
          {children}
        </ContentDeliveryProvider>
      ),
    });
    await waitFor(() => expect(result.current.isFetching || result.current.isPending).toBe(false));
    const { all, languages } = result.current;
    expect(languages.length).toBeGreaterThan(1);
    expect(result.current.isRefetchError).toBe(false);
    serviceRefuses();
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(result.current.error?.status).toBe(401));
    expect(result.current.isRefetchError).toBe(true);
    expect(result.current.all).toEqual(all);
    expect(result.current.languages).toEqual(languages);
  });
});

describe('a failed load the reader asked for', () => {
  it('shows the error with Retry when another page of ContentList fails', async () => {
    const { container } = renderWithService(<ContentList tag="gear" pageSize={4} heading="Gear" />);
    await waitFor(() => expect(cardTitles(container)).toHaveLength(4));
    const firstPage = cardTitles(container);
    serviceUnavailable();
    // The last page: page 2 was fetched ahead already, so it would not fail.
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ });
    fireEvent.click(pages[pages.length - 1] ?? document.body);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service unavailable');
    server.resetHandlers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles(container).length).toBeGreaterThan(0));
    expect(cardTitles(container)).not.toEqual(firstPage);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error with Retry when "load more" fails, keeping the items shown', async () => {
    const { container } = renderWithService(
      <ContentList tag="gear" pageSize={3} variant="load-more" heading="Gear" />,
    );
    await waitFor(() => expect(cardTitles(container)).toHaveLength(3));
    serviceUnavailable();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(cardTitles(container)).toHaveLength(3);
    expect(container.querySelector('[data-stale]')).toBeNull();
  });

  it('shows the error with Retry when the first load of CategoryNav fails', async () => {
    serviceUnavailable();
    const { container } = renderWithService(<CategoryNav />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(container.querySelector('.cdr-category-nav')?.getAttribute('data-state')).toBe('error');
  });
});
