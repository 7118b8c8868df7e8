// Server only: site search and "related articles", read from the keyed client's brand index
// (content-delivery-react/search). No request to the service once the index is built: the first
// search after a walk builds the search index and stores it beside the brand index.
import {
  contentCacheTags,
  type IndexedContent,
  isContentApiError,
} from 'content-delivery-react/client';
import {
  findRelated,
  type SearchPageParams,
  type SearchResults,
  searchContent,
} from 'content-delivery-react/search';
import { cacheLife, cacheTag } from 'next/cache';
import { connection } from 'next/server';
import { getArticle } from './content';
import { serverClient } from './serverClient';
import { brandId } from './site';

/** Results per search page (the search box's live results show as many). */
const pageSize = 10;

/**
 * A page of the search page's results, or `undefined` when the search itself is out of bounds
 * (the library's `invalid-request`: the page shows a message instead). Any other failure throws,
 * as the other pages' data does.
 *
 * Not cached: every query would be an entry of its own. Searched at request time only (the brand
 * index reads the clock, which Next refuses while it prerenders).
 */
export async function searchSite({
  query,
  lang,
  page,
}: SearchPageParams): Promise<SearchResults | undefined> {
  await connection();
  try {
    return await searchContent(serverClient, { brandId, query, lang, page, pageSize });
  } catch (error) {
    if (isContentApiError(error) && error.kind === 'invalid-request') return undefined;
    throw error;
  }
}

/**
 * Up to three articles in the language of the article at `slug` that share the most with it,
 * never itself: cached with the article (the same tag), so the webhook refreshes both.
 */
export async function relatedArticles(slug: string): Promise<IndexedContent[]> {
  'use cache';
  cacheTag(contentCacheTags.brand(brandId));
  cacheLife('minutes');
  const found = await getArticle(slug);
  return found === null ? [] : findRelated(serverClient, found.item, { brandId, limit: 3 });
}
