'use client';
import {
  hashKey,
  keepPreviousData,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
  type UseSuspenseQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContentApiError, ContentItem, PagedResult } from '../client/index.js';
import type { ListKind } from './contentKeys.js';
import { resolveBrandId, useContentDelivery } from './context.js';
import { getNextPageParam, infiniteListQueryOptions } from './infiniteQueryOptions.js';
import { contentListQueryOptions } from './queryOptions.js';

type Page = PagedResult<ContentItem>;
type InfinitePages =
  ReturnType<typeof infiniteListQueryOptions> extends UseInfiniteQueryOptions<
    Page,
    ContentApiError,
    infer Data,
    infer _Key,
    number
  >
    ? Data
    : never;

/** What every list hook takes besides the category, language or tag. */
export interface ContentListHookParams {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** Page to show; omitted, the service's first page. */
  page?: number | undefined;
  /** Items per page; omitted, the service's default. */
  pageSize?: number | undefined;
}

/** Paged hook parameters: list parameters plus any TanStack `useQuery` option (`select`, `enabled`, `staleTime`, …). */
export type ContentQueryHookParams<TData> = ContentListHookParams &
  Omit<UseQueryOptions<Page, ContentApiError, TData>, 'queryKey' | 'queryFn'> & {
    /**
     * Fetch the next page in the background once this one is shown, so paging forward shows no loading state.
     * @default true
     */
    prefetchNextPage?: boolean | undefined;
  };

/** Infinite hook parameters: list parameters (no `page`) plus TanStack `useInfiniteQuery` options. */
export type ContentInfiniteHookParams<TData> = Omit<ContentListHookParams, 'page'> &
  Omit<
    UseInfiniteQueryOptions<Page, ContentApiError, TData, readonly unknown[], number>,
    'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
  >;

/** Suspense hook parameters. */
export type ContentSuspenseHookParams<TData> = ContentListHookParams &
  Omit<UseSuspenseQueryOptions<Page, ContentApiError, TData>, 'queryKey' | 'queryFn'>;

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
  currentKey: readonly unknown[],
  optionsFor: (page: number) => ReturnType<typeof contentListQueryOptions>,
) {
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

/** Shared body of the paged list hooks: keeps the previous page while the next loads, prefetches the next page. */
export function useContentListQuery<TData>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentQueryHookParams<TData>,
) {
  const context = useContentDelivery(consumer);
  const { brandId, page, pageSize, prefetchNextPage = true, ...queryOverrides } = params;
  const brand = resolveBrandId(context, brandId);
  const options = contentListQueryOptions(context.client, kind, value, {
    brandId: brand,
    page,
    pageSize,
  });
  const result = useQuery<Page, ContentApiError, TData>({
    placeholderData: keepPreviousData,
    ...options,
    ...queryOverrides,
  } as UseQueryOptions<Page, ContentApiError, TData>);

  usePrefetchNextPage(
    prefetchNextPage && result.isSuccess && !result.isPlaceholderData,
    options.queryKey,
    (page) =>
      contentListQueryOptions(context.client, kind, value, { brandId: brand, page, pageSize }),
  );

  return result;
}

/** Shared body of the infinite list hooks. */
export function useContentListInfiniteQuery<TData = InfinitePages>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentInfiniteHookParams<TData>,
) {
  const context = useContentDelivery(consumer);
  const { brandId, pageSize, ...queryOverrides } = params;
  const options = infiniteListQueryOptions(
    context.client,
    kind,
    value,
    resolveBrandId(context, brandId),
    pageSize,
  );
  return useInfiniteQuery<Page, ContentApiError, TData, readonly unknown[], number>({
    ...options,
    ...queryOverrides,
  } as unknown as UseInfiniteQueryOptions<
    Page,
    ContentApiError,
    TData,
    readonly unknown[],
    number
  >);
}

/** Shared body of the suspense list hooks. */
export function useContentListSuspenseQuery<TData>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentSuspenseHookParams<TData>,
) {
  const context = useContentDelivery(consumer);
  const { brandId, page, pageSize, ...queryOverrides } = params;
  const options = contentListQueryOptions(context.client, kind, value, {
    brandId: resolveBrandId(context, brandId),
    page,
    pageSize,
  });
  return useSuspenseQuery<Page, ContentApiError, TData>({
    ...options,
    ...queryOverrides,
  } as UseSuspenseQueryOptions<Page, ContentApiError, TData>);
}
