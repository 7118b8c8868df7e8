// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  type ContentItem,
  contentKeys,
  type PagedResult,
  translatedListQueryOptions,
  useContentByTag,
  useSuspenseTranslatedContentList,
  useTranslatedContentList,
} from 'content-delivery-react';
import {
  createContentClient,
  getAllContentByCategory,
  type IndexedContent,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockHandlers,
} from 'content-delivery-react/mock';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiKey,
  baseUrl,
  listeningMockServer,
  newClient,
  newQueryClient,
  providerWrapper,
} from './render.js';

const { server, requests } = listeningMockServer();
afterEach(() => {
  vi.restoreAllMocks();
});

/** A page of a translated list: indexed fields only (a server builds it from its brand index). */
type Page = PagedResult<IndexedContent>;

/** What a German reader should see of a list: per group, the German item, else the original. */
function expectedGerman(items: ContentItem[]): string[] {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) {
    groups.set(item.translationGroupId, [...(groups.get(item.translationGroupId) ?? []), item]);
  }
  return [...groups.values()].map((group) => {
    const chosen =
      group.find((item) => item.language === 'de') ??
      group.find((item) => item.isSourceLanguageDocument);
    return chosen?.id ?? '';
  });
}

async function allOfHiking(): Promise<ContentItem[]> {
  const { items } = await getAllContentByCategory(newClient(), 'acme-outdoor', 'hiking');
  requests.length = 0;
  return items;
}

