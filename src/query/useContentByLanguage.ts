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

/** The language code (ISO 639-1) to list. */
interface ByLanguage {
  lang: string;
}

export type UseContentByLanguageParams<TData = Page> = ContentQueryHookParams<TData> & ByLanguage;
export type UseInfiniteContentByLanguageParams<TData = Pages> = ContentInfiniteHookParams<TData> &
  ByLanguage;
export type UseSuspenseContentByLanguageParams<TData = Page> = ContentSuspenseHookParams<TData> &
  ByLanguage;

/**
 * One page of a language's content. Keeps the previous page on screen while the
 * next one loads, and prefetches the next page (`prefetchNextPage: false` to opt out).
 *
 * @example
 * const { data, isPending, error } = useContentByLanguage({ lang: 'de', page, pageSize: 12 });
 */
export function useContentByLanguage<TData = Page>({
  lang,
  ...params
}: UseContentByLanguageParams<TData>): UseQueryResult<TData, ContentApiError> {
  return useContentListQuery('useContentByLanguage', 'lang', lang, params);
}

/** All loaded pages of a language's content, for "load more" and infinite scroll (`fetchNextPage`, `hasNextPage`). */
export function useInfiniteContentByLanguage<TData = Pages>({
  lang,
  ...params
}: UseInfiniteContentByLanguageParams<TData>): UseInfiniteQueryResult<TData, ContentApiError> {
  return useContentListInfiniteQuery('useInfiniteContentByLanguage', 'lang', lang, params);
}

/** Like `useContentByLanguage`, but suspends until the page is loaded and throws errors to the nearest error boundary. */
export function useSuspenseContentByLanguage<TData = Page>({
  lang,
  ...params
}: UseSuspenseContentByLanguageParams<TData>): UseSuspenseQueryResult<TData, ContentApiError> {
  return useContentListSuspenseQuery('useSuspenseContentByLanguage', 'lang', lang, params);
}
