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

/** The tag to list. */
interface ByTag {
  tag: string;
}

export type UseContentByTagParams<TData = Page> = ContentQueryHookParams<TData> & ByTag;
export type UseInfiniteContentByTagParams<TData = Pages> = ContentInfiniteHookParams<TData> & ByTag;
export type UseSuspenseContentByTagParams<TData = Page> = ContentSuspenseHookParams<TData> & ByTag;

/**
 * One page of a tag's content. Keeps the previous page on screen while the
 * next one loads, and prefetches the next page (`prefetchNextPage: false` to opt out).
 *
 * @example
 * const { data, isPending, error } = useContentByTag({ tag: 'seo', page, pageSize: 12 });
 */
export function useContentByTag<TData = Page>({
  tag,
  ...params
}: UseContentByTagParams<TData>): UseQueryResult<TData, ContentApiError> {
  return useContentListQuery('useContentByTag', 'tag', tag, params);
}

/** All loaded pages of a tag's content, for "load more" and infinite scroll (`fetchNextPage`, `hasNextPage`). */
export function useInfiniteContentByTag<TData = Pages>({
  tag,
  ...params
}: UseInfiniteContentByTagParams<TData>): UseInfiniteQueryResult<TData, ContentApiError> {
  return useContentListInfiniteQuery('useInfiniteContentByTag', 'tag', tag, params);
}

/** Like `useContentByTag`, but suspends until the page is loaded and throws errors to the nearest error boundary. */
export function useSuspenseContentByTag<TData = Page>({
  tag,
  ...params
}: UseSuspenseContentByTagParams<TData>): UseSuspenseQueryResult<TData, ContentApiError> {
  return useContentListSuspenseQuery('useSuspenseContentByTag', 'tag', tag, params);
}
