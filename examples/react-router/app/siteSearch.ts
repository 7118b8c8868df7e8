// Site search as the site offers it: the search page's address and how its loader reads the
// query, and the two documents that tell browsers and search engines about it (the home page's
// WebSite JSON-LD with a SearchAction, /opensearch.xml). All three name the same `/search?q=`
// template. Browser-safe (no `.server` import): root.tsx links the OpenSearch description.
import type { LinkDescriptor } from 'react-router';
import type { SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { siteName } from './site';

/** The search page's path; its query is `q`, its filters `lang` and `page`. */
export const searchPath = '/search';

/** What a search page shows: a query (trimmed, maybe blank), a language filter, a page. */
export interface SiteSearch {
  query: string;
  lang: string | undefined;
  page: number;
}

/** A search as the loader reads it: what it searches, and why it searches nothing, if it does not. */
export interface SearchRequest extends SiteSearch {
  /** Set when the address cannot be searched (the page answers 400 with this message). */
  problem?: string;
}

/** Most characters of a query: `searchContent` refuses more (`invalid-request`). */
const maxQueryLength = 200;
/** Last page of results `searchContent` serves. */
const maxPage = 100;
/** A language tag as the brand's items carry them (`en`, `pt-BR`); anything else is no language. */
const languageTag = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/;

/**
 * The search of a search page's URL. Out-of-bound input is not searched and not thrown: a query
 * over 200 characters (not echoed back), a page that is not 1–100, a language that is not a
 * language tag each come back with `problem`, which the page shows (with a 400 status).
 */
export function readSearchParams(parameters: URLSearchParams): SearchRequest {
  const query = (parameters.get('q') ?? '').trim();
  const lang = parameters.get('lang') || undefined;
  const pageValue = parameters.get('page');
  if (query.length > maxQueryLength) {
    return {
      query: '',
      lang: undefined,
      page: 1,
      problem: `That search is too long: use at most ${maxQueryLength} characters.`,
    };
  }
  if (lang !== undefined && !languageTag.test(lang)) {
    return { query, lang: undefined, page: 1, problem: 'There is no such language to search in.' };
  }
  const page = pageValue === null ? 1 : /^[1-9]\d{0,2}$/.test(pageValue) ? Number(pageValue) : 0;
  if (page < 1 || page > maxPage) {
    return { query, lang, page: 1, problem: 'There is no such page of results.' };
  }
  return { query, lang, page };
}

/** The address of a search page: `/search?q=tent&lang=en&page=2` (page 1 has no `page`). */
export function searchHref({ query, lang, page }: SiteSearch): string {
  const parameters = new URLSearchParams({ q: query });
  if (lang !== undefined) parameters.set('lang', lang);
  if (page > 1) parameters.set('page', String(page));
  return `${searchPath}?${parameters}`;
}

/** The search page's absolute URL template on `siteUrl`, `{name}` standing for the query. */
function searchUrlTemplate(siteUrl: string, name: string): string {
  return `${new URL(searchPath, siteUrl).href}?q={${name}}`;
}

/**
 * The home page's `WebSite` JSON-LD on `siteUrl`: the site's name and URL, and a `SearchAction`
 * on the search page, which search engines may offer as a search box for the site.
 */
export function webSiteJsonLd(siteUrl: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: searchUrlTemplate(siteUrl, 'search_term_string'),
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: new URL('/', siteUrl).href,
    potentialAction: search,
  };
}

/** The OpenSearch description's media type (its `<link rel="search">` and its answer). */
export const openSearchType = 'application/opensearchdescription+xml';

/** The `<link rel="search">` to the OpenSearch description, for every page's `links`. */
export const openSearchLink: LinkDescriptor = {
  rel: 'search',
  type: openSearchType,
  href: '/opensearch.xml',
  title: siteName,
};

/** The search engine's name in a browser's list: OpenSearch allows 16 characters. */
const openSearchShortName = 'Acme Outdoor';

/** XML text: the five characters that could end a value or start markup, escaped. */
function xmlText(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ?? '',
  );
}

/**
 * The OpenSearch 1.1 description of the site's search on `siteUrl` (`/opensearch.xml`):
 * browsers offer the site as a search engine from it. Every value is XML-escaped (the site's
 * origin may come from the request).
 */
export function openSearchDescription(siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${xmlText(openSearchShortName)}</ShortName>`,
    `  <Description>${xmlText(`Search the articles of ${siteName}`)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Url type="text/html" template="${xmlText(searchUrlTemplate(siteUrl, 'searchTerms'))}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
