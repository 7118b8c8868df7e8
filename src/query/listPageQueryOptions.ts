import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { invalidRequest } from '../client/errorBuilding.js';
import type {
  ContentApiError,
  ContentClient,
  ContentPage,
  IndexedContent,
} from '../client/index.js';
import type { TranslatableListKind } from './contentKeys.js';
import { contentKeys, type ListKind } from './contentKeys.js';
import {
  type ContentListParams,
  type ContentQueryOptions,
  contentQueryDefaults,
  defaultPageSize,
  listMethods,
  type PageKey,
} from './queryOptions.js';
import {
  type TranslatedList,
  type TranslatedListParams,
  translatedListQueryOptions,
} from './translatedListQueryOptions.js';

// One page of a list as the paged hooks and `ContentList` show it: the service's page, or a
// page of translation groups cut from the list in the reader's languages.

/**
 * The reader's languages of a category or tag list. A language list is in one language
 * already, so the language hooks do not take them.
 */
export interface TranslatedListHookParams {
  /**
   * Show one item per translation group, in the first of these languages it exists in (RFC 4647
   * lookup: `de-AT`, then `de`, then the next one), else in its original language. The whole
   * list is then loaded once (`ceil(min(totalCount, maxItems) / 100)` requests) and paged
   * locally: `pageSize` counts translation groups (every page but the last is full),
   * `totalCount` is the number of groups, `pageSize` defaults to 10, and paging costs no request.
   * Items are `IndexedContent` (no bodies); on a server with a brand index the list comes from
   * the index (see `translatedListQueryOptions`). On a server pass the route's language or `Accept-Language`, not `navigator.languages`.
   */
  preferredLanguages?: readonly string[] | undefined;
  /**
   * With `preferredLanguages`: items loaded at most (every language counted) from the service.
   * A longer list shows the groups of its first `maxItems` items and logs a development
   * warning. A list from a server's brand index is never cut.
   * @default 1000
   */
  maxItems?: number | undefined;
}

/** A page of a translated list: its items are the list's, `IndexedContent`. */

/** One page of a translated list. */
export interface TranslatedPageParams extends TranslatedListParams {
  /** @default 1 */
  page?: number | undefined;
  /** Translation groups per page. @default 10 */
  pageSize?: number | undefined;
}

/** Why a page cannot be cut from a list, or `undefined` when it can. */
function pagingError(page: number, pageSize: number): ContentApiError | undefined {
  for (const [name, value] of [
    ['page', page],
    ['pageSize', pageSize],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1) {
      return invalidRequest(`${name} must be a whole number from 1`, name);
    }
  }
  return undefined;
}

/**
 * One page of a translated list as an ordinary `PagedResult`: `pageSize` translation groups
 * (every page but the last one full), `totalCount` the number of groups, so `Pagination` and
 * `getNextPageParam` page by groups.
 */
function translatedListPage(
  list: TranslatedList,
  page: number,
  pageSize: number,
): ContentPage<IndexedContent> {
  const start = (page - 1) * pageSize;
  return {
    page,
    pageSize,
    totalCount: list.items.length,
    data: list.items.slice(start, start + pageSize),
  };
}

/**
 * Query options for one page of a translated list, for the paged hooks: a page query of its
 * own (so every TanStack option a hook takes stays typed for a page), cut from the cached
 * translated list. The page is there at once when the list is cached (`initialData`, dated
 * like the list, so it goes stale with it); otherwise its function loads the list through the
 * QueryClient, walking it once for all pages.
 *
 * Its key is the list's page key with the languages added:
 * `[…list(kind, value), 'page', { page, pageSize, preferredLanguages, maxItems }]`.
 */
function translatedPageQueryOptions<TData = ContentPage<IndexedContent>>(
  queryClient: QueryClient,
  client: ContentClient,
  kind: TranslatableListKind,
  value: string,
  {
    brandId,
    preferredLanguages,
    maxItems = 1000,
    page = 1,
    pageSize = defaultPageSize,
  }: TranslatedPageParams,
  options?: ContentQueryOptions<ContentPage<IndexedContent>, TData, PageKey>,
) {
  const list = translatedListQueryOptions(client, kind, value, {
    brandId,
    preferredLanguages,
    maxItems,
  });
  const pageParams = { page, pageSize, preferredLanguages: [...preferredLanguages], maxItems };
  const queryKey: PageKey = [...contentKeys.list(client, brandId, kind, value), 'page', pageParams];
  return queryOptions<ContentPage<IndexedContent>, ContentApiError, TData, PageKey>({
    ...contentQueryDefaults,
    initialData: () => {
      const cached = queryClient.getQueryData(list.queryKey);
      if (cached === undefined || pagingError(page, pageSize) !== undefined) return undefined;
      return translatedListPage(cached, page, pageSize);
    },
    // TanStack asks only when `initialData` gave data, so the list's state exists then; a
    // caller reading the options before anything is cached gets `undefined`, not a throw.
    initialDataUpdatedAt: () => queryClient.getQueryState(list.queryKey)?.dataUpdatedAt,
    ...options,
    queryKey,
    queryFn: async () => {
      const error = pagingError(page, pageSize);
      if (error !== undefined) throw error;
      return translatedListPage(await queryClient.fetchQuery(list), page, pageSize);
    },
  });
}

/**
 * `true` when a list is shown in the reader's languages: category and tag lists given
 * `preferredLanguages` (a language list is in one language already).
 */
export function isTranslatedList(
  kind: ListKind,
  preferredLanguages: readonly string[] | undefined,
): preferredLanguages is readonly string[] {
  return kind !== 'lang' && preferredLanguages !== undefined;
}

/**
 * One page of a list as the paged hooks show it: the service's page, or, with
 * `preferredLanguages` on a category or tag list, a page of translation groups cut from the
 * translated list. Either is typed as a page of `IndexedContent`, what both hold (a translated
 * list from the brand index has no bodies); the service's page is the same query (key and
 * function) as `contentListQueryOptions`'s, its items full `ContentItem`s.
 */
export function listPageQueryOptions<TData = ContentPage<IndexedContent>>(
  queryClient: QueryClient,
  client: ContentClient,
  kind: ListKind,
  value: string,
  {
    brandId,
    page,
    pageSize,
    preferredLanguages,
    maxItems,
  }: ContentListParams & TranslatedListHookParams,
  options?: ContentQueryOptions<ContentPage<IndexedContent>, TData, PageKey>,
) {
  if (kind === 'lang' || !isTranslatedList(kind, preferredLanguages)) {
    return queryOptions<ContentPage<IndexedContent>, ContentApiError, TData, PageKey>({
      ...contentQueryDefaults,
      ...options,
      queryKey: contentKeys.page(client, brandId, kind, value, { page, pageSize }),
      queryFn: ({ signal }) =>
        client[listMethods[kind]](brandId, value, { page, pageSize, signal }),
    });
  }
  return translatedPageQueryOptions(
    queryClient,
    client,
    kind,
    value,
    { brandId, preferredLanguages, maxItems, page, pageSize },
    options,
  );
}
