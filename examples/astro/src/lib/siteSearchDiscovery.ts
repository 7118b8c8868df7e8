import { siteName } from './site';

// How browsers and search engines learn that this site has a search page: the home page's
// `WebSite` JSON-LD with a `SearchAction` (a sitelinks search box), and an OpenSearch
// description (`/opensearch.xml`, linked from every page's head) that lets a browser add the
// site as a search engine. Both name `/search?q=` on the site's origin.

/** The site's name in a browser's list of search engines (OpenSearch: at most 16 characters). */
const shortName = 'Acme Outdoor';

/** What the OpenSearch document says the search finds. */
const searchDescription = `Search the trail guides, gear reviews and safety checklists of ${siteName}.`;

/** The home page's `WebSite` JSON-LD: the site, and its search page as a `SearchAction`. */
export function webSiteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `value` as XML text or attribute value: the origin may come from the request's `Host`. */
function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? '');
}

/** The OpenSearch 1.1 description document of the search page on `origin`. */
export function openSearchDescription(origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${xmlText(shortName)}</ShortName>`,
    `  <Description>${xmlText(searchDescription)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image type="image/svg+xml">${xmlText(`${origin}/favicon.svg`)}</Image>`,
    `  <Url type="text/html" method="get" template="${xmlText(`${origin}/search?q={searchTerms}`)}"/>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}
