'use client';
import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import type { ContentApiError, ContentPage } from '../client/index.js';
import {
  type ContentInfiniteHookParams,
  type ContentQueryHookParams,
  type ContentSuspenseHookParams,
  useContentListInfiniteQuery,
  useContentListQuery,
  useContentListSuspenseQuery,
} from './useContentListQuery.js';

// The service's lists as hooks: a paged, an infinite and a suspense hook for each list kind
// (category, language, tag). They differ only in the parameter that names the list, so they
// live together; the shared bodies are in useContentListQuery.ts.

type Pages = InfiniteData<ContentPage, number>;

// By category

/** The category to list. */
interface ByCategory {
  categoryId: string;
}

/** Parameters of {@link useContentByCategory}: the category, the page and any TanStack `useQuery` option. */
export type UseContentByCategoryParams<TData = ContentPage> = ContentQueryHookParams<TData> &
  ByCategory;
/** Parameters of {@link useInfiniteContentByCategory}: the category, `pageSize` and any TanStack `useInfiniteQuery` option. */
export type UseInfiniteContentByCategoryParams<TData = Pages> = ContentInfiniteHookParams<TData> &
  ByCategory;
/** Parameters of {@link useSuspenseContentByCategory}: the category, the page and TanStack's suspense options. */
export type UseSuspenseContentByCategoryParams<TData = ContentPage> =
  ContentSuspenseHookParams<TData> & ByCategory;

/**
 * One page of a category's content. Keeps the previous page on screen while the
 * next one loads, and prefetches the next page (`prefetchNextPage: false` to opt out).
 *
 * @example
 * const { data, isPending, error } = useContentByCategory({ categoryId: 'news', page, pageSize: 12 });
 */
export function useContentByCategory<TData = ContentPage>({
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
export function useSuspenseContentByCategory<TData = ContentPage>({
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

// By language

/** The language code (ISO 639-1) to list. */
interface ByLanguage {
  lang: string;
}

/** Parameters of {@link useContentByLanguage}: the language, the page and any TanStack `useQuery` option. */
export type UseContentByLanguageParams<TData = ContentPage> = ContentQueryHookParams<TData> &
  ByLanguage;
/** Parameters of {@link useInfiniteContentByLanguage}: the language, `pageSize` and any TanStack `useInfiniteQuery` option. */
export type UseInfiniteContentByLanguageParams<TData = Pages> = ContentInfiniteHookParams<TData> &
  ByLanguage;
/** Parameters of {@link useSuspenseContentByLanguage}: the language, the page and TanStack's suspense options. */
export type UseSuspenseContentByLanguageParams<TData = ContentPage> =
  ContentSuspenseHookParams<TData> & ByLanguage;

/**
 * One page of a language's content. Keeps the previous page on screen while the
 * next one loads, and prefetches the next page (`prefetchNextPage: false` to opt out).
 *
 * @example
 * const { data, isPending, error } = useContentByLanguage({ lang: 'de', page, pageSize: 12 });
 */
export function useContentByLanguage<TData = ContentPage>({
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
export function useSuspenseContentByLanguage<TData = ContentPage>({
  lang,
  ...params
}: UseSuspenseContentByLanguageParams<TData>): UseSuspenseQueryResult<TData, ContentApiError> {
  return useContentListSuspenseQuery('useSuspenseContentByLanguage', 'lang', lang, params);
}

// By tag

/** The tag to list. */
interface ByTag {
  tag: string;
}

/** Parameters of {@link useContentByTag}: the tag, the page and any TanStack `useQuery` option. */
export type UseContentByTagParams<TData = ContentPage> = ContentQueryHookParams<TData> & ByTag;
/** Parameters of {@link useInfiniteContentByTag}: the tag, `pageSize` and any TanStack `useInfiniteQuery` option. */
export type UseInfiniteContentByTagParams<TData = Pages> = ContentInfiniteHookParams<TData> & ByTag;
/** Parameters of {@link useSuspenseContentByTag}: the tag, the page and TanStack's suspense options. */
export type UseSuspenseContentByTagParams<TData = ContentPage> = ContentSuspenseHookParams<TData> &
  ByTag;

/**
 * One page of a tag's content. Keeps the previous page on screen while the
 * next one loads, and prefetches the next page (`prefetchNextPage: false` to opt out).
 *
 * @example
 * const { data, isPending, error } = useContentByTag({ tag: 'seo', page, pageSize: 12 });
 */
export function useContentByTag<TData = ContentPage>({
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
export function useSuspenseContentByTag<TData = ContentPage>({
  tag,
  ...params
}: UseSuspenseContentByTagParams<TData>): UseSuspenseQueryResult<TData, ContentApiError> {
  return useContentListSuspenseQuery('useSuspenseContentByTag', 'tag', tag, params);
}
