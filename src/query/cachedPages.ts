import type { QueryClient } from '@tanstack/react-query';
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

/** Every item of every cached list of the brand (paged and infinite), in cache order. */
export function* cachedListItems(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
): Generator<ContentItem> {
  for (const [, data] of queryClient.getQueriesData({
    queryKey: contentKeys.lists(client, brandId),
  })) {
    for (const page of pagesOf(data)) yield* page.data;
  }
}
