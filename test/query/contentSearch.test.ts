// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import {
  contentKeys,
  searchQueryOptions,
  type UseContentSearchParams,
  useContentSearch,
} from 'content-delivery-react';
import { createContentClient, isContentApiError } from 'content-delivery-react/client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proxyClient, searchRoute } from '../helpers/searchProxy.js';
import { providerWrapper } from './render.js';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** useContentSearch in a provider whose client goes through the proxy; `rerender` changes the query. */
function renderSearch(
  client: ReturnType<typeof proxyClient>['client'],
  initial: UseContentSearchParams,
) {
  return renderHook((params: UseContentSearchParams) => useContentSearch(params), {
    initialProps: initial,
    wrapper: providerWrapper(client, new QueryClient()),
  });
}

describe('searchQueryOptions', () => {
  it('keys a search by brand and query as searched, never by the base URL or API key', () => {
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      apiKey: 'sk_secret_search_KEY',
      brandIndex: false,
    });
    const { queryKey } = searchQueryOptions(client, {
      brandId: 'acme-outdoor',
      query: '  winter tent ',
      lang: 'en',
    });
    expect(queryKey).toEqual([
      'content-delivery-react',
      'default',
      'acme-outdoor',
      'search',
      { query: 'winter tent', lang: 'en', categoryId: null, tag: null, page: 1, pageSize: 10 },
    ]);
    expect(JSON.stringify(queryKey)).not.toMatch(/sk_secret|cds\.test/);
    // Under the brand, so invalidating the brand (or every search of it) covers it.
    expect(queryKey.slice(0, 4)).toEqual([...contentKeys.searches(client, 'acme-outdoor')]);
  });

  it('rejects with invalid-request (field brandIndex) for a client not made with brandIndex: proxy', async () => {
    const client = createContentClient({ baseUrl: 'https://cds.test', brandIndex: false });
    const error = await new QueryClient()
      .fetchQuery(searchQueryOptions(client, { brandId: 'acme-outdoor', query: 'tent' }))
      .catch((caught: unknown) => caught);
    expect(isContentApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'brandIndex' });
    // The message says how to fix it, for whoever reads it in the console.
    expect((error as Error).message).toMatch(
      /needs a client made with brandIndex: 'proxy'.*on a server, call searchContent/,
    );
  });

  it('answers a blank query with no hits on the page asked for, and sends nothing', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { client, signals } = proxyClient();
    const results = await new QueryClient().fetchQuery(
      searchQueryOptions(client, { brandId: 'acme-outdoor', query: '   ', page: 2, pageSize: 20 }),
    );
    expect(results).toEqual({ query: '', page: 2, pageSize: 20, totalCount: 0, hits: [] });
    expect(signals).toEqual([]);
    expect(searches).toEqual([]);
  });

  it('checks the query before sending it', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { client } = proxyClient();
    const error = await new QueryClient()
      .fetchQuery(searchQueryOptions(client, { brandId: 'acme-outdoor', query: 'x'.repeat(201) }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'query' });
    expect(searches).toEqual([]);
  });
});

