import type { QueryClient } from '@tanstack/react-query';
import type { ContentClient, ContentItem, PagedResult } from '../client/index.js';
import type { ListKind } from './contentKeys.js';
import {
  type ContentListParams,
  type ContentQueryOptions,
  contentListQueryOptions,
  type PageKey,
} from './queryOptions.js';
import { translatedPageQueryOptions } from './translatedPageQueryOptions.js';
import type { TranslatedListHookParams } from './useListPageQuery.js';

type Page = PagedResult<ContentItem>;

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
 * translated list.
 */
export function listPageQueryOptions<TData = Page>(
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
  options?: ContentQueryOptions<Page, TData, PageKey>,
) {
  if (kind === 'lang' || !isTranslatedList(kind, preferredLanguages)) {
    return contentListQueryOptions(client, kind, value, { brandId, page, pageSize }, options);
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
