import type { SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { toWellFormed } from '../shared/wellFormed.js';
import { absoluteContentUrl, siteLocation } from './siteUrls.js';
import { xmlText } from './xmlText.js';

// How browsers and search engines learn that a site has a search page: the home page's
// `WebSite` JSON-LD with a `SearchAction` (schema.org; a search engine may offer a search box
// for the site), and an OpenSearch 1.1 description (served at e.g. `/opensearch.xml`, linked
// from every page's head) from which a browser offers the site as a search engine. Both name the
// same search page with the query in `q`, the parameter `<ContentSearch>`'s form sends.
//
// Everything here is the site's setup, not content: a `siteUrl` that is not http(s), a search
// page outside the site or an empty name throws a `TypeError` on the first request, where
// writing a document without it would announce a search that does not work.

/** Options of {@link createWebSiteJsonLd} and {@link createOpenSearchDescription}. */
export interface SiteSearchDiscoveryOptions {
  /**
   * The site's absolute URL, e.g. `https://www.example.com` (the WebSite's `url`). Set it from
   * the server's configuration, not from the request's `Host`, or a forged header chooses it.
   */
  siteUrl: string;
  /** The site's name: the WebSite's `name`, and the OpenSearch `LongName`. */
  name: string;
  /**
   * The name in a browser's list of search engines (OpenSearch `ShortName`): at most 16
   * characters, a longer one is shortened at the last word (or, in one long word, character)
   * that fits. @default `name`, shortened
   */
  shortName?: string | undefined;
  /**
   * What the search finds, in a sentence (OpenSearch `Description`, at most 1 024 characters:
   * a longer one is shortened as `shortName` is). @default `name`
   */
  description?: string | undefined;
  /**
   * The search page, as your router links to it: a path (`/search`) or an absolute URL inside
   * `siteUrl`. Its query goes in `q`, after any parameters of its own (`/search?lang=en`).
   * @default '/search'
   */
  searchPath?: string | undefined;
  /**
   * The search engine's icon in the browser (OpenSearch `Image`): a path or an absolute http(s)
   * URL, its media type (`image/png`) and its size in pixels (browsers look for 16×16 or 64×64).
   */
  image?:
    | {
        href: string;
        type?: string | undefined;
        width?: number | undefined;
        height?: number | undefined;
      }
    | undefined;
}

/** OpenSearch 1.1's longest `ShortName`, `LongName` and `Description`, in characters. */
const openSearchLimits = { shortName: 16, longName: 48, description: 1024 } as const;

/** Well-formed, on one line: whitespace runs (line breaks too) as one space, ends trimmed. */
function oneLine(text: string): string {
  return toWellFormed(text).replace(/\s+/g, ' ').trim();
}

/**
 * `text` (one line) in at most `limit` characters (code points, as the spec counts them): cut
 * after the last whole word that fits, or inside a single long word after the last whole
 * grapheme, so no accent or emoji is split from its base.
 */
function shortened(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let kept = '';
  let characters = 0;
  // Made here, not when the entry loads: only a long name needs it.
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    characters += [...segment].length;
    if (characters > limit) break;
    kept += segment;
  }
  if (kept.length === text.length) return text;
  // One grapheme over the limit (a letter under dozens of combining marks): cut it.
  if (kept === '') return [...text].slice(0, limit).join('');
  const lastSpace = kept.lastIndexOf(' ');
  // Cut inside a word: back to the end of the previous one, when there is one.
  return text[kept.length] !== ' ' && lastSpace > 0 ? kept.slice(0, lastSpace) : kept.trimEnd();
}

/** The site and its search page's URL template, checked once for both documents. */
function siteSearch(options: SiteSearchDiscoveryOptions) {
  const site = siteLocation(options.siteUrl);
  const name = oneLine(options.name);
  if (name === '') throw new TypeError('name must be the site’s name, not empty');
  const searchUrl = site.url(options.searchPath ?? '/search');
  if (searchUrl === undefined) {
    throw new TypeError('searchPath must be a path or a URL inside siteUrl, e.g. /search');
  }
  const search = new URL(searchUrl);
  // Braces of its own would read as template parameters: encoded, they are what they were.
  const ownParameters = search.search.slice(1).replace(/[{}]/g, encodeURIComponent);
  search.search = '';
  search.hash = '';
  return {
    siteUrl: site.siteUrl,
    name,
    /** The search page's URL with the query as `{placeholder}` (unencoded: it is a template). */
    searchTemplate: (placeholder: string) =>
      `${search.href}?${ownParameters === '' ? '' : `${ownParameters}&`}q={${placeholder}}`,
  };
}

