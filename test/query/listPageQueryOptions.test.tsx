// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import {
  contentKeys,
  translatedListQueryOptions,
  useTranslatedContentList,
} from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { useListPageQuery } from '../../src/query/useListPageQuery.js';
import { listeningMockServer, newClient, newQueryClient, providerWrapper } from './render.js';

// `useListPageQuery` is the page `ContentList` shows: the service's page, or with
// `preferredLanguages` on a category or tag, a page of translation groups.

const { requests } = listeningMockServer();
const bound = { timeout: 5000 };

describe('useListPageQuery without the reader’s languages (ContentList’s page)', () => {
  it('shows the service’s page of a category, prefetches the next, and pages by the key', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result, rerender } = renderHook(
      ({ page }) => useListPageQuery('ContentList', 'category', 'hiking', { page, pageSize: 3 }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true), bound);
    expect(result.current.data?.page).toBe(1);
    expect(result.current.data?.data.map((item) => item.categoryId)).toEqual([
      'hiking',
      'hiking',
      'hiking',
    ]);
    // The look-ahead is on by default: page 2 is there before the reader asks.
    await waitFor(() => expect(requests).toHaveLength(2), bound);
    expect(requests).toEqual([
      '/acme-outdoor/category/hiking?page=1&pageSize=3',
      '/acme-outdoor/category/hiking?page=2&pageSize=3',
    ]);
    const firstIds = result.current.data?.data.map((item) => item.id);
    rerender({ page: 2 });
    expect(result.current.isPlaceholderData).toBe(false);
    expect(result.current.data?.page).toBe(2);
    expect(result.current.data?.data.map((item) => item.id)).not.toEqual(firstIds);
    await waitFor(() => expect(requests).toHaveLength(3), bound);
    expect(requests[2]).toBe('/acme-outdoor/category/hiking?page=3&pageSize=3');
  });

  it('treats a language list given preferredLanguages as the service’s page, look-ahead included', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(
      () =>
        useListPageQuery('ContentList', 'lang', 'de', {
          pageSize: 3,
          preferredLanguages: ['en'],
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true), bound);
    // German items: a language list is in one language already, nothing is collapsed.
    expect(result.current.data?.data.every((item) => item.language === 'de')).toBe(true);
    await waitFor(() => expect(requests).toHaveLength(2), bound);
    expect(requests).toEqual([
      '/acme-outdoor/lang/de?pageSize=3',
      '/acme-outdoor/lang/de?page=2&pageSize=3',
    ]);
  });
});

describe('a page of a translated list', () => {
  const listParams = { brandId: 'acme-outdoor', preferredLanguages: ['de'] };

  it('is cached under the list’s page key with the languages', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const { result } = renderHook(
      () => useTranslatedContentList({ categoryId: 'hiking', preferredLanguages: ['de'] }),
      { wrapper: providerWrapper(client, queryClient) },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true), bound);
    const key = [
      ...contentKeys.list(client, 'acme-outdoor', 'category', 'hiking'),
      'page',
      { page: 1, pageSize: 10, preferredLanguages: ['de'], maxItems: 1000 },
    ];
    expect(queryClient.getQueryData(key)).toBe(result.current.data);
  });

  it('refuses page 0 even when the list is cached, naming the field', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    await queryClient.fetchQuery(
      translatedListQueryOptions(client, 'category', 'hiking', listParams),
    );
    requests.length = 0;
    const { result } = renderHook(
      () => useTranslatedContentList({ categoryId: 'hiking', preferredLanguages: ['de'], page: 0 }),
      { wrapper: providerWrapper(client, queryClient) },
    );
    await waitFor(() => expect(result.current.isError).toBe(true), bound);
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toMatchObject({
      message: 'page must be a whole number from 1',
      kind: 'invalid-request',
      field: 'page',
    });
    expect(requests).toEqual([]);
  });

  it('is as old as the cached list, so a stale list is refreshed when a page of it is shown', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const options = translatedListQueryOptions(client, 'category', 'hiking', listParams);
    const list = await queryClient.fetchQuery(options);
    // Loaded two minutes ago: past the 60 s staleTime.
    const loadedAt = Date.now() - 120_000;
    queryClient.setQueryData(options.queryKey, list, { updatedAt: loadedAt });
    const { result } = renderHook(
      () => useTranslatedContentList({ categoryId: 'hiking', preferredLanguages: ['de'] }),
      { wrapper: providerWrapper(client, queryClient) },
    );
    // Shown at once from the cached list, dated like it…
    expect(result.current.data?.data).toEqual(list.items.slice(0, 10));
    expect(result.current.dataUpdatedAt).toBe(loadedAt);
    // …and, being stale, loaded again, the list with it (its pages are fresh in the cache).
    await waitFor(() => expect(result.current.dataUpdatedAt).toBeGreaterThan(loadedAt), bound);
    expect(queryClient.getQueryState(options.queryKey)?.dataUpdatedAt).toBeGreaterThan(loadedAt);
  });
});

describe('listPageQueryOptions of a translated list, read before anything is cached', () => {
  it('gives no initial data and no update time, rather than throwing, when the list was never fetched', async () => {
    const { listPageQueryOptions } = await import('../../src/query/listPageQueryOptions.js');
    const options = listPageQueryOptions(newQueryClient(), newClient(), 'tag', 'gear', {
      brandId: 'acme-outdoor',
      page: 1,
      pageSize: 3,
      preferredLanguages: ['de'],
    });
    const initialData = options.initialData;
    const updatedAt = options.initialDataUpdatedAt;
    expect(typeof initialData === 'function' ? initialData() : initialData).toBeUndefined();
    expect(typeof updatedAt === 'function' ? updatedAt() : updatedAt).toBeUndefined();
  });
});
