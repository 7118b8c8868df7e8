import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ContentClient, ContentItem, PagedResult } from '../client/index.js';
import { contentKeys } from './contentKeys.js';

function isPage(value: unknown): value is PagedResult<ContentItem> {
  return (
    typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data)
  );
}

/** The pages of a cached list query: one page, or the `pages` of an infinite one. */
function pagesOf(data: unknown): PagedResult<ContentItem>[] {
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
