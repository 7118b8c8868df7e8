import { queryOptions } from '@tanstack/react-query';
import { invalidRequest } from '../client/errorBuilding.js';
import type { ContentApiError, ContentClient } from '../client/index.js';
import { proxySearch } from '../client/proxySearch.js';
import {
  type CheckedSearchQuery,
  checkSearchQuery,
  type SearchQuery,
  type SearchResults,
} from '../client/searchResults.js';
import { contentKeys, type SearchKeyParams } from './contentKeys.js';
import { type ContentQueryOptions, contentQueryDefaults } from './queryOptions.js';

/** The query key of a site search. */
export type SearchKey = ReturnType<typeof contentKeys.search>;

/** Parameters of {@link searchQueryOptions}: the brand and the search (query, filters, page). */
export interface ContentSearchParams extends SearchQuery {
  /** The brand searched. */
  brandId: string;
}

/** A search's key part: the query as it will be searched (trimmed, defaults applied). */
function searchKeyParams(params: ContentSearchParams): SearchKeyParams {
  try {
    return checkSearchQuery(params);
  } catch {
    // The query function rejects with the reason; the key only has to be stable.
    const { query, lang, categoryId, tag, page, pageSize } = params;
    return { query: String(query), lang, categoryId, tag, page, pageSize };
  }
}

/** The answer to an empty query: no hits, and no request. */
export function emptySearchResults(search: Pick<CheckedSearchQuery, 'page' | 'pageSize'>) {
  return {
    query: '',
    page: search.page,
    pageSize: search.pageSize,
    totalCount: 0,
    hits: [],
  } satisfies SearchResults;
}

/**
 * Query options for a site search through the proxy's search route (server-safe: no hooks), for
 * a client made with `brandIndex: 'proxy'`: one `GET {baseUrl}/search/{brandId}?q=…`, answered
 * from the server's brand index, cancelled with the query. The query is checked first
 * (`invalid-request` for one over 200 characters, a page out of bounds, a filter no path can
 * carry); an empty or blank query answers no hits without a request. Another client rejects
 * with `invalid-request`, field `brandIndex` (a server searches with `searchContent` from
 * `content-delivery-react/search`). `options` as in `categoriesQueryOptions`.
 *
 * @example
 * const { data } = useQuery(searchQueryOptions(client, { brandId: 'acme-outdoor', query: 'tent', lang: 'en' }));
 */
export function searchQueryOptions(
  client: ContentClient,
  params: ContentSearchParams,
  options?: ContentQueryOptions<SearchResults, SearchResults, SearchKey>,
) {
  const { brandId } = params;
  return queryOptions<SearchResults, ContentApiError, SearchResults, SearchKey>({
    ...contentQueryDefaults,
    ...options,
    queryKey: contentKeys.search(client, brandId, searchKeyParams(params)),
    queryFn: async ({ signal }) => {
      const search = proxySearch(client);
      if (search === undefined) {
        throw invalidRequest(
          "site search in a browser needs a client made with brandIndex: 'proxy' (it asks the proxy's search route); on a server, call searchContent from content-delivery-react/search",
          'brandIndex',
        );
      }
      const checked = checkSearchQuery(params);
      if (checked.query === '') return emptySearchResults(checked);
      return search(brandId, checked, { signal });
    },
  });
}
