import type { ContentClient } from '../client/index.js';
import { isoDate } from '../shared/isoDate.js';
import { isLanguageTag, sameLanguageTag } from '../shared/languageTag.js';
import { brandIndexOf } from './brandIndexOf.js';
import { isPublished } from './documentValues.js';
import { type SiteRoutes, siteUrls } from './siteUrls.js';
import { textStream } from './textStream.js';
import { xmlText } from './xmlText.js';

// Sitemaps (sitemaps.org 0.9) of a whole brand, from its brand index: no request once the index
// is built, whatever the brand's size. The URLs are planned once (which child sitemap each goes
// to, within the protocol's 50 000 URLs and 50 MB), then each document is written while it is
// read: no sitemap is ever one string in memory.

/** Options of {@link createSitemaps}. */
export interface SitemapOptions extends SiteRoutes {
  /** A server client: its brand index lists the brand (`createContentClient` on a server has one). */
  client: ContentClient;
  brandId: string;
  /**
   * The route of child sitemap `n` (1, 2, …), e.g. ``(n) => `/sitemaps/${n}.xml` ``: the sitemap
   * index links to it. Checked like `getItemHref`: it must stay inside `siteUrl`.
   */
  getSitemapHref: (n: number) => string;
  /**
   * Other pages of the site to list first, as hrefs (the home page, category pages), without
   * `lastmod` or alternates. @default `[siteUrl]`: the home page
   */
  pages?: readonly string[] | undefined;
  /** Most URLs in one sitemap. @default 50_000 (the protocol's limit; more is not allowed) */
  maxUrls?: number | undefined;
  /** Most bytes in one sitemap, uncompressed. @default 52_428_800 (50 MiB, the protocol's limit) */
  maxBytes?: number | undefined;
  /** Stops reading the brand index (a walk in progress, say). */
  signal?: AbortSignal | undefined;
}

/** The sitemap documents of a brand. */
export interface Sitemaps {
  /** Child sitemaps (1 when everything fits in one: `root()` is then that sitemap itself). */
  readonly count: number;
  /** URLs listed, over all sitemaps. */
  readonly urls: number;
  /** The document for `/sitemap.xml`: the sitemap index, or the only sitemap when `count` is 1. */
  root(): ReadableStream<Uint8Array>;
  /** Child sitemap `n` (1 to `count`), or `undefined` for any other `n`. */
  sitemap(n: number): ReadableStream<Uint8Array> | undefined;
}

/** The sitemaps.org limits. */
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const urlsetStart =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetEnd = '</urlset>\n';

/**
 * One URL of a sitemap: a page of the site, or an item's page with what its entry needs of the
 * item (its language versions are found by `group`). Only these few fields are kept, not the
 * item: a 120 000-item brand's index entries would otherwise stay in memory as long as the
 * sitemaps do, which a Worker's 128 MB heap barely holds.
 */
interface Listed {
  url: string;
  lastmod: string | undefined;
  /** The item's language tag as written, for `hreflang`; `undefined` for a site page. */
  language: string | undefined;
  group: string | undefined;
  /** The item is its group's source document (the `x-default` alternate). */
  source: boolean;
}

/** A planned child sitemap: its slice of the URLs and the newest `lastmod` in it. */
interface Part {
  start: number;
  end: number;
  lastmod: string | undefined;
}

/** The UTF-8 length of `text` (URLs are ASCII, so this is almost always `text.length`). */
function byteLength(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, written as a range.
  return /^[\u0000-\u007f]*$/.test(text) ? text.length : new TextEncoder().encode(text).length;
}

function clamp(value: number | undefined, fallback: number, low: number, high: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(high, Math.max(low, Math.floor(value)));
}

/**
 * The sitemaps of a brand: every published item with a page (`getItemHref`), with
 * `lastmod` from `updatedAt` and an `xhtml:link rel="alternate"` for each language version
 * of it, plus `x-default` (the source document). Alternates are reciprocal: every item of a
 * translation group lists the same set, and lists only versions that are themselves in the
 * sitemap. Drafts, archived items, and items whose page is refused or outside `siteUrl` are
 * not listed. Read from the client's brand index: no request once it is built.
 *
 * @example
 * // app/sitemap.xml/route.ts (Next.js); app/sitemaps/[n]/route.ts answers `sitemap(n)`.
 * const sitemaps = await createSitemaps({
 *   client, brandId, siteUrl: 'https://www.example.com',
 *   getItemHref: (item) => `/articles/${encodeURIComponent(item.slug)}`,
 *   getSitemapHref: (n) => `/sitemaps/${n}.xml`,
 * });
 * return new Response(sitemaps.root(), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
 */
