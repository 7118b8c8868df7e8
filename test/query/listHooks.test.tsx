// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import {
  type ContentItem,
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
  it.each([
    {
      hook: 'useInfiniteContentByLanguage',
      list: 'a language',
      useList: () => useInfiniteContentByLanguage({ lang: 'de', pageSize: 4 }),
      items: 8,
      belongs: (item: ContentItem) => item.language === 'de',
      sent: ['/acme-outdoor/lang/de?page=1&pageSize=4', '/acme-outdoor/lang/de?page=2&pageSize=4'],
    },
    {
      hook: 'useInfiniteContentByTag',
      list: 'a tag',
      useList: () => useInfiniteContentByTag({ tag: 'gear', pageSize: 2 }),
      items: 4,
      belongs: (item: ContentItem) => item.tags.includes('gear'),
      sent: [
        '/acme-outdoor/tag/gear?page=1&pageSize=2',
        '/acme-outdoor/tag/gear?page=2&pageSize=2',
      ],
    },
  ])('$hook loads more of $list', async ({ useList, items: count, belongs, sent }) => {
    const { result } = renderHook(useList, {
      wrapper: providerWrapper(newClient(), newQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5000 });
    // Reading `data` subscribes this hook to it (TanStack re-renders only for what was read).
    expect(result.current.data?.pages).toHaveLength(1);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2), { timeout: 5000 });
    const items = result.current.data?.pages.flatMap((page) => page.data) ?? [];
    expect(items).toHaveLength(count);
    expect(items.every(belongs)).toBe(true);
    expect(requests).toEqual(sent);
  });
});
