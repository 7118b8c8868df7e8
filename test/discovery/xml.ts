// Reading the generated XML back with a real XML parser (jsdom's, which reports any
// well-formedness error), as a crawler or feed reader would.
import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM('').window;

/** Parses `xml`; throws with the parser's message if it is not well-formed. */
export function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error !== undefined) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';

/** One `<url>` of a sitemap: its `loc`, `lastmod` and `hreflang` alternates. */
export interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: { hreflang: string; href: string }[];
}

export function sitemapUrls(xml: string): SitemapUrl[] {
  const document = parseXml(xml);
  return [...document.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagNameNS(sitemapNs, 'lastmod')[0]?.textContent ?? undefined,
    alternates: [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => ({
      hreflang: link.getAttribute('hreflang') ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  }));
}

/** The `<sitemap>` entries of a sitemap index. */
export function sitemapIndexEntries(xml: string): { loc: string; lastmod: string | undefined }[] {
  const document = parseXml(xml);
  return [...document.getElementsByTagNameNS(sitemapNs, 'sitemap')].map((entry) => ({
    loc: entry.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
    lastmod: entry.getElementsByTagNameNS(sitemapNs, 'lastmod')[0]?.textContent ?? undefined,
  }));
}
