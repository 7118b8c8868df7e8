// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContentSearch } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proxyClient, searchRoute } from '../helpers/searchProxy.js';
import { axeViolations, wrapperFor } from './setup.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSearch(
  client = proxyClient().client,
  props: Partial<Parameters<typeof ContentSearch>[0]> = {},
) {
  const view = render(<ContentSearch lang="en" debounceMs={30} {...props} />, {
    wrapper: wrapperFor(client, {}, new QueryClient()),
  });
  const input = screen.getByRole('searchbox', { name: 'Search' });
  const status = view.container.querySelector('[role="status"]');
  if (status === null) throw new Error('no live status');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { ...view, input, status, type };
}

describe('ContentSearch', () => {
  it('renders a search form that works without JavaScript: GET to the search page, field q', () => {
    const html = renderToString(
      <ContentSearch lang="en" action="/en/search" defaultQuery="tent" />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form');
    expect(form?.getAttribute('role')).toBe('search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en/search');
    const input = form?.querySelector('input[type="search"]');
    expect(input?.getAttribute('name')).toBe('q');
    expect(input?.getAttribute('value')).toBe('tent');
    const label = page.querySelector(`label[for="${input?.id}"]`);
    expect(label?.textContent).toBe('Search');
    expect(form?.querySelector('input[type="hidden"][name="lang"]')?.getAttribute('value')).toBe(
      'en',
    );
    expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
    // Nothing searched on the server: the status is there, empty, for announcements later.
    expect(page.querySelector('[role="status"][aria-live="polite"]')?.textContent).toBe('');
  });

  it('defaults its action to /search', () => {
    const { container } = renderSearch();
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/search');
  });

  it('shows the results as the reader types, the matched words in <mark>', async () => {
    const searches: string[] = [];
    server.use(searchRoute({ delayMs: 20 }, searches));
    const { container, status, type } = renderSearch();
    expect(status.textContent).toBe('');
    expect(container.querySelector('.cdr-search-live')?.getAttribute('data-state')).toBe('idle');
    type('te');
    type('tent');
    expect(status.textContent).toBe('Searching…');
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ results for “tent”$/));
    expect(searches).toEqual(['tent']);
    const live = container.querySelector('.cdr-search-live');
    expect(live?.getAttribute('data-state')).toBe('results');
    const results = within(container).getByRole('list', { name: 'Search' });
    const first = results.querySelector('li');
    expect(first?.getAttribute('lang')).toBe('en');
    expect(first?.getAttribute('dir')).toBe('ltr');
    const link = first?.querySelector('.cdr-search-result-title a');
    expect(link?.getAttribute('href')).toMatch(/^\/en\/[^/]+$/);
    // "Tents & tarps: …": the matched word (stemmed) is marked, as an element around text.
    const marks = Array.from(results.querySelectorAll('.cdr-search-result-title mark'));
    expect(marks.map((mark) => mark.textContent)).toContain('Tents');
    for (const mark of marks) expect(mark.children).toHaveLength(0);
    expect(first?.querySelector('.cdr-search-result-date')).not.toBeNull();
    expect(first?.querySelector('.cdr-search-result-category')?.textContent).not.toBe('');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('on a page that shows the results of its query, searches live only once the query changes', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { container, status, type } = renderSearch(undefined, {
      defaultQuery: 'tent',
      pageResults: true,
    });
    // The page below lists the hits for "tent": the island does not list them again (waited:
    // more than three times the 30 ms debounce, after which a search would have been sent).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(searches).toEqual([]);
    expect(status.textContent).toBe('');
    expect(container.querySelector('.cdr-search-results')).toBeNull();
    type('boots');
    await waitFor(() => expect(status.textContent).toMatch(/results? for “boots”$/));
    expect(searches).toEqual(['boots']);
  });

  it('never makes markup of the query: a query of HTML is text', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { container, status, type } = renderSearch();
    const hostile = '<img src=x onerror=alert(1)>';
    type(hostile);
    await waitFor(() => expect(searches).toEqual([hostile]));
    await waitFor(() => expect(status.textContent).not.toBe('Searching…'));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark img, .cdr-search-results img')).toBeNull();
    // The query is shown only as the text of the status.
    expect(status.children).toHaveLength(0);
  });

  it('says so when nothing matched', async () => {
    server.use(searchRoute());
    const { container, status, type } = renderSearch();
    type('zzqxv');
    await waitFor(() => expect(status.textContent).toBe('No results for “zzqxv”'));
    expect(container.querySelector('.cdr-search-live')?.getAttribute('data-state')).toBe('empty');
    expect(container.querySelector('.cdr-search-results')).toBeNull();
  });

  it('keeps the last results, marked busy, while the next search runs', async () => {
    server.use(searchRoute({ delayMs: 150 }));
    const { container, status, type } = renderSearch();
    type('tent');
    await waitFor(() => expect(status.textContent).toMatch(/results for “tent”/));
    type('stove');
    await waitFor(() => expect(status.textContent).toBe('Searching…'));
    const list = container.querySelector('.cdr-search-results');
    expect(list?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(status.textContent).toMatch(/for “stove”/));
  });

  it('clears the query on Escape', async () => {
    server.use(searchRoute());
    const { container, input, status, type } = renderSearch();
    type('tent');
    await waitFor(() => expect(status.textContent).toMatch(/results for “tent”/));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(status.textContent).toBe('');
    expect(container.querySelector('.cdr-search-results')).toBeNull();
  });

  it('shows the error with a retry that searches again', async () => {
    const searches: string[] = [];
    server.use(searchRoute({ failWith: 503 }, searches));
    const { container, status, type } = renderSearch();
    type('tent');
    await waitFor(() => expect(status.textContent).toBe('The search failed.'));
    expect(container.querySelector('.cdr-search-live')?.getAttribute('data-state')).toBe('error');
    server.resetHandlers(searchRoute({}, searches));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status.textContent).toMatch(/results for “tent”/));
    expect(searches).toEqual(['tent', 'tent']);
  });

  it('shows the error state for a client not made with brandIndex: proxy', async () => {
    const client = createContentClient({ baseUrl: 'https://cds.test', brandIndex: false });
    const { container, status, type } = renderSearch(client);
    type('tent');
    await waitFor(() => expect(status.textContent).toBe('The search failed.'));
    expect(container.querySelector('.cdr-search-live')?.getAttribute('data-state')).toBe('error');
    // No retry: the same client would fail the same way.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('renders results in the item language and direction', async () => {
    server.use(searchRoute());
    const { container, status, type } = renderSearch(undefined, { lang: 'ar' });
    type('خيمة');
    await waitFor(() => expect(status.textContent).toMatch(/results? for “خيمة”/));
    const item = container.querySelector('.cdr-search-result');
    expect(item?.getAttribute('lang')).toBe('ar');
    expect(item?.getAttribute('dir')).toBe('rtl');
    expect(item?.querySelector('mark')?.textContent).toBe('خيمة');
  });
});

describe('ContentSearch without a provider', () => {
  it('renders the form only, which submits to the search page', () => {
    const { container } = render(<ContentSearch action="/find" />);
    expect(container.querySelector('form[role="search"]')?.getAttribute('action')).toBe('/find');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
  });
});
