// Site search as the site offers it: the search page's address and its links, what the page says
// when an address cannot be searched, and what the two documents that announce the search (the
// home page's WebSite JSON-LD with a SearchAction, /opensearch.xml) say about the site; the
// library writes both (content-delivery-react/discovery) and reads the page's parameters
// (`readSearchParams`, content-delivery-react/search). No secrets and no library code: pages,
// the route handler and the search box's island import this.
import type { SiteSearchDiscoveryOptions } from 'content-delivery-react/discovery';
import type { SearchPageParams, SearchPageProblem } from 'content-delivery-react/search';
import { siteName, siteUrl } from './site';

/** The search page's path; its query is `q`, its filters `lang` and `page`. */
export const searchPath = '/search';

/**
 * The address of a search page: `/search?q=tent&lang=en&page=2` (page 1 has no `page`). The
 * site's own route, so written here, beside `searchPath`, as the other routes are in site.ts.
 */
export function searchHref({ query, lang, page }: Omit<SearchPageParams, 'problem'>): string {
  const parameters = new URLSearchParams({ q: query });
  if (lang !== undefined) parameters.set('lang', lang);
  if (page > 1) parameters.set('page', String(page));
  return `${searchPath}?${parameters}`;
}

/** What the page shows instead of results when `readSearchParams` finds a problem. */
export const searchProblems: Record<SearchPageProblem, string> = {
  'query-too-long': 'That search is too long: use at most 200 characters.',
  'malformed-lang': 'There is no such language to search in.',
  'page-out-of-range': 'There is no such page of results.',
};

/** The site and its search, for `createWebSiteJsonLd` and `createOpenSearchDescription`. */
export const siteSearchDiscovery: SiteSearchDiscoveryOptions = {
  siteUrl,
  name: siteName,
  description: `Search the articles of ${siteName}`,
  searchPath,
};

/** The path of the OpenSearch description, linked from every page's `<head>`. */
export const openSearchPath = '/opensearch.xml';

/** The OpenSearch description's media type (its `<link rel="search">` and its answer). */
export const openSearchType = 'application/opensearchdescription+xml';
