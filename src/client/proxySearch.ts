import { proxyLookupsOf } from './brandIndex/indexedLookup.js';
import type { ContentClient } from './contentClient.js';
import type { RequestOptions } from './options.js';
import {
  type CheckedSearchQuery,
  normalizeSearchResults,
  type SearchResults,
  searchPath,
} from './searchResults.js';

// In a module of its own, imported only by the search's query options: the index lookups every
// page of a site loads stay without the search's URL and answer checks.

/** How a client asks its proxy to search, or `undefined` for a client not made with `brandIndex: 'proxy'`. */
export function proxySearch(
  client: ContentClient,
):
  | ((brandId: string, search: CheckedSearchQuery, call: RequestOptions) => Promise<SearchResults>)
  | undefined {
  const lookups = proxyLookupsOf(client);
  if (lookups === undefined) return undefined;
  return (brandId, search, call) =>
    lookups.ask(searchPath(brandId, search), normalizeSearchResults, call);
}
