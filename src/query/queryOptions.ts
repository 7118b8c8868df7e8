import { queryOptions } from '@tanstack/react-query';
import type {
  Category,
  ContentApiError,
  ContentClient,
  ContentItem,
  PagedResult,
} from '../client/index.js';
import { contentKeys, type ListKind } from './contentKeys.js';

/**
 * Content changes rarely, and a fresh prefetch or hydrated page should not be
 * fetched again on mount.
 */
export const DEFAULT_STALE_TIME = 60_000;

/** Parameters of a paged list query. */
export interface ContentListParams {
  brandId: string;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface ContentByCategoryParams extends ContentListParams {
  categoryId: string;
}
export interface ContentByLanguageParams extends ContentListParams {
  lang: string;
}
export interface ContentByTagParams extends ContentListParams {
  tag: string;
}

/**
 * Query options for the brand's categories, for `useQuery`, `prefetchQuery`
 * or `ensureQueryData` (server-safe: no hooks).
 * Retries are the client's job, so TanStack's `retry` is `false`; `staleTime` is 60 s.
 * Spread and override any of them.
 *
 * @example
 * await queryClient.prefetchQuery(categoriesQueryOptions(client, 'acme'));
 */
export function categoriesQueryOptions(client: ContentClient, brandId: string) {
  return queryOptions<Category[], ContentApiError>({
    queryKey: contentKeys.categories(client, brandId),
    queryFn: ({ signal }) => client.getCategories(brandId, { signal }),
    retry: false,
    staleTime: DEFAULT_STALE_TIME,
  });
}

/** The client method behind each list kind (called as a method, so class-based clients keep `this`). */
export const listMethods = {
  category: 'getContentByCategory',
  lang: 'getContentByLanguage',
  tag: 'getContentByTag',
} as const satisfies Record<ListKind, keyof ContentClient>;

/** Query options for one page of any list; the three public factories below name the kind. */
export function contentListQueryOptions(
  client: ContentClient,
  kind: ListKind,
  value: string,
  { brandId, page, pageSize }: ContentListParams,
) {
  return queryOptions<PagedResult<ContentItem>, ContentApiError>({
    queryKey: contentKeys.page(client, brandId, kind, value, { page, pageSize }),
    queryFn: ({ signal }) => client[listMethods[kind]](brandId, value, { page, pageSize, signal }),
    retry: false,
    staleTime: DEFAULT_STALE_TIME,
  });
}

/**
 * Query options for one page of a category's content (server-safe).
 *
 * @example
 * await queryClient.prefetchQuery(contentByCategoryQueryOptions(client, { brandId: 'acme', categoryId: 'news', page: 1 }));
 */
export function contentByCategoryQueryOptions(
  client: ContentClient,
  { categoryId, ...params }: ContentByCategoryParams,
) {
  return contentListQueryOptions(client, 'category', categoryId, params);
}

/** Query options for one page of a language's content (server-safe). */
export function contentByLanguageQueryOptions(
  client: ContentClient,
  { lang, ...params }: ContentByLanguageParams,
) {
  return contentListQueryOptions(client, 'lang', lang, params);
}

/** Query options for one page of a tag's content (server-safe). */
export function contentByTagQueryOptions(
  client: ContentClient,
  { tag, ...params }: ContentByTagParams,
) {
  return contentListQueryOptions(client, 'tag', tag, params);
}
