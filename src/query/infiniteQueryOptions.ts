import {
  type InfiniteData,
  infiniteQueryOptions,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import type { ContentApiError, ContentClient, ContentPage } from '../client/index.js';
import { contentKeys, type ListKind } from './contentKeys.js';
import {
  type ContentByCategoryParams,
  type ContentByLanguageParams,
  type ContentByTagParams,
  contentQueryDefaults,
  listMethods,
} from './queryOptions.js';

type Pages = InfiniteData<ContentPage, number>;
type InfiniteKey = ReturnType<typeof contentKeys.infinite>;

/** Parameters of an infinite list: pages of `pageSize` from page 1 on. */
type InfiniteParams<P> = Omit<P, 'page'>;

/**
 * Any TanStack `useInfiniteQuery` option besides the key, the function and the paging
 * (which the list's `page`, `pageSize` and `totalCount` decide), typed for your `select`.
 */
export type ContentInfiniteQueryOptions<TData = Pages> = Omit<
  UseInfiniteQueryOptions<ContentPage, ContentApiError, TData, InfiniteKey, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

/**
 * The next page number, from what the service reported: `undefined` (no more
 * pages) once `page × pageSize` reaches `totalCount`, or when a page came back
 * empty, so a service that miscounts cannot cause an endless "load more".
 */
export function getNextPageParam(last: ContentPage): number | undefined {
  if (last.data.length === 0 || last.pageSize <= 0) return undefined;
  return last.page * last.pageSize < last.totalCount ? last.page + 1 : undefined;
}

/** Infinite query options for any list; the three public factories below name the kind. */
export function infiniteListQueryOptions<TData = Pages>(
  client: ContentClient,
  kind: ListKind,
  value: string,
  brandId: string,
  pageSize: number | undefined,
  options?: ContentInfiniteQueryOptions<TData>,
) {
  const method = listMethods[kind];
  return infiniteQueryOptions<ContentPage, ContentApiError, TData, InfiniteKey, number>({
    ...contentQueryDefaults,
    ...options,
    queryKey: contentKeys.infinite(client, brandId, kind, value, pageSize),
    queryFn: ({ pageParam, signal }) =>
      client[method](brandId, value, { page: pageParam, pageSize, signal }),
    initialPageParam: 1,
    getNextPageParam,
  });
}

/**
 * Infinite query options for a category ("load more", infinite scroll); the
 * next page comes from `page`, `pageSize` and `totalCount` (server-safe).
 */
export function infiniteContentByCategoryQueryOptions<TData = Pages>(
  client: ContentClient,
  { brandId, categoryId, pageSize }: InfiniteParams<ContentByCategoryParams>,
  options?: ContentInfiniteQueryOptions<TData>,
) {
  return infiniteListQueryOptions(client, 'category', categoryId, brandId, pageSize, options);
}

/** Infinite query options for a language (server-safe). */
export function infiniteContentByLanguageQueryOptions<TData = Pages>(
  client: ContentClient,
  { brandId, lang, pageSize }: InfiniteParams<ContentByLanguageParams>,
  options?: ContentInfiniteQueryOptions<TData>,
) {
  return infiniteListQueryOptions(client, 'lang', lang, brandId, pageSize, options);
}

/** Infinite query options for a tag (server-safe). */
export function infiniteContentByTagQueryOptions<TData = Pages>(
  client: ContentClient,
  { brandId, tag, pageSize }: InfiniteParams<ContentByTagParams>,
  options?: ContentInfiniteQueryOptions<TData>,
) {
  return infiniteListQueryOptions(client, 'tag', tag, brandId, pageSize, options);
}
