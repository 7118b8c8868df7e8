'use client';
import { hashKey, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContentItem, PagedResult } from '../client/index.js';
import { getNextPageParam } from './infiniteQueryOptions.js';
import type { contentListQueryOptions } from './queryOptions.js';

type Page = PagedResult<ContentItem>;

/**
 * Once `current` is on screen, fetches the page after it in the background,
 * unless it is cached already: paging forward then shows no loading state and
 * costs one request per page.
 *
 * A page that was already in the cache when the hook mounted (hydrated from a
 * server prefetch, or cached by an earlier visit) does not start the
 * look-ahead: hydration makes no request until the user changes page.
 */
export function usePrefetchNextPage(
  active: boolean,
  currentKey: QueryKey,
  optionsFor: (page: number) => ReturnType<typeof contentListQueryOptions<Page>>,
): void {
  const queryClient = useQueryClient();
  const currentHash = hashKey(currentKey);
  const [cachedAtMount] = useState(() =>
    queryClient.getQueryData(currentKey) === undefined ? undefined : currentHash,
  );
  const current =
    active && cachedAtMount !== currentHash
      ? queryClient.getQueryData<Page>(currentKey)
      : undefined;
  const next = current === undefined ? undefined : getNextPageParam(current);
  const nextOptions = next === undefined ? undefined : optionsFor(next);
  const nextKey = nextOptions === undefined ? undefined : hashKey(nextOptions.queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hashed key stands for nextOptions.
  useEffect(() => {
    if (nextOptions === undefined) return;
    if (queryClient.getQueryData(nextOptions.queryKey) !== undefined) return;
    void queryClient.prefetchQuery(nextOptions);
  }, [queryClient, nextKey]);
}
