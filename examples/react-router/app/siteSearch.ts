// Site search as the site offers it: the search page's address and its links, what the page says
// when an address cannot be searched, and the `<link rel="search">` to the OpenSearch
// description. The library reads the page's parameters (`readSearchParams`,
// content-delivery-react/search) and writes the documents that announce the search
// (discovery.server.ts). Browser-safe (no `.server` import, no library code): root.tsx links
// the OpenSearch description.

import type { SearchPageParams, SearchPageProblem } from 'content-delivery-react/search';
import type { LinkDescriptor } from 'react-router';
import { siteName } from './site';

/** The search page's path; its query is `q`, its filters `lang` and `page`. */
export const searchPath = '/search';

/**
 * The address of a search page: `/search?q=tent&lang=en&page=2` (page 1 has no `page`). The
 * site's own route, so written here, beside `searchPath`, as the other routes are in links.ts.
 */
export function searchHref({ query, lang, page }: Omit<SearchPageParams, 'problem'>): string {
  const parameters = new URLSearchParams({ q: query });
  if (lang !== undefined) parameters.set('lang', lang);
  if (page > 1) parameters.set('page', String(page));
  return `${searchPath}?${parameters}`;
}

/** What the page answers (with a 400) instead of results when `readSearchParams` finds a problem. */
export const searchProblems: Record<SearchPageProblem, string> = {
  'query-too-long': 'That search is too long: use at most 200 characters.',
  'malformed-lang': 'There is no such language to search in.',
  'page-out-of-range': 'There is no such page of results.',
};

/** The OpenSearch description's media type (its `<link rel="search">` and its answer). */
export const openSearchType = 'application/opensearchdescription+xml';

/** The `<link rel="search">` to the OpenSearch description, for every page's `links`. */
export const openSearchLink: LinkDescriptor = {
  rel: 'search',
  type: openSearchType,
  href: '/opensearch.xml',
  title: siteName,
};
