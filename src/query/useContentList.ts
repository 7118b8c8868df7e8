'use client';
import {
  type InfiniteData,
  keepPreviousData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { ContentApiError, ContentItem, PagedResult } from '../client/index.js';
import { resolveBrandId, useContentDelivery } from './ContentDataProvider.js';
import type { ListKind } from './contentKeys.js';
import {
  type ContentInfiniteQueryOptions,
  infiniteListQueryOptions,
} from './infiniteQueryOptions.js';
import { isTranslatedList, listPageQueryOptions } from './listPageQueryOptions.js';
import { type ContentQueryOptions, contentListQueryOptions, type PageKey } from './queryOptions.js';
import { usePrefetchNextPage } from './usePrefetchNextPage.js';

type Page = PagedResult<ContentItem>;
type Pages = InfiniteData<Page, number>;

/** What every list hook takes besides the category, language or tag. */
export interface ContentListHookParams {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** Page to show; omitted, the service's first page. */
  page?: number | undefined;
  /** Items per page; omitted, the service's default. */
  pageSize?: number | undefined;
}

/**
 * What the category and tag hooks take besides: the reader's languages. A language list is in
 * one language already, so the language hooks do not take them.
 */
export interface TranslatedListHookParams {
  /**
   * Show one item per translation group, in the first of these languages it exists in (RFC 4647
   * lookup: `de-AT`, then `de`, then the next one), else in its original language. The whole
   * list is then loaded once (`ceil(min(totalCount, maxItems) / 100)` requests) and paged
   * locally: `pageSize` counts translation groups (every page but the last is full),
   * `totalCount` is the number of groups, `pageSize` defaults to 10, and paging costs no request.
   * On a server pass the route's language or `Accept-Language`, not `navigator.languages`.
   */
  preferredLanguages?: readonly string[] | undefined;
  /**
   * With `preferredLanguages`: items loaded at most (every language counted). A longer list
   * shows the groups of its first `maxItems` items and logs a development warning.
   * @default 1000
   */
  maxItems?: number | undefined;
}

/** Paged hook parameters: list parameters plus any TanStack `useQuery` option (`select`, `enabled`, `staleTime`, …). */
export type ContentQueryHookParams<TData> = ContentListHookParams &
  ContentQueryOptions<Page, TData, PageKey> & {
    /**
     * Fetch the next page in the background once this one is shown, so paging forward shows no loading state.
     * Nothing to fetch with `preferredLanguages`: the whole list is loaded already.
     * @default true
     */
    prefetchNextPage?: boolean | undefined;
  };

/** Infinite hook parameters: list parameters (no `page`) plus TanStack `useInfiniteQuery` options. */
export type ContentInfiniteHookParams<TData> = Omit<ContentListHookParams, 'page'> &
  ContentInfiniteQueryOptions<TData>;

/** Suspense hook parameters. */
export type ContentSuspenseHookParams<TData> = ContentListHookParams &
  Omit<UseSuspenseQueryOptions<Page, ContentApiError, TData, PageKey>, 'queryKey' | 'queryFn'>;

/**
 * Shared body of the paged list hooks: keeps the previous page while the next loads, prefetches
 * the next page. With `preferredLanguages` (category and tag lists) the page is cut from the
 * translated list instead, and there is nothing to prefetch.
 */
export function useContentListQuery<TData = Page>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentQueryHookParams<TData> & TranslatedListHookParams,
): UseQueryResult<TData, ContentApiError> {
  const context = useContentDelivery(consumer);
  const queryClient = useQueryClient();
  const {
    brandId,
    page,
    pageSize,
    prefetchNextPage = true,
    preferredLanguages,
    maxItems,
    ...queryOptions
  } = params;
  const brand = resolveBrandId(context, brandId);
  const options = listPageQueryOptions(
    queryClient,
    context.client,
    kind,
    value,
    { brandId: brand, page, pageSize, preferredLanguages, maxItems },
    { placeholderData: keepPreviousData, ...queryOptions },
  );
  const result = useQuery(options);

  usePrefetchNextPage(
    // A translated list is loaded whole: there is no next page to fetch.
    !isTranslatedList(kind, preferredLanguages) &&
      prefetchNextPage &&
      result.isSuccess &&
      !result.isPlaceholderData,
    options.queryKey,
    (next) =>
      contentListQueryOptions(context.client, kind, value, {
        brandId: brand,
        page: next,
        pageSize,
      }),
  );
  return result;
}

/** Shared body of the infinite list hooks. */
export function useContentListInfiniteQuery<TData = Pages>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentInfiniteHookParams<TData>,
): UseInfiniteQueryResult<TData, ContentApiError> {
  const context = useContentDelivery(consumer);
  const { brandId, pageSize, ...queryOptions } = params;
  return useInfiniteQuery(
    infiniteListQueryOptions(
      context.client,
      kind,
      value,
      resolveBrandId(context, brandId),
      pageSize,
      queryOptions,
    ),
  );
}

/** Shared body of the suspense list hooks; `preferredLanguages` as in {@link useContentListQuery}. */
export function useContentListSuspenseQuery<TData = Page>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentSuspenseHookParams<TData> & TranslatedListHookParams,
): UseSuspenseQueryResult<TData, ContentApiError> {
  const context = useContentDelivery(consumer);
  const queryClient = useQueryClient();
  const { brandId, page, pageSize, preferredLanguages, maxItems, ...queryOptions } = params;
  const options = listPageQueryOptions<TData>(queryClient, context.client, kind, value, {
    brandId: resolveBrandId(context, brandId),
    page,
    pageSize,
    preferredLanguages,
    maxItems,
  });
  // The factory gives the defaults, the key, the function and, for a translated page, the
  // initial data cut from a cached list; the hook's own suspense options go on top.
  return useSuspenseQuery({ ...options, ...queryOptions });
}
