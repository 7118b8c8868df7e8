'use client';
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { ContentApiError, ContentItem, PagedResult } from '../client/index.js';
import {
  type ContentInfiniteHookParams,
  type ContentQueryHookParams,
  type ContentSuspenseHookParams,
  useContentListInfiniteQuery,
  useContentListQuery,
  useContentListSuspenseQuery,
} from './useContentList.js';

type Page = PagedResult<ContentItem>;
type Pages = InfiniteData<Page, number>;

/** The category to list. */
interface ByCategory {
  categoryId: string;
}

export type UseContentByCategoryParams<TData = Page> = ContentQueryHookParams<TData> & ByCategory;
export type UseInfiniteContentByCategoryParams<TData = Pages> = ContentInfiniteHookParams<TData> &
  ByCategory;
export type UseSuspenseContentByCategoryParams<TData = Page> = ContentSuspenseHookParams<TData> &
  ByCategory;

/**
 * One page of a category's content. Keeps the previous page on screen while the
 * next one loads, and prefetches the next page (`prefetchNextPage: false` to opt out).
 *
 * @example
 * const { data, isPending, error } = useContentByCategory({ categoryId: 'news', page, pageSize: 12 });
 */
export function useContentByCategory<TData = Page>({
  categoryId,
  ...params
}: UseContentByCategoryParams<TData>): UseQueryResult<TData, ContentApiError> {
  return useContentListQuery('useContentByCategory', 'category', categoryId, params);
}

/** All loaded pages of a category's content, for "load more" and infinite scroll (`fetchNextPage`, `hasNextPage`). */
export function useInfiniteContentByCategory<TData = Pages>({
  categoryId,
  ...params
}: UseInfiniteContentByCategoryParams<TData>): UseInfiniteQueryResult<TData, ContentApiError> {
  return useContentListInfiniteQuery(
    'useInfiniteContentByCategory',
    'category',
    categoryId,
    params,
  );
}

/** Like `useContentByCategory`, but suspends until the page is loaded and throws errors to the nearest error boundary. */
export function useSuspenseContentByCategory<TData = Page>({
  categoryId,
  ...params
}: UseSuspenseContentByCategoryParams<TData>): UseSuspenseQueryResult<TData, ContentApiError> {
  return useContentListSuspenseQuery(
    'useSuspenseContentByCategory',
    'category',
    categoryId,
    params,
  );
}
