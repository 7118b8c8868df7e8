// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  useInfiniteContentByLanguage,
  useInfiniteContentByTag,
  useSuspenseContentByCategory,
  useSuspenseContentByTag,
} from 'content-delivery-react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { listeningMockServer, newClient, newQueryClient, providerWrapper } from './render.js';

// Each list kind has a paged, an infinite and a suspense hook; each must ask for its own list.

const { requests } = listeningMockServer();

function CategoryTitles() {
  const { data } = useSuspenseContentByCategory({ categoryId: 'hiking', page: 2, pageSize: 3 });
  return <p>{`hiking page ${data.page}: ${data.data.map((item) => item.categoryId).join(',')}`}</p>;
}

function TagTitles() {
  const { data } = useSuspenseContentByTag({ tag: 'gear', pageSize: 2 });
  const tagged = data.data.every((item) => item.tags.includes('gear'));
  return <p>{`gear: ${data.data.length} items, all tagged ${tagged}`}</p>;
}

describe('suspense list hooks', () => {
  it('useSuspenseContentByCategory and useSuspenseContentByTag load their own lists', async () => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <CategoryTitles />
        <TagTitles />
      </Suspense>,
      { wrapper: providerWrapper(newClient(), newQueryClient()) },
    );
    await screen.findByText('hiking page 2: hiking,hiking,hiking');
    screen.getByText('gear: 2 items, all tagged true');
    expect([...requests].sort()).toEqual([
      '/acme-outdoor/category/hiking?page=2&pageSize=3',
      '/acme-outdoor/tag/gear?pageSize=2',
    ]);
  });
});

describe('infinite list hooks', () => {
  it('useInfiniteContentByLanguage loads more of a language', async () => {
    const { result } = renderHook(() => useInfiniteContentByLanguage({ lang: 'de', pageSize: 4 }), {
      wrapper: providerWrapper(newClient(), newQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5000 });
    // Reading `data` subscribes this hook to it (TanStack re-renders only for what was read).
    expect(result.current.data?.pages).toHaveLength(1);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2), { timeout: 5000 });
    const items = result.current.data?.pages.flatMap((page) => page.data) ?? [];
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.language === 'de')).toBe(true);
    expect(requests).toEqual([
      '/acme-outdoor/lang/de?page=1&pageSize=4',
      '/acme-outdoor/lang/de?page=2&pageSize=4',
    ]);
  });

  it('useInfiniteContentByTag loads more of a tag', async () => {
    const { result } = renderHook(() => useInfiniteContentByTag({ tag: 'gear', pageSize: 2 }), {
      wrapper: providerWrapper(newClient(), newQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5000 });
    // Reading `data` subscribes this hook to it (TanStack re-renders only for what was read).
    expect(result.current.data?.pages).toHaveLength(1);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2), { timeout: 5000 });
    const items = result.current.data?.pages.flatMap((page) => page.data) ?? [];
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.tags.includes('gear'))).toBe(true);
    expect(requests).toEqual([
      '/acme-outdoor/tag/gear?page=1&pageSize=2',
      '/acme-outdoor/tag/gear?page=2&pageSize=2',
    ]);
  });
});