describe('useTranslatedContentList with a category', () => {
  it('returns pages of translation groups in German, with totalCount counting groups', async () => {
    const hiking = await allOfHiking();
    const german = expectedGerman(hiking);
    // The demo category mixes four languages: far more items than groups.
    expect(hiking.length).toBeGreaterThan(german.length * 2);

    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ page }) =>
        useTranslatedContentList({
          categoryId: 'hiking',
          page,
          pageSize: 4,
          preferredLanguages: ['de'],
        }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data;
    expect(first).toMatchObject({ page: 1, pageSize: 4, totalCount: german.length });
    expect(first?.data).toHaveLength(4);

    rerender({ page: 2 });
    const second = result.current.data;
    expect(second).toMatchObject({ page: 2, pageSize: 4, totalCount: german.length });
    expect(second?.data).toHaveLength(german.length - 4);
    const ids = [...(first?.data ?? []), ...(second?.data ?? [])].map((item) => item.id);
    expect(ids).toEqual(german);
  });

  it('walks the list once (100 items a request) and pages without a request', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ page }) =>
        useTranslatedContentList({
          categoryId: 'hiking',
          page,
          pageSize: 2,
          preferredLanguages: ['de'],
        }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual(['/acme-outdoor/category/hiking?page=1&pageSize=100']);
    const seen = new Set(result.current.data?.data.map((item) => item.id));
    // The demo's hiking category has 5 translation groups: pages of 2, 2 and 1.
    for (const [page, count] of [
      [2, 2],
      [3, 1],
    ] as const) {
      rerender({ page });
      // On screen at once: no placeholder, no loading state.
      expect(result.current.isPlaceholderData).toBe(false);
      expect(result.current.data?.page).toBe(page);
      expect(result.current.data?.data).toHaveLength(count);
      for (const item of result.current.data?.data ?? []) seen.add(item.id);
    }
    expect(seen.size).toBe(5);
    // Give a look-ahead every chance to run: there is none.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(1);
  });

  it('keeps the previous page while another language loads, and reuses the walked pages', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ languages }) =>
        useTranslatedContentList({
          categoryId: 'hiking',
          pageSize: 10,
          preferredLanguages: languages,
        }),
      { wrapper, initialProps: { languages: ['de'] } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const german = result.current.data?.data.map((item) => item.language);
    rerender({ languages: ['ar'] });
    expect(result.current.data?.data.map((item) => item.language)).toEqual(german);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    const arabic = result.current.data?.data.map((item) => item.language) ?? [];
    expect(arabic).toContain('ar');
    // Groups without an Arabic version show their original: one of them is German.
    expect(arabic).toContain('de');
    expect(requests).toEqual(['/acme-outdoor/category/hiking?page=1&pageSize=100']);
  });

  it('shows each group in the first language of the preference order, cached per order', async () => {
    // Every hiking group has a German and an English version: the order alone decides.
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ languages }) =>
        useTranslatedContentList({
          categoryId: 'hiking',
          pageSize: 10,
          preferredLanguages: languages,
        }),
      { wrapper, initialProps: { languages: ['de', 'en'] } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data.map((item) => item.language)).toEqual([
      'de',
      'de',
      'de',
      'de',
      'de',
    ]);
    rerender({ languages: ['en', 'de'] });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.data.map((item) => item.language)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
    // Back to German first: served from its own cache entry, at once.
    rerender({ languages: ['de', 'en'] });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.data.map((item) => item.language)).toEqual([
      'de',
      'de',
      'de',
      'de',
      'de',
    ]);
  });

  it('is refreshed by invalidating the list', async () => {
    const queryClient = newQueryClient();
    const client = newClient();
    const wrapper = providerWrapper(client, queryClient);
    const { result } = renderHook(
      () => useTranslatedContentList({ tag: 'gear', preferredLanguages: ['fr'] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toHaveLength(1);
    await act(() =>
      queryClient.invalidateQueries({
        queryKey: contentKeys.list(client, 'acme-outdoor', 'tag', 'gear'),
      }),
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toBe('/acme-outdoor/tag/gear?page=1&pageSize=100');
  });

  it('refuses a page it cannot cut, as an invalid-request error state', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(
      () => useTranslatedContentList({ tag: 'gear', page: 0, preferredLanguages: ['fr'] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'invalid-request', field: 'page' });
  });

  it('leaves the language hooks alone and the other lists as the service pages them', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(
      () => useContentByTag({ tag: 'gear', pageSize: 5, prefetchNextPage: false }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.totalCount).toBe(25);
    expect(requests).toEqual(['/acme-outdoor/tag/gear?pageSize=5']);
  });
});

describe('translatedListQueryOptions', () => {
  it('stops at maxItems: the first items collapsed, complete: false and a development warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Loaded afresh: the warning is given once per module, and this test must see its own.
    vi.resetModules();
    const { translatedListQueryOptions: freshOptions } = await import('content-delivery-react');
    const queryClient = newQueryClient();
    const list = await queryClient.fetchQuery(
      freshOptions(newClient(), 'category', 'hiking', {
        brandId: 'acme-outdoor',
        preferredLanguages: ['de'],
        maxItems: 5,
      }),
    );
    expect(list.itemCount).toBe(15);
    expect(list.complete).toBe(false);
    // Five items of at most five groups (the first group has three of them in the demo).
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(5);
    expect(requests).toEqual(['/acme-outdoor/category/hiking?page=1&pageSize=100']);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('more than maxItems (5)');

    const whole = await queryClient.fetchQuery(
      freshOptions(newClient(), 'category', 'hiking', {
        brandId: 'acme-outdoor',
        preferredLanguages: ['de'],
      }),
    );
    expect(whole).toMatchObject({ itemCount: 15, complete: true });
    expect(whole.items).toHaveLength(5);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('rejects a maxItems it cannot use, before any request', async () => {
    const queryClient = newQueryClient();
    for (const maxItems of [0, -1, 1.5, Number.NaN, 1_000_000]) {
      await expect(
        queryClient.fetchQuery(
          translatedListQueryOptions(newClient(), 'tag', 'gear', {
            brandId: 'acme-outdoor',
            preferredLanguages: ['de'],
            maxItems,
          }),
        ),
      ).rejects.toMatchObject({ kind: 'invalid-request', field: 'maxItems' });
    }
    expect(requests).toEqual([]);
  });

  it('walks a long list page by page, 2 at a time, and caches each page as a list page', async () => {
    // 250 items in one category, three languages per group: three pages of 100.
    const items = Array.from({ length: 250 }, (_, index) =>
      createMockContentItem({
        categoryId: 'news',
        translationGroupId: `group-${Math.floor(index / 3)}`,
        language: ['en', 'de', 'fr'][index % 3] ?? 'en',
        isSourceLanguageDocument: index % 3 === 0,
        publishedDate: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
      }),
    );
    const dataset = createMockDataset([
      createMockBrand({ id: 'long', categories: [createMockCategory({ id: 'news' })], items }),
    ]);
    const longServer = setupServer(
      ...createMockHandlers({ baseUrl: 'https://long.test', dataset }),
    );
    const seen: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    longServer.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).search);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
    });
    longServer.events.on('response:mocked', () => {
      inFlight -= 1;
    });
    server.close();
    longServer.listen({ onUnhandledFrame: 'error' });
    try {
      const client = createContentClient({ baseUrl: 'https://long.test', retry: 0 });
      const queryClient = newQueryClient();
      const list = await queryClient.fetchQuery(
        translatedListQueryOptions(client, 'category', 'news', {
          brandId: 'long',
          preferredLanguages: ['fr'],
        }),
      );
      expect(seen.sort()).toEqual([
        '?page=1&pageSize=100',
        '?page=2&pageSize=100',
        '?page=3&pageSize=100',
      ]);
      expect(mostInFlight).toBeLessThanOrEqual(2);
      expect(list).toMatchObject({ itemCount: 250, complete: true });
      expect(list.items).toHaveLength(84);
      expect(list.items.every((item, index) => item.language === (index < 83 ? 'fr' : 'en'))).toBe(
        true,
      );
      const cachedPage = queryClient.getQueryData(
        contentKeys.page(client, 'long', 'category', 'news', { page: 3, pageSize: 100 }),
      );
      expect(cachedPage).toMatchObject({ page: 3, totalCount: 250 });
    } finally {
      longServer.close();
      server.listen({ onUnhandledFrame: 'error' });
    }
  });
});

