import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import type { ContentApiError, ContentClient, ContentItem, PagedResult } from '../client/index.js';
import { contentKeys, type ListKind } from './contentKeys.js';
import {
  type ContentByCategoryParams,
  type ContentByLanguageParams,
  type ContentByTagParams,
  DEFAULT_STALE_TIME,
  listMethods,
} from './queryOptions.js';

/** Parameters of an infinite list: pages of `pageSize` from page 1 on. */
type InfiniteParams<P> = Omit<P, 'page'>;

/**
 * The next page number, from what the service reported: `undefined` (no more
 * pages) once `page × pageSize` reaches `totalCount`, or when a page came back
 * empty, so a service that miscounts cannot cause an endless "load more".
 */
export function getNextPageParam(last: PagedResult<ContentItem>): number | undefined {
  if (last.data.length === 0 || last.pageSize <= 0) return undefined;
  return last.page * last.pageSize < last.totalCount ? last.page + 1 : undefined;
}

/** Infinite query options for any list; the three public factories below name the kind. */
export function infiniteListQueryOptions(
  client: ContentClient,
  kind: ListKind,
  value: string,
  brandId: string,
  pageSize: number | undefined,
) {
  const method = listMethods[kind];
  return infiniteQueryOptions<
    PagedResult<ContentItem>,
    ContentApiError,
    InfiniteData<PagedResult<ContentItem>, number>,
    ReturnType<typeof contentKeys.infinite>,
    number
  >({
    queryKey: contentKeys.infinite(client, brandId, kind, value, pageSize),
    queryFn: ({ pageParam, signal }) =>
      client[method](brandId, value, { page: pageParam, pageSize, signal }),
    initialPageParam: 1,
    getNextPageParam,
    retry: false,
    staleTime: DEFAULT_STALE_TIME,
  });
}

/**
 * Infinite query options for a category ("load more", infinite scroll); the
 * next page comes from `page`, `pageSize` and `totalCount` (server-safe).
 */
export function infiniteContentByCategoryQueryOptions(
  client: ContentClient,
  { brandId, categoryId, pageSize }: InfiniteParams<ContentByCategoryParams>,
) {
  return infiniteListQueryOptions(client, 'category', categoryId, brandId, pageSize);
}

/** Infinite query options for a language (server-safe). */
export function infiniteContentByLanguageQueryOptions(
  client: ContentClient,
  { brandId, lang, pageSize }: InfiniteParams<ContentByLanguageParams>,
) {
  return infiniteListQueryOptions(client, 'lang', lang, brandId, pageSize);
}

/** Infinite query options for a tag (server-safe). */
export function infiniteContentByTagQueryOptions(
  client: ContentClient,
  { brandId, tag, pageSize }: InfiniteParams<ContentByTagParams>,
) {
  return infiniteListQueryOptions(client, 'tag', tag, brandId, pageSize);
}
