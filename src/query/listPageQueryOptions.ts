import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ContentApiError, ContentClient } from '../client/index.js';
import { contentKeys, type ListKind } from './contentKeys.js';
import { listMethods } from './listMethods.js';
import { contentQueryDefaults } from './queryDefaults.js';
import type { ContentListParams, ContentQueryOptions, PageKey } from './queryOptions.js';
import { type TranslatedPage, translatedPageQueryOptions } from './translatedPageQueryOptions.js';
import type { TranslatedListHookParams } from './useListPageQuery.js';

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
export function listPageQueryOptions<TData = TranslatedPage>(
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
  options?: ContentQueryOptions<TranslatedPage, TData, PageKey>,
) {
  if (kind === 'lang' || !isTranslatedList(kind, preferredLanguages)) {
    return queryOptions<TranslatedPage, ContentApiError, TData, PageKey>({
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