export async function createSitemaps(options: SitemapOptions): Promise<Sitemaps> {
  const index = brandIndexOf(options.client, 'createSitemaps');
  const urls = siteUrls(options);
  const maxUrls = clamp(options.maxUrls, MAX_URLS, 1, MAX_URLS);
  const maxBytes = clamp(options.maxBytes, MAX_BYTES, 1024, MAX_BYTES);

  const listed: Listed[] = [];
  for (const href of options.pages ?? [urls.siteUrl]) {
    const url = urls.url(href);
    if (url !== undefined) {
      listed.push({
        url,
        lastmod: undefined,
        language: undefined,
        group: undefined,
        source: false,
      });
    }
  }
  // Language versions by translation group; a version is an alternate only with a valid
  // language tag, and only the first of a group in each language (two `hreflang="de"` in one
  // set would make Google ignore the set).
  const groups = new Map<string, Listed[]>();
  for await (const item of index.entries(options.brandId, {
    status: 'Published',
    signal: options.signal,
  })) {
    if (!isPublished(item)) continue;
    const url = urls.pageUrl(item);
    if (url === undefined) continue;
    const entry: Listed = {
      url,
      lastmod: isoDate(item.updatedAt),
      language: item.language,
      group: item.translationGroupId,
      source: item.isSourceLanguageDocument,
    };
    listed.push(entry);
    if (!isLanguageTag(item.language)) continue;
    const group = groups.get(item.translationGroupId);
    if (group === undefined) groups.set(item.translationGroupId, [entry]);
    // One alternate per language, as every language filter compares tags (`de-AT` is `de-at`).
    else if (
      !group.some(
        (other) => other.language !== undefined && sameLanguageTag(other.language, item.language),
      )
    )
      group.push(entry);
  }

  const alternatesOf = (entry: Listed): string => {
    if (entry.group === undefined) return '';
    const group = groups.get(entry.group);
    if (group === undefined || group.length < 2 || !group.includes(entry)) return '';
    let links = '';
    for (const version of group) {
      links += `<xhtml:link rel="alternate" hreflang="${xmlText(version.language ?? '')}" href="${xmlText(version.url)}"/>`;
    }
    const source = group.find((version) => version.source);
    if (source !== undefined)
      links += `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlText(source.url)}"/>`;
    return links;
  };
  const urlElement = (entry: Listed): string => {
    const lastmod = entry.lastmod === undefined ? '' : `<lastmod>${entry.lastmod}</lastmod>`;
    return `<url><loc>${xmlText(entry.url)}</loc>${lastmod}${alternatesOf(entry)}</url>\n`;
  };

  // The plan: consecutive slices, each within both limits. Every URL element is written once
  // here to be measured, then dropped; it is written again when its sitemap is read.
  const parts: Part[] = [];
  let current: Part = { start: 0, end: 0, lastmod: undefined };
  let bytes = urlsetStart.length + urlsetEnd.length;
  for (const [position, entry] of listed.entries()) {
    const size = byteLength(urlElement(entry));
    if (
      current.end > current.start &&
      (current.end - current.start >= maxUrls || bytes + size > maxBytes)
    ) {
      parts.push(current);
      current = { start: position, end: position, lastmod: undefined };
      bytes = urlsetStart.length + urlsetEnd.length;
    }
    current.end = position + 1;
    bytes += size;
    const lastmod = entry.lastmod;
    if (lastmod !== undefined && (current.lastmod === undefined || lastmod > current.lastmod))
      current.lastmod = lastmod;
  }
  parts.push(current);

  const childUrls = parts.map((_, position) => {
    const n = position + 1;
    const url = urls.url(options.getSitemapHref(n));
    if (url === undefined)
      throw new TypeError(`getSitemapHref(${n}) must return a path inside siteUrl`);
    return url;
  });

  const sitemap = (n: number): ReadableStream<Uint8Array> | undefined => {
    const part = Number.isInteger(n) ? parts[n - 1] : undefined;
    if (part === undefined) return undefined;
    return textStream(function* () {
      yield urlsetStart;
      for (let position = part.start; position < part.end; position++) {
        const entry = listed[position];
        if (entry !== undefined) yield urlElement(entry);
      }
      yield urlsetEnd;
    });
  };
  const sitemapIndex = (): ReadableStream<Uint8Array> =>
    textStream(function* () {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      for (const [position, part] of parts.entries()) {
        const lastmod = part.lastmod === undefined ? '' : `<lastmod>${part.lastmod}</lastmod>`;
        yield `<sitemap><loc>${xmlText(childUrls[position] ?? '')}</loc>${lastmod}</sitemap>\n`;
      }
      yield '</sitemapindex>\n';
    });

  return {
    count: parts.length,
    urls: listed.length,
    root: () => (parts.length === 1 ? (sitemap(1) ?? sitemapIndex()) : sitemapIndex()),
    sitemap,
  };
}
