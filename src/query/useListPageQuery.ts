'use client';
import {
  keepPreviousData,
  type UseQueryResult,
  type UseSuspenseQueryResult,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { ContentApiError } from '../client/index.js';
import { resolveBrandId, useContentData } from './ContentDataProvider.js';
import type { ListKind } from './contentKeys.js';
import { isTranslatedList, listPageQueryOptions } from './listPageQueryOptions.js';
import { contentListQueryOptions } from './queryOptions.js';
import type { TranslatedPage } from './translatedPageQueryOptions.js';
import {
  type ContentQueryHookParams,
  type ContentSuspenseHookParams,
  usePageQuery,
} from './useContentList.js';

type Page = TranslatedPage;

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

/**
 * One page of any list, either the service's page or, with `preferredLanguages` on a category
 * or tag list, a page of translation groups. `ContentList` and `useTranslatedContentList` use
 * it; the plain list hooks do not, so an app that never collapses translations does not
 * bundle the walk and the collapse. Pages are typed as pages of `IndexedContent`, what both
 * kinds hold (see `listPageQueryOptions`).
 */
export function useListPageQuery<TData = Page>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentQueryHookParams<TData, Page> & TranslatedListHookParams,
): UseQueryResult<TData, ContentApiError> {
  const context = useContentData(consumer);
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
  // A translated list is loaded whole: there is no next page to fetch.
  const lookAhead = prefetchNextPage && !isTranslatedList(kind, preferredLanguages);
  return usePageQuery(options, lookAhead, (next) =>
    contentListQueryOptions(context.client, kind, value, { brandId: brand, page: next, pageSize }),
  );
}

/** The suspense form of {@link useListPageQuery}. */
export function useListPageSuspenseQuery<TData = Page>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentSuspenseHookParams<TData, Page> & TranslatedListHookParams,
): UseSuspenseQueryResult<TData, ContentApiError> {
  const context = useContentData(consumer);
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
