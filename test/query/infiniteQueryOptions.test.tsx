// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  infiniteContentByCategoryQueryOptions,
  infiniteContentByLanguageQueryOptions,
  useInfiniteContentByCategory,
} from 'content-delivery-react';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { getNextPageParam } from '../../src/query/infiniteQueryOptions.js';
import { listeningMockServer, newClient, newQueryClient, providerWrapper } from './render.js';

const { requests } = listeningMockServer();

describe('useInfiniteContentByCategory', () => {
  it('loads more pages until the last one, deriving the next page from totalCount', async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(
      () => useInfiniteContentByCategory({ categoryId: 'hiking', pageSize: 4 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const totalCount = result.current.data?.pages[0]?.totalCount ?? 0;
    expect(totalCount).toBeGreaterThan(8);
    let guard = 0;
    while (result.current.hasNextPage && guard++ < 50) {
      await act(() => result.current.fetchNextPage());
    }
    const items = result.current.data?.pages.flatMap((page) => page.data) ?? [];
    expect(items).toHaveLength(totalCount);
    expect(new Set(items.map((item) => item.id)).size).toBe(totalCount);
    expect(requests).toHaveLength(Math.ceil(totalCount / 4));
    expect(requests[1]).toBe('/acme-outdoor/category/hiking?page=2&pageSize=4');
  });
});

describe('infinite query options (server-safe)', () => {
  it('ask for the pages of a category or a language from page 1', async () => {
    const client = newClient();
    const queryClient = new QueryClient();
    const byCategory = await queryClient.fetchInfiniteQuery(
      infiniteContentByCategoryQueryOptions(client, {
        brandId: 'acme-outdoor',
        categoryId: 'hiking',
        pageSize: 2,
      }),
    );
    const byLanguage = await queryClient.fetchInfiniteQuery(
      infiniteContentByLanguageQueryOptions(client, { brandId: 'acme-outdoor', lang: 'fr' }),
    );
    expect(byCategory.pages[0]?.data.every((item) => item.categoryId === 'hiking')).toBe(true);
    expect(byLanguage.pages[0]?.data.every((item) => item.language === 'fr')).toBe(true);
    expect(requests).toEqual([
      '/acme-outdoor/category/hiking?page=1&pageSize=2',
      '/acme-outdoor/lang/fr?page=1',
    ]);
  });
});

describe('getNextPageParam', () => {
  const item = createMockContentItem();
  const page = (n: number, size: number, total: number, count = size) => ({
    page: n,
    pageSize: size,
    totalCount: total,
    data: Array.from({ length: count }, () => ({ ...item, internalTags: null }) as never),
  });

  it('stops at the last page and on an empty page', () => {
    expect(getNextPageParam(page(1, 10, 25))).toBe(2);
    expect(getNextPageParam(page(3, 10, 25, 5))).toBeUndefined();
    expect(getNextPageParam(page(2, 10, 1000, 0))).toBeUndefined();
    expect(getNextPageParam(page(1, 0, 10, 0))).toBeUndefined();
  });

  it('stops when the pages read reach totalCount exactly', () => {
    expect(getNextPageParam(page(1, 10, 11))).toBe(2);
    expect(getNextPageParam(page(2, 10, 20))).toBeUndefined();
  });

  it('stops on a page size that is not positive, so a broken answer cannot load forever', () => {
    expect(getNextPageParam(page(1, 0, 10, 3))).toBeUndefined();
    expect(getNextPageParam(page(1, -5, 10, 3))).toBeUndefined();
  });
});
