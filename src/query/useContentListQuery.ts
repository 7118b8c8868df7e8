'use client';
import {
  hashKey,
  type InfiniteData,
  keepPreviousData,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContentApiError, ContentPage, IndexedContent } from '../client/index.js';
import { resolveBrandId, useContentData } from './ContentDataProvider.js';
import type { ListKind } from './contentKeys.js';
import {
  type ContentInfiniteQueryOptions,
  getNextPageParam,
  infiniteListQueryOptions,
} from './infiniteQueryOptions.js';
import {
  type ContentQueryOptions,
  contentListQueryOptions,
  contentQueryDefaults,
  type PageKey,
} from './queryOptions.js';

type Pages = InfiniteData<ContentPage, number>;

/** What every list hook takes besides the category, language or tag. */
interface ContentListHookParams {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** ContentPage to show; omitted, the service's first page. */
  page?: number | undefined;
  /** Items per page; omitted, the service's default. */
  pageSize?: number | undefined;
}

/**
 * Paged hook parameters: list parameters plus any TanStack `useQuery` option (`select`,
 * `enabled`, `staleTime`, …), typed for the hook's page (`TPage`: a page of `ContentItem`s, or
 * of `IndexedContent` for a translated list).
 */
export type ContentQueryHookParams<
  TData,
  TPage extends ContentPage<IndexedContent> = ContentPage,
> = ContentListHookParams &
  ContentQueryOptions<TPage, TData, PageKey> & {
    /**
     * Fetch the next page in the background once this one is shown, so paging forward shows no loading state.
     * @default true
     */
    prefetchNextPage?: boolean | undefined;
  };

/** Infinite hook parameters: list parameters (no `page`) plus TanStack `useInfiniteQuery` options. */
export type ContentInfiniteHookParams<TData> = Omit<ContentListHookParams, 'page'> &
  ContentInfiniteQueryOptions<TData>;

/** Suspense hook parameters, typed for the hook's page as in {@link ContentQueryHookParams}. */
export type ContentSuspenseHookParams<
  TData,
  TPage extends ContentPage<IndexedContent> = ContentPage,
> = ContentListHookParams &
  Omit<UseSuspenseQueryOptions<TPage, ContentApiError, TData, PageKey>, 'queryKey' | 'queryFn'>;

/** Shared body of the paged list hooks: keeps the previous page while the next loads, prefetches the next page. */
export function useContentListQuery<TData = ContentPage>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentQueryHookParams<TData>,
): UseQueryResult<TData, ContentApiError> {
  const context = useContentData(consumer);
  const { brandId, page, pageSize, prefetchNextPage = true, ...queryOptions } = params;
  const brand = resolveBrandId(context, brandId);
  const options = contentListQueryOptions(
    context.client,
    kind,
    value,
    { brandId: brand, page, pageSize },
    { placeholderData: keepPreviousData, ...queryOptions },
  );
  return usePageQuery(options, prefetchNextPage, (next) =>
    contentListQueryOptions(context.client, kind, value, { brandId: brand, page: next, pageSize }),
  );
}

/**
 * Runs one page query and, with `lookAhead`, prefetches the page after it once this one is
 * on screen (not while the previous page stands in as a placeholder).
 */
export function usePageQuery<TData, TPage extends ContentPage<IndexedContent>>(
  options: UseQueryOptions<TPage, ContentApiError, TData, PageKey>,
  lookAhead: boolean,
  nextPageOptions: (page: number) => ReturnType<typeof contentListQueryOptions<ContentPage>>,
): UseQueryResult<TData, ContentApiError> {
  const result = useQuery(options);
  usePrefetchNextPage(
    lookAhead && result.isSuccess && !result.isPlaceholderData,
    options.queryKey,
    nextPageOptions,
  );
  return result;
}

/**
 * Once `current` is on screen, fetches the page after it in the background,
 * unless it is cached already: paging forward then shows no loading state and
 * costs one request per page.
 *
 * A page that was already in the cache when the hook mounted (hydrated from a
 * server prefetch, or cached by an earlier visit) does not start the
 * look-ahead: hydration makes no request until the user changes page.
 */
function usePrefetchNextPage(
  active: boolean,
  currentKey: QueryKey,
  optionsFor: (page: number) => ReturnType<typeof contentListQueryOptions<ContentPage>>,
): void {
  const queryClient = useQueryClient();
  const currentHash = hashKey(currentKey);
  const [cachedAtMount] = useState(() =>
    queryClient.getQueryData(currentKey) === undefined ? undefined : currentHash,
  );
  const current =
    active && cachedAtMount !== currentHash
      ? queryClient.getQueryData<ContentPage>(currentKey)
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

/** Shared body of the infinite list hooks. */
export function useContentListInfiniteQuery<TData = Pages>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentInfiniteHookParams<TData>,
): UseInfiniteQueryResult<TData, ContentApiError> {
  const context = useContentData(consumer);
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

/** Shared body of the suspense list hooks. */
export function useContentListSuspenseQuery<TData = ContentPage>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentSuspenseHookParams<TData>,
): UseSuspenseQueryResult<TData, ContentApiError> {
  const context = useContentData(consumer);
  const { brandId, page, pageSize, ...queryOptions } = params;
  const options = contentListQueryOptions(context.client, kind, value, {
    brandId: resolveBrandId(context, brandId),
    page,
    pageSize,
  });
  // Suspense options differ from `useQuery`'s (no `enabled`, no placeholder), so only the
  // key and the function are taken from the shared factory.
  return useSuspenseQuery({
    ...contentQueryDefaults,
    ...queryOptions,
    queryKey: options.queryKey,
    queryFn: options.queryFn,
  });
}