describe('useSuspenseTranslatedContentList with a tag', () => {
  it('suspends until the list is walked, then renders a page of groups', async () => {
    function French() {
      const { data } = useSuspenseTranslatedContentList({
        tag: 'gear',
        pageSize: 5,
        preferredLanguages: ['fr'],
      });
      const page: Page = data;
      return (
        <p>
          {page.data.length} of {page.totalCount} groups
        </p>
      );
    }
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <French />
      </Suspense>,
      { wrapper: providerWrapper(newClient(), newQueryClient()) },
    );
    screen.getByText('Loading…');
    await screen.findByText(/^5 of \d+ groups$/);
    const groups = Number(/of (\d+)/.exec(screen.getByText(/groups$/).textContent ?? '')?.[1]);
    expect(groups).toBeLessThan(27);
    expect(requests).toEqual(['/acme-outdoor/tag/gear?page=1&pageSize=100']);
  });
});

describe('useSuspenseTranslatedContentList with a category', () => {
  it('renders at once, without suspending, when the translated list is cached', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    await queryClient.prefetchQuery(
      translatedListQueryOptions(client, 'category', 'hiking', {
        brandId: 'acme-outdoor',
        preferredLanguages: ['de'],
      }),
    );
    requests.length = 0;
    function German() {
      const { data } = useSuspenseTranslatedContentList({
        categoryId: 'hiking',
        page: 2,
        pageSize: 4,
        preferredLanguages: ['de'],
      });
      return <p>{`${data.data.length} of ${data.totalCount}`}</p>;
    }
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <German />
      </Suspense>,
      { wrapper: providerWrapper(client, queryClient) },
    );
    // In the first render: no fallback shown.
    expect(screen.queryByText('Loading…')).toBeNull();
    screen.getByText('1 of 5');
    expect(requests).toEqual([]);
  });
});

// The key holds the key scope and brand, never the base URL or the API key.
it('keeps the API key and the base URL out of the translated keys', () => {
  const key = translatedListQueryOptions(newClient(), 'tag', 'gear', {
    brandId: 'acme-outdoor',
    preferredLanguages: ['de'],
  }).queryKey;
  expect(JSON.stringify(key)).not.toContain(apiKey);
  expect(JSON.stringify(key)).not.toContain(baseUrl);
  expect(key.slice(0, 6)).toEqual(contentKeys.list('default', 'acme-outdoor', 'tag', 'gear'));
});
