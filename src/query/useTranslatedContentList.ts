'use client';
import type { UseQueryResult, UseSuspenseQueryResult } from '@tanstack/react-query';
import type { ContentApiError, ContentPage, IndexedContent } from '../client/index.js';
import type { ContentQueryHookParams, ContentSuspenseHookParams } from './useContentListQuery.js';
import { useListPageQuery, useListPageSuspenseQuery } from './useListPageQuery.js';

/** Which list to collapse: a category or a tag (a language list is in one language already). */
type TranslatableListSource =
  | { categoryId: string; tag?: never }
  | { tag: string; categoryId?: never };

/** The reader's languages and the bound of the walk. */
interface TranslatedListLanguages {
  /**
   * One item per translation group, in the first of these languages it exists in (RFC 4647
   * lookup: `de-AT`, then `de`, then the next one), else in its original language. On a server
   * pass the route's language or `Accept-Language`, not `navigator.languages`.
   */
  preferredLanguages: readonly string[];
  /**
   * Items loaded at most (every language counted) from the service. A longer list shows the
   * groups of its first `maxItems` items and logs a development warning. A list from a
   * server's brand index is never cut.
   * @default 1000
   */
  maxItems?: number | undefined;
}

/** Parameters of {@link useTranslatedContentList}: no `prefetchNextPage`, the list is loaded whole. */
export type UseTranslatedContentListParams<TData = ContentPage<IndexedContent>> = Omit<
  ContentQueryHookParams<TData, ContentPage<IndexedContent>>,
  'prefetchNextPage'
> &
  TranslatedListLanguages &
  TranslatableListSource;

/** Parameters of {@link useSuspenseTranslatedContentList}. */
export type UseSuspenseTranslatedContentListParams<TData = ContentPage<IndexedContent>> =
  ContentSuspenseHookParams<TData, ContentPage<IndexedContent>> &
    TranslatedListLanguages &
    TranslatableListSource;

/** The list kind and value of a source (one of the two is set, as the type says). */
function sourceOf(categoryId: string | undefined, tag: string | undefined) {
  return categoryId !== undefined
    ? ({ kind: 'category', value: categoryId } as const)
    : ({ kind: 'tag', value: tag ?? '' } as const);
}

/**
 * One page of a category's or tag's content in the reader's language: one item per
 * translation group, paged by groups. The whole list is loaded once
 * (`ceil(min(totalCount, maxItems) / 100)` requests, through the cache) and paged locally, so
 * `pageSize` counts articles (default 10), every page but the last is full, `totalCount` is the
 * number of articles, and paging costs no request. The result is an ordinary `PagedResult` of
 * `IndexedContent` (no bodies). Rendered on a server whose client has a brand index, the list
 * comes from the index instead: exact, 0 requests once built (see `translatedListQueryOptions`).
 *
 * @example
 * const { data } = useTranslatedContentList({ categoryId: 'hiking', preferredLanguages: ['de', 'en'], page, pageSize: 12 });
 */
export function useTranslatedContentList<TData = ContentPage<IndexedContent>>({
  categoryId,
  tag,
  ...params
}: UseTranslatedContentListParams<TData>): UseQueryResult<TData, ContentApiError> {
  const { kind, value } = sourceOf(categoryId, tag);
  return useListPageQuery('useTranslatedContentList', kind, value, params);
}

/** Like `useTranslatedContentList`, but suspends until the page is loaded and throws errors to the nearest error boundary. */
export function useSuspenseTranslatedContentList<TData = ContentPage<IndexedContent>>({
  categoryId,
  tag,
  ...params
}: UseSuspenseTranslatedContentListParams<TData>): UseSuspenseQueryResult<TData, ContentApiError> {
  const { kind, value } = sourceOf(categoryId, tag);
  return useListPageSuspenseQuery('useSuspenseTranslatedContentList', kind, value, params);
}
