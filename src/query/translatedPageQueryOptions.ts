import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { invalidRequest } from '../client/errorBuilding.js';
import type {
  ContentApiError,
  ContentClient,
  IndexedContent,
  PagedResult,
} from '../client/index.js';
import { contentKeys } from './contentKeys.js';
import { contentQueryDefaults } from './queryDefaults.js';
import type { ContentQueryOptions, PageKey } from './queryOptions.js';
import {
  type TranslatableListKind,
  type TranslatedList,
  type TranslatedListParams,
  translatedListQueryOptions,
} from './translatedListQueryOptions.js';

/** A page of a translated list: its items are the list's, `IndexedContent`. */
export type TranslatedPage = PagedResult<IndexedContent>;
type Page = TranslatedPage;

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
function translatedListPage(list: TranslatedList, page: number, pageSize: number): Page {
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
export function translatedPageQueryOptions<TData = Page>(
  queryClient: QueryClient,
  client: ContentClient,
  kind: TranslatableListKind,
  value: string,
  { brandId, preferredLanguages, maxItems = 1000, page = 1, pageSize = 10 }: TranslatedPageParams,
  options?: ContentQueryOptions<Page, TData, PageKey>,
) {
  const list = translatedListQueryOptions(client, kind, value, {
    brandId,
    preferredLanguages,
    maxItems,
  });
  const pageParams = { page, pageSize, preferredLanguages: [...preferredLanguages], maxItems };
  const queryKey: PageKey = [...contentKeys.list(client, brandId, kind, value), 'page', pageParams];
  return queryOptions<Page, ContentApiError, TData, PageKey>({
    ...contentQueryDefaults,
    initialData: () => {
      const cached = queryClient.getQueryData(list.queryKey);
      if (cached === undefined || pagingError(page, pageSize) !== undefined) return undefined;
      return translatedListPage(cached, page, pageSize);
    },
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
