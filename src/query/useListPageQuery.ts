'use client';
import {
  keepPreviousData,
  type UseQueryResult,
  type UseSuspenseQueryResult,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { ContentApiError, ContentPage, IndexedContent } from '../client/index.js';
import { resolveBrandId, useContentData } from './ContentDataProvider.js';
import type { ListKind } from './contentKeys.js';
import {
  isTranslatedList,
  listPageQueryOptions,
  type TranslatedListHookParams,
} from './listPageQueryOptions.js';
import { contentListQueryOptions } from './queryOptions.js';
import {
  type ContentQueryHookParams,
  type ContentSuspenseHookParams,
  usePageQuery,
} from './useContentListQuery.js';

/**
 * One page of any list, either the service's page or, with `preferredLanguages` on a category
 * or tag list, a page of translation groups. `ContentList` and `useTranslatedContentList` use
 * it; the plain list hooks do not, so an app that never collapses translations does not
 * bundle the walk and the collapse. Pages are typed as pages of `IndexedContent`, what both
 * kinds hold (see `listPageQueryOptions`).
 */
export function useListPageQuery<TData = ContentPage<IndexedContent>>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentQueryHookParams<TData, ContentPage<IndexedContent>> & TranslatedListHookParams,
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
export function useListPageSuspenseQuery<TData = ContentPage<IndexedContent>>(
  consumer: string,
  kind: ListKind,
  value: string,
  params: ContentSuspenseHookParams<TData, ContentPage<IndexedContent>> & TranslatedListHookParams,
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
