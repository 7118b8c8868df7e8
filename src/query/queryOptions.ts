import { type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type {
  Category,
  ContentApiError,
  ContentClient,
  ContentItem,
  PagedResult,
} from '../client/index.js';
import { contentKeys, type ListKind } from './contentKeys.js';
import { listMethods } from './listMethods.js';
import { contentQueryDefaults } from './queryDefaults.js';

type Page = PagedResult<ContentItem>;
/** The query key of the categories query. */
export type CategoriesKey = ReturnType<typeof contentKeys.categories>;
/** The query key of one page of a list. */
export type PageKey = ReturnType<typeof contentKeys.page>;

/**
 * Any TanStack `useQuery` option besides the key and the function (`select`, `enabled`,
 * `staleTime`, `placeholderData`, …), typed for the query's data and your `select` result.
 */
export type ContentQueryOptions<
  TQueryFnData,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
> = Omit<UseQueryOptions<TQueryFnData, ContentApiError, TData, TQueryKey>, 'queryKey' | 'queryFn'>;

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
 * Query options for the brand's categories, for `useQuery`, `prefetchQuery` or
 * `ensureQueryData` (server-safe: no hooks). Starts from `contentQueryDefaults`
 * (`retry: false`, as retries are the client's job; `staleTime` 60 s); `options` adds or
 * overrides any TanStack option, `select` included, as TanStack's `queryOptions` does.
 *
 * @example
 * await queryClient.prefetchQuery(categoriesQueryOptions(client, 'acme-outdoor'));
 * const { data: names } = useQuery(categoriesQueryOptions(client, 'acme-outdoor', { select: (all) => all.map((c) => c.name) }));
 */
export function categoriesQueryOptions<TData = Category[]>(
  client: ContentClient,
  brandId: string,
  options?: ContentQueryOptions<Category[], TData, CategoriesKey>,
) {
  return queryOptions<Category[], ContentApiError, TData, CategoriesKey>({
    ...contentQueryDefaults,
    ...options,
    queryKey: contentKeys.categories(client, brandId),
    queryFn: ({ signal }) => client.getCategories(brandId, { signal }),
  });
}

/** Query options for one page of any list; the three public factories below name the kind. */
export function contentListQueryOptions<TData = Page>(
  client: ContentClient,
  kind: ListKind,
  value: string,
  { brandId, page, pageSize }: ContentListParams,
  options?: ContentQueryOptions<Page, TData, PageKey>,
) {
  return queryOptions<Page, ContentApiError, TData, PageKey>({
    ...contentQueryDefaults,
    ...options,
    queryKey: contentKeys.page(client, brandId, kind, value, { page, pageSize }),
    queryFn: ({ signal }) => client[listMethods[kind]](brandId, value, { page, pageSize, signal }),
  });
}

/**
 * Query options for one page of a category's content (server-safe); `options` as in
 * {@link categoriesQueryOptions}.
 *
 * @example
 * await queryClient.prefetchQuery(contentByCategoryQueryOptions(client, { brandId: 'acme-outdoor', categoryId: 'hiking', page: 1 }));
 */
export function contentByCategoryQueryOptions<TData = Page>(
  client: ContentClient,
  { categoryId, ...params }: ContentByCategoryParams,
  options?: ContentQueryOptions<Page, TData, PageKey>,
) {
  return contentListQueryOptions(client, 'category', categoryId, params, options);
}

/** Query options for one page of a language's content (server-safe). */
export function contentByLanguageQueryOptions<TData = Page>(
  client: ContentClient,
  { lang, ...params }: ContentByLanguageParams,
  options?: ContentQueryOptions<Page, TData, PageKey>,
) {
  return contentListQueryOptions(client, 'lang', lang, params, options);
}

/** Query options for one page of a tag's content (server-safe). */
export function contentByTagQueryOptions<TData = Page>(
  client: ContentClient,
  { tag, ...params }: ContentByTagParams,
  options?: ContentQueryOptions<Page, TData, PageKey>,
) {
  return contentListQueryOptions(client, 'tag', tag, params, options);
}
