// Server only: site search and "related articles", read from the server client's brand index
// (content-delivery-react/search), the index the proxy's search route answers the browser from.
// No request to the service once the index is built.
import type { ContentItem } from 'content-delivery-react';
import { type IndexedContent, isContentApiError } from 'content-delivery-react/client';
import {
  findRelated,
  type SearchPageParams,
  type SearchResults,
  searchContent,
} from 'content-delivery-react/search';
import { serverClient } from './content.server';
import { brandId } from './site';

/** Results per search page (the search box's live results show as many). */
const pageSize = 10;

/**
 * A page of the search page's results, or `undefined` when the search itself is out of bounds
 * (the library's `invalid-request`: the page answers 400 with a message). Any other failure
 * throws, as the other loaders' data does.
 */
export async function searchSite({
  query,
  lang,
  page,
}: SearchPageParams): Promise<SearchResults | undefined> {
  try {
    return await searchContent(serverClient, { brandId, query, lang, page, pageSize });
  } catch (error) {
    if (isContentApiError(error) && error.kind === 'invalid-request') return undefined;
    throw error;
  }
}

/** Up to three articles in `item`'s language that share the most with it, never itself. */
export function relatedArticles(item: ContentItem): Promise<IndexedContent[]> {
  return findRelated(serverClient, item, { brandId, limit: 3 });
}