describe('useContentSearch', () => {
  it('searches the query once it stops changing, keyed by that text', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { client } = proxyClient();
    const { result, rerender } = renderSearch(client, { query: '', lang: 'en', debounceMs: 80 });
    for (const query of ['t', 'te', 'ten', 'tent']) rerender({ query, lang: 'en', debounceMs: 80 });
    expect(result.current.isDebouncing).toBe(true);
    await waitFor(() => expect(result.current.data?.query).toBe('tent'));
    expect(searches).toEqual(['tent']);
    expect(result.current.debouncedQuery).toBe('tent');
    expect(result.current.isDebouncing).toBe(false);
    expect(result.current.data?.totalCount).toBeGreaterThan(0);
    expect(result.current.data?.hits[0]?.highlights.title.length).toBeGreaterThan(0);
  });

  it('keeps the previous results while the next search loads', async () => {
    server.use(searchRoute({ delayMs: 50 }));
    const { client } = proxyClient();
    const { result, rerender } = renderSearch(client, { query: 'tent', lang: 'en', debounceMs: 0 });
    await waitFor(() => expect(result.current.data?.query).toBe('tent'));
    rerender({ query: 'boots', lang: 'en', debounceMs: 0 });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.query).toBe('tent');
    await waitFor(() => expect(result.current.data?.query).toBe('boots'));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('aborts the request of a query the reader typed past', async () => {
    server.use(searchRoute({ delayMs: 'infinite' }));
    const { client, signals } = proxyClient();
    const { rerender } = renderSearch(client, { query: 'tent', debounceMs: 0 });
    await waitFor(() => expect(signals).toHaveLength(1));
    const first = signals[0]?.signal;
    expect(first?.aborted).toBe(false);
    rerender({ query: 'stove', debounceMs: 0 });
    await waitFor(() => expect(signals).toHaveLength(2));
    await waitFor(() => expect(first?.aborted).toBe(true));
    expect(signals[1]?.url).toContain('q=stove');
    expect(signals[1]?.signal?.aborted).toBe(false);
  });

  it('sends nothing for an empty or blank query, and answers no hits', async () => {
    server.use(searchRoute());
    const { client, signals } = proxyClient();
    const { result, rerender } = renderSearch(client, { query: '', debounceMs: 0 });
    expect(result.current.data).toMatchObject({ totalCount: 0, hits: [] });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ query: '   ', debounceMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toMatchObject({ totalCount: 0, hits: [] });
    expect(signals).toEqual([]);
  });

  it('answers a blank query no hits at once, on the page asked for', () => {
    server.use(searchRoute());
    const { client, signals } = proxyClient();
    const { result } = renderSearch(client, { query: ' ', page: 3, pageSize: 20, debounceMs: 0 });
    expect(result.current.data).toEqual({
      query: '',
      page: 3,
      pageSize: 20,
      totalCount: 0,
      hits: [],
    });
    expect(signals).toEqual([]);
  });

  it('drops the previous results at once when the query is cleared to blanks', async () => {
    server.use(searchRoute());
    const { client } = proxyClient();
    const { result, rerender } = renderSearch(client, { query: 'tent', lang: 'en', debounceMs: 0 });
    await waitFor(() => expect(result.current.data?.totalCount).toBeGreaterThan(0));
    rerender({ query: '   ', lang: 'en', debounceMs: 0 });
    // Not the tent results meanwhile: a cleared box shows no hits in the same render.
    expect(result.current.data).toMatchObject({ query: '', totalCount: 0, hits: [] });
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('with debounceMs 0 searches each change in the render that makes it, never debouncing', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { client } = proxyClient();
    // Every render a component would show: none of them may say "debouncing" or lag behind.
    const rendered: { query: string; debouncedQuery: string; isDebouncing: boolean }[] = [];
    const { result, rerender } = renderHook(
      (params: UseContentSearchParams) => {
        const search = useContentSearch(params);
        rendered.push({
          query: params.query,
          debouncedQuery: search.debouncedQuery,
          isDebouncing: search.isDebouncing,
        });
        return search;
      },
      {
        initialProps: { query: 'te', lang: 'en', debounceMs: 0 } as UseContentSearchParams,
        wrapper: providerWrapper(client, new QueryClient()),
      },
    );
    rerender({ query: 'tent', lang: 'en', debounceMs: 0 });
    await waitFor(() => expect(result.current.data?.query).toBe('tent'));
    expect(rendered.filter((render) => render.isDebouncing)).toEqual([]);
    expect(rendered.filter((render) => render.debouncedQuery !== render.query)).toEqual([]);
    // ('te' may be cancelled before it is sent: the reader typed past it.)
    expect(searches.at(-1)).toBe('tent');
  });

  it('keeps the searched query when debounceMs changes from 0 to a delay', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { client } = proxyClient();
    const { result, rerender } = renderSearch(client, { query: '', lang: 'en', debounceMs: 0 });
    rerender({ query: 'tent', lang: 'en', debounceMs: 0 });
    // The app turns the debounce on (say, on a slow connection): 'tent' stays searched, it is
    // not taken back to the empty query and debounced again.
    rerender({ query: 'tent', lang: 'en', debounceMs: 250 });
    expect(result.current.debouncedQuery).toBe('tent');
    expect(result.current.isDebouncing).toBe(false);
    await waitFor(() => expect(result.current.data?.query).toBe('tent'));
    expect(searches).toEqual(['tent']);
  });

  it('shows the error of the query as it is now when one invalid query follows another', async () => {
    const searches: string[] = [];
    server.use(searchRoute({}, searches));
    const { client } = proxyClient();
    const { result, rerender } = renderSearch(client, { query: 'x'.repeat(201), debounceMs: 0 });
    await waitFor(() => expect(result.current.error).toMatchObject({ field: 'query' }));
    rerender({ query: 'tent', page: 0, debounceMs: 0 });
    await waitFor(() => expect(result.current.error).toMatchObject({ field: 'page' }));
    expect(searches).toEqual([]);
  });

  it('surfaces a client without brandIndex: proxy as the query error', async () => {
    const client = createContentClient({ baseUrl: 'https://cds.test', brandIndex: false });
    const { result } = renderSearch(client, { query: 'tent', debounceMs: 0 });
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error).toMatchObject({ kind: 'invalid-request', field: 'brandIndex' });
  });
});
