import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type {
  Category,
  ContentApiError,
  ContentClient,
  ContentItem,
  ContentPage,
} from '../client/index.js';
import { contentKeys, type ListKind } from './contentKeys.js';

/**
 * TanStack options every query of this library starts from (spread first, so an app's
 * own options win):
 * - `retry: false`: the client is the one retry layer (bounded, idempotent failures
 *   only); TanStack retrying on top would multiply the attempts;
 * - `staleTime: 60 s`: content changes rarely, and a page prefetched on the server or
 *   hydrated should not be fetched again as it mounts.
 *
 * `refetchOnWindowFocus` keeps TanStack's default (`true`, stale queries only): a tab left open
 * catches up with edits when the reader returns, at most once per `staleTime`, and a refresh
 * that fails keeps the data on screen (the components mark it `data-stale`, with no alert).
 */
export const contentQueryDefaults = {
  retry: false,
  staleTime: 60_000,
} as const;

/**
 * Items (or, in the reader's languages, translation groups) per page where a list is given no
 * `pageSize`: the list components and the pages of a translated list. The plain list hooks
 * and factories send none, so the service's own default applies there.
 */
export const defaultPageSize = 10;

/** The client method behind each list kind (called as a method, so class-based clients keep `this`). */
export const listMethods = {
  category: 'getContentByCategory',
  lang: 'getContentByLanguage',
  tag: 'getContentByTag',
} as const satisfies Record<ListKind, keyof ContentClient>;

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

/** Parameters of {@link contentByCategoryQueryOptions}: the brand, the category and the page. */
export interface ContentByCategoryParams extends ContentListParams {
  categoryId: string;
}
/** Parameters of {@link contentByLanguageQueryOptions}: the brand, the language and the page. */
export interface ContentByLanguageParams extends ContentListParams {
  lang: string;
}
/** Parameters of {@link contentByTagQueryOptions}: the brand, the tag and the page. */
export interface ContentByTagParams extends ContentListParams {
  tag: string;
}

/**
 * Query options for the brand's categories, for `useQuery`, `prefetchQuery` or
 * `ensureQueryData` (server-safe: no hooks). Starts from the library's defaults
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
export function contentListQueryOptions<TData = ContentPage>(
  client: ContentClient,
  kind: ListKind,
  value: string,
  { brandId, page, pageSize }: ContentListParams,
  options?: ContentQueryOptions<ContentPage, TData, PageKey>,
) {
  return queryOptions<ContentPage, ContentApiError, TData, PageKey>({
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
export function contentByCategoryQueryOptions<TData = ContentPage>(
  client: ContentClient,
  { categoryId, ...params }: ContentByCategoryParams,
  options?: ContentQueryOptions<ContentPage, TData, PageKey>,
) {
  return contentListQueryOptions(client, 'category', categoryId, params, options);
}

/** Query options for one page of a language's content (server-safe). */
export function contentByLanguageQueryOptions<TData = ContentPage>(
  client: ContentClient,
  { lang, ...params }: ContentByLanguageParams,
  options?: ContentQueryOptions<ContentPage, TData, PageKey>,
) {
  return contentListQueryOptions(client, 'lang', lang, params, options);
}

/** Query options for one page of a tag's content (server-safe). */
export function contentByTagQueryOptions<TData = ContentPage>(
  client: ContentClient,
  { tag, ...params }: ContentByTagParams,
  options?: ContentQueryOptions<ContentPage, TData, PageKey>,
) {
  return contentListQueryOptions(client, 'tag', tag, params, options);
}

// Reading the list pages back out of the cache (slug lookups and `findVariants` look there first).

function isPage(value: unknown): value is ContentPage {
  return (
    typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data)
  );
}

/** The pages of a cached list query: one page, or the `pages` of an infinite one. */
function pagesOf(data: unknown): ContentPage[] {
  if (typeof data !== 'object' || data === null) return [];
  const pages: unknown[] = 'pages' in data && Array.isArray(data.pages) ? data.pages : [data];
  // Apps may keep their own queries under our keys: only read what looks like a page.
  return pages.filter(isPage);
}

/**
 * A page of a list in the reader's languages (its key names `preferredLanguages`): its items
 * may come from a brand index, with no body, so they are not the service's `ContentItem`s.
 */
function isTranslatedPage(queryKey: QueryKey): boolean {
  const params = queryKey.at(-1);
  return typeof params === 'object' && params !== null && 'preferredLanguages' in params;
}

/**
 * Every item of every cached page of the service's lists of the brand (paged and infinite), in
 * cache order. Pages of translated lists are left out: their items are copies of the service's
 * (cached as pages of their own) or the brand index's, which have no body.
 */
export function* cachedListItems(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
): Generator<ContentItem> {
  for (const [queryKey, data] of queryClient.getQueriesData({
    queryKey: contentKeys.lists(client, brandId),
  })) {
    if (isTranslatedPage(queryKey)) continue;
    for (const page of pagesOf(data)) yield* page.data;
  }
}