/**
 * The home page's `WebSite` JSON-LD: the site's name and URL, and a `SearchAction` on its search
 * page (`/search?q={search_term_string}`). Render it with `serializeJsonLd`, which escapes what
 * could end the script element. Throws a `TypeError` for a `siteUrl` that is not an absolute
 * http(s) URL, a `searchPath` outside it or an empty `name`.
 *
 * @example
 * const webSite = createWebSiteJsonLd({ siteUrl: 'https://www.example.com', name: 'Acme Outdoor' });
 * <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(webSite) }} />
 */
export function createWebSiteJsonLd(options: SiteSearchDiscoveryOptions): WithContext<WebSite> {
  const { siteUrl, name, searchTemplate } = siteSearch(options);
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: searchTemplate('search_term_string') },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: siteUrl,
    potentialAction: search,
  };
}

/** The `<Image>` element, its URL absolute and its attributes checked. */
function imageElement(image: SiteSearchDiscoveryOptions['image'], siteUrl: string): string {
  if (image === undefined) return '';
  const href = absoluteContentUrl(image.href, siteUrl, 'media');
  if (href === undefined) throw new TypeError('image.href must be a path or an http(s) URL');
  const attributes: string[] = [];
  for (const dimension of ['width', 'height'] as const) {
    const size = image[dimension];
    if (size === undefined) continue;
    if (!Number.isInteger(size) || size < 1) {
      throw new TypeError(`image.${dimension} must be a positive whole number of pixels`);
    }
    attributes.push(` ${dimension}="${size}"`);
  }
  if (image.type !== undefined) attributes.push(` type="${xmlText(oneLine(image.type))}"`);
  return `  <Image${attributes.join('')}>${xmlText(href)}</Image>\n`;
}

/**
 * The OpenSearch 1.1 description of the site's search: serve it as
 * `application/opensearchdescription+xml; charset=utf-8` (at `/opensearch.xml`, say), and link
 * it from every page's head with `<link rel="search" type="application/opensearchdescription+xml"
 * title="…" href="/opensearch.xml">`. Names are shortened to the spec's lengths and every value
 * is escaped (characters XML forbids removed), so no name breaks the document. Throws a
 * `TypeError` as {@link createWebSiteJsonLd} does, and for an `image` that is not http(s).
 *
 * @example
 * const xml = createOpenSearchDescription({ siteUrl, name: 'Acme Outdoor Journal',
 *   description: 'Search the trail guides of Acme Outdoor' });
 * return new Response(xml, { headers: { 'content-type': 'application/opensearchdescription+xml; charset=utf-8' } });
 */
export function createOpenSearchDescription(options: SiteSearchDiscoveryOptions): string {
  const { siteUrl, name, searchTemplate } = siteSearch(options);
  const givenShortName = options.shortName === undefined ? '' : oneLine(options.shortName);
  const shortName = shortened(
    givenShortName === '' ? name : givenShortName,
    openSearchLimits.shortName,
  );
  const longName = shortened(name, openSearchLimits.longName);
  const givenDescription = options.description === undefined ? '' : oneLine(options.description);
  const description = shortened(
    givenDescription === '' ? name : givenDescription,
    openSearchLimits.description,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">\n',
    `  <ShortName>${xmlText(shortName)}</ShortName>\n`,
    longName === shortName ? '' : `  <LongName>${xmlText(longName)}</LongName>\n`,
    `  <Description>${xmlText(description)}</Description>\n`,
    '  <InputEncoding>UTF-8</InputEncoding>\n',
    imageElement(options.image, siteUrl),
    `  <Url type="text/html" method="get" template="${xmlText(searchTemplate('searchTerms'))}"/>\n`,
    '</OpenSearchDescription>\n',
  ].join('');
}
