// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  contentBySlugQueryOptions,
  contentKeys,
  useContentByLanguage,
  useContentBySlug,
  useSuspenseContentBySlug,
} from 'content-delivery-react';
import { getAllContentByLanguage } from 'content-delivery-react/client';
import { delay, http } from 'msw';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydratedPage, type HydratedPageProps } from '../helpers/hydratedPage.js';
import {
  apiKey,
  baseUrl,
  listeningMockServer,
  newClient,
  newQueryClient,
  providerWrapper,
} from './render.js';

const { server, requests } = listeningMockServer();

/** The last item of a language in the demo data (the one a search reaches last). */
async function lastItemOf(lang: string) {
  const { items } = await getAllContentByLanguage(newClient(), 'acme-outdoor', lang);
  const last = items.at(-1);
  if (last === undefined) throw new Error(`no ${lang} items in the demo data`);
  requests.length = 0;
  return last;
}

describe('useContentBySlug', () => {
  // `DE`: as the service's language list reads it, and as a route's `/DE/` may spell it.
  it.each([
    ['de', 3],
    ['DE', 2],
  ])('opens an article from a cached list with no request, asked in %s', async (lang, place) => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const list = renderHook(
      () => useContentByLanguage({ lang: 'de', pageSize: 5, prefetchNextPage: false }),
      { wrapper },
    );
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const shown = list.result.current.data?.data[place];
    if (shown === undefined) throw new Error('the German list is empty');
    const made = requests.length;

    const article = renderHook(() => useContentBySlug({ lang, slug: shown.slug }), { wrapper });
    await waitFor(() => expect(article.result.current.isSuccess).toBe(true));
    expect(article.result.current.data).toEqual(shown);
    expect(requests).toHaveLength(made);
  });

  it('takes an item from the cache only in the language asked for', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const list = renderHook(() => useContentByLanguage({ lang: 'de', prefetchNextPage: false }), {
      wrapper,
    });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const german = list.result.current.data?.data[0];
    if (german === undefined) throw new Error('the German list is empty');

    const article = renderHook(() => useContentBySlug({ lang: 'en', slug: german.slug }), {
      wrapper,
    });
    await waitFor(() => expect(article.result.current.isSuccess).toBe(true));
    expect(article.result.current.data).toBeNull();
  });

  it('finds the last item of a language, and its pages serve the list afterwards', async () => {
    const last = await lastItemOf('en');
    const client = newClient();
    const wrapper = providerWrapper(client, newQueryClient());
    const article = renderHook(
      () => useContentBySlug({ lang: 'en', slug: last.slug, pageSize: 10 }),
      { wrapper },
    );
    await waitFor(() => expect(article.result.current.isSuccess).toBe(true));
    expect(article.result.current.data?.id).toBe(last.id);
    // 30 English items: 3 pages of 10, each requested once.
    expect([...requests].sort()).toEqual(
      [1, 2, 3].map((page) => `/acme-outdoor/lang/en?page=${page}&pageSize=10`),
    );

    const list = renderHook(() => useContentByLanguage({ lang: 'en', page: 2, pageSize: 10 }), {
      wrapper,
    });
    expect(list.result.current.data?.data).toHaveLength(10);
    expect(requests).toHaveLength(3);
  });

  it('gives data null, not an error, for a slug no item has', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(() => useContentBySlug({ lang: 'fr', slug: 'no-such-article' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('answers the same slug again from the slug index with one page request', async () => {
    const last = await lastItemOf('de');
    const client = newClient();
    const first = renderHook(
      () => useContentBySlug({ lang: 'de', slug: last.slug, pageSize: 10 }),
      { wrapper: providerWrapper(client, newQueryClient()) },
    );
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    requests.length = 0;
    // Another QueryClient (another visitor's request on a server), the same client.
    const second = renderHook(
      () => useContentBySlug({ lang: 'de', slug: last.slug, pageSize: 10 }),
      { wrapper: providerWrapper(client, newQueryClient()) },
    );
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(second.result.current.data?.id).toBe(last.id);
    // 27 German items: the cold search read pages 1–3, this one only page 3.
    expect(requests).toEqual(['/acme-outdoor/lang/de?page=3&pageSize=10']);
  });

  it('without lang, searches the categories through the cache', async () => {
    const last = await lastItemOf('ar');
    const queryClient = newQueryClient();
    const client = newClient();
    const { result } = renderHook(() => useContentBySlug({ slug: last.slug }), {
      wrapper: providerWrapper(client, queryClient),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.id).toBe(last.id);
    expect(requests[0]).toBe('/acme-outdoor/categories');
    expect(requests.slice(1).every((path) => path.includes('/category/'))).toBe(true);
    // The six magazine categories the mock lists.
    expect(queryClient.getQueryData(contentKeys.categories(client, 'acme-outdoor'))).toHaveLength(
      6,
    );
  });

  it('stops walking when the query is cancelled', async () => {
    // Every request takes 30 ms, so the walk is still going when it is cancelled.
    server.use(
      http.get(`${baseUrl}/*`, async () => {
        await delay(30);
      }),
    );
    const queryClient = newQueryClient();
    const client = newClient();
    const options = contentBySlugQueryOptions(client, {
      brandId: 'acme-outdoor',
      lang: 'en',
      slug: 'no-such-article',
      pageSize: 1,
    });
    const lookup = queryClient.fetchQuery(options);
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await expect(lookup).rejects.toBeDefined();
    const made = requests.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(made).toBeLessThan(34);
    expect(requests).toHaveLength(made);
    server.resetHandlers();
  });

  it('searches without the cache when TanStack passes no QueryClient (older 5.x)', async () => {
    const last = await lastItemOf('fr');
    const { queryFn, queryKey } = contentBySlugQueryOptions(newClient(), {
      brandId: 'acme-outdoor',
      lang: 'fr',
      slug: last.slug,
    });
    const context = { queryKey, signal: new AbortController().signal, meta: undefined };
    // @ts-expect-error a 5.x release before `client` joined the query function context
    const item = await queryFn?.(context);
    expect(item).toMatchObject({ id: last.id });
  });
});

function Article({ slug }: { slug: string }) {
  const { data: item } = useSuspenseContentBySlug({ lang: 'en', slug });
  return <h1>{item === null ? 'Not found' : item.title}</h1>;
}

describe('useSuspenseContentBySlug', () => {
  it('suspends until found, then renders the item or the not-found state', async () => {
    const last = await lastItemOf('en');
    const wrapper = providerWrapper(newClient(), newQueryClient());
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Article slug={last.slug} />
        <Article slug="no-such-article" />
      </Suspense>,
      { wrapper },
    );
    screen.getByText('Loading…');
    await screen.findByRole('heading', { name: last.title });
    screen.getByRole('heading', { name: 'Not found' });
  });
});

function App({ slug, ...page }: HydratedPageProps & { slug: string }) {
  return (
    <HydratedPage {...page}>
      <Suspense fallback={<p>Loading…</p>}>
        <Article slug={slug} />
      </Suspense>
    </HydratedPage>
  );
}

describe('contentBySlugQueryOptions on a server', () => {
  it('prefetches on the server and hydrates with no request in the browser', async () => {
    const last = await lastItemOf('en');
    const serverClient = newClient();
    const serverQueryClient = new QueryClient();
    const item = await serverQueryClient.fetchQuery(
      contentBySlugQueryOptions(serverClient, {
        brandId: 'acme-outdoor',
        lang: 'en',
        slug: last.slug,
      }),
    );
    expect(item?.id).toBe(last.id);
    const state = dehydrate(serverQueryClient);
    const html = renderToString(
      <App client={serverClient} queryClient={serverQueryClient} state={state} slug={last.slug} />,
    );
    expect(html).toContain('<h1>');
    expect(html).not.toContain('Loading');
    const wire = JSON.stringify(state);
    expect(wire).not.toContain(apiKey);
    requests.length = 0;

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const browserQueryClient = new QueryClient();
    await act(async () => {
      hydrateRoot(
        container,
        <App
          client={newClient()}
          queryClient={browserQueryClient}
          state={JSON.parse(wire)}
          slug={last.slug}
        />,
      );
    });
    expect(browserQueryClient.isFetching()).toBe(0);
    expect(container.querySelector('h1')?.textContent).toBe(last.title);
    expect(consoleError).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    consoleError.mockRestore();
    container.remove();
  });
});

describe('contentKeys.slug', () => {
  it('keys a lookup under its brand, by language and slug, never with the API key', () => {
    const client = newClient();
    const key = contentBySlugQueryOptions(client, {
      brandId: 'acme-outdoor',
      slug: '__proto__',
    }).queryKey;
    expect(key).toEqual([
      ...contentKeys.brand(client, 'acme-outdoor'),
      'slug',
      { lang: null, slug: '__proto__' },
    ]);
    expect(contentKeys.slug(client, 'acme-outdoor', 'x', 'de').at(-1)).toEqual({
      lang: 'de',
      slug: 'x',
    });
    expect(JSON.stringify(key)).not.toContain(apiKey);
  });
});
