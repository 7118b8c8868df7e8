import { findContentBySlug } from '../client/findContentBySlug.js';
import type { ContentClient, ContentItem, IndexedContent } from '../client/index.js';
import { currentSanitizer } from '../html/currentSanitizer.js';
import type { SanitizePolicy } from '../html/policy.js';
import { treeToHtml } from '../html/treeToHtml.js';
import { brandIndexOf } from './brandIndexOf.js';
import { isLanguageTag, isoDate, isPublished, type SiteRoutes, siteUrls } from './siteUrls.js';
import { xmlElement, xmlText } from './xmlText.js';

// Feeds of a brand's latest items in one language: RSS 2.0, Atom 1.0 and JSON Feed 1.1 from one
// selection. The items are chosen from the brand index (no request) and their bodies read fresh
// (one request each, `limit` at most), sanitized with the page's policy, with relative links
// made absolute. Written here, not with the `feed` package: it writes JSON Feed 1.0 only, and
// its XML writer (xml-js) escapes only the first `]]>` of a CDATA section and keeps characters
// XML forbids, so one hostile title breaks the whole feed. Every value here goes through
// `xmlText` (escaped, forbidden characters removed) or `JSON.stringify`.

/** Options of {@link createFeed}. */
export interface FeedOptions extends SiteRoutes {
  /** A server client: the items are chosen from its brand index. */
  client: ContentClient;
  brandId: string;
  /** The feed's language: only items in it. */
  lang: string;
  /** The feed's title, e.g. the site's name. */
  title: string;
  description?: string | undefined;
  /** Only items of this category. */
  categoryId?: string | undefined;
  /** Only items with this tag. */
  tag?: string | undefined;
  /** Items in the feed, newest `publishedDate` first. @default 20 (at most 100) */
  limit?: number | undefined;
  /** The feeds' own routes, for their `self` links (each checked like `getItemHref`). */
  feedHrefs?:
    | { rss?: string | undefined; atom?: string | undefined; json?: string | undefined }
    | undefined;
  /** The policy the page sanitizes bodies with. @default the page's default policy */
  policy?: SanitizePolicy | undefined;
  signal?: AbortSignal | undefined;
}

/** A feed in the three formats. */
export interface ContentFeed {
  /** RSS 2.0, bodies in `content:encoded`: serve as `application/rss+xml`. */
  rss(): string;
  /** Atom 1.0: serve as `application/atom+xml`. */
  atom(): string;
  /** JSON Feed 1.1: serve as `application/feed+json`. */
  json(): string;
}

/** One entry: the item (with its body when it could be read), its page, its sanitized body. */
interface FeedEntry {
  item: IndexedContent;
  url: string;
  html: string | undefined;
}

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** Bodies read at a time. */
const CONCURRENCY = 4;

const linkSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const mediaSchemes = new Set(['http:', 'https:']);

/** The newest `limit` published items matching the filters, from the index (no request). */
async function latestItems(options: FeedOptions, limit: number): Promise<IndexedContent[]> {
  const latest: IndexedContent[] = [];
  const entries = brandIndexOf(options.client, 'createFeed').entries(options.brandId, {
    lang: options.lang,
    categoryId: options.categoryId,
    tag: options.tag,
    status: 'Published',
    signal: options.signal,
  });
  const time = (item: IndexedContent) => Date.parse(item.publishedDate ?? '') || 0;
  for await (const item of entries) {
    if (!isPublished(item)) continue;
    // Kept sorted, newest first, `limit` long: a place found by a scan (limit ≤ 100).
    const at = latest.findIndex((other) => time(item) > time(other));
    if (at === -1) {
      if (latest.length < limit) latest.push(item);
    } else {
      latest.splice(at, 0, item);
      if (latest.length > limit) latest.pop();
    }
  }
  return latest;
}

/** The sanitized body as HTML with absolute URLs, or `undefined` where it cannot be sanitized here. */
function bodyHtml(
  item: ContentItem,
  base: string,
  policy: SanitizePolicy | undefined,
): string | undefined {
  const sanitizer = currentSanitizer();
  if (sanitizer?.supported !== true) return undefined;
  try {
    return treeToHtml(sanitizer.sanitize(item.content, policy), {
      resolveUrl(url) {
        try {
          const resolved = new URL(url, base);
          return linkSchemes.has(resolved.protocol) ? resolved.href : undefined;
        } catch {
          return undefined;
        }
      },
    });
  } catch {
    // Over the parse limits: the feed carries the description only, as for an unread body.
    return undefined;
  }
}

/** RFC 822 date for RSS (`Tue, 03 Jun 2008 09:39:21 GMT`). */
function rfc822(iso: string | undefined): string | undefined {
  return iso === undefined ? undefined : new Date(iso).toUTCString();
}

/**
 * A feed of the latest published items of a brand in one language (optionally of one category
 * or tag), in RSS 2.0, Atom 1.0 and JSON Feed 1.1. Bodies are the sanitized HTML the page
 * renders, with relative links and images made absolute; an item whose body cannot be read
 * (the service failed for it) or sanitized here is still listed, with its description.
 *
 * @example
 * const feed = await createFeed({ client, brandId, lang: 'en', title: 'Acme Outdoor',
 *   siteUrl: 'https://www.example.com', getItemHref: (item) => `/articles/${item.slug}` });
 * return new Response(feed.rss(), { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
 */
export async function createFeed(options: FeedOptions): Promise<ContentFeed> {
  const urls = siteUrls(options);
  const limit = Math.min(
    MAX_LIMIT,
    Math.max(1, Math.floor(options.limit ?? DEFAULT_LIMIT) || DEFAULT_LIMIT),
  );
  const chosen = await latestItems(options, limit);

  const entries: (FeedEntry | undefined)[] = new Array(chosen.length);
  let next = 0;
  const readBodies = async () => {
    while (next < chosen.length) {
      const position = next++;
      const indexed = chosen[position];
      if (indexed === undefined) continue;
      const url = urls.pageUrl(indexed);
      if (url === undefined) continue;
      const item = await findContentBySlug(options.client, options.brandId, {
        slug: indexed.slug,
        lang: indexed.language,
        signal: options.signal,
      }).catch((error: unknown) => {
        // The caller's abort ends the feed; any other failure costs this item its body only.
        if (options.signal?.aborted === true) throw error;
        return null;
      });
      entries[position] = {
        item: item ?? indexed,
        url,
        html: item === null ? undefined : bodyHtml(item, url, options.policy),
      };
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, readBodies));
  const listed = entries.filter((entry): entry is FeedEntry => entry !== undefined);

  const self = (href: string | undefined) => (href === undefined ? undefined : urls.url(href));
  const language = isLanguageTag(options.lang) ? options.lang : undefined;
  const newest = listed
    .map((entry) => isoDate(entry.item.updatedAt))
    .reduce<string | undefined>(
      (max, date) => (date !== undefined && (max === undefined || date > max) ? date : max),
      undefined,
    );
  const image = (entry: FeedEntry) => {
    if (entry.item.imageUrl === null) return undefined;
    try {
      const resolved = new URL(entry.item.imageUrl, entry.url);
      return mediaSchemes.has(resolved.protocol) ? resolved.href : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    rss() {
      const selfUrl = self(options.feedHrefs?.rss);
      const items = listed.map((entry) => {
        const { item } = entry;
        return [
          '<item>',
          xmlElement('title', item.title),
          xmlElement('link', entry.url),
          `<guid isPermaLink="true">${xmlText(entry.url)}</guid>`,
          xmlElement('pubDate', rfc822(isoDate(item.publishedDate))),
          xmlElement('description', item.description),
          xmlElement('content:encoded', entry.html),
          xmlElement('category', item.category),
          ...item.tags.map((tag) => xmlElement('category', tag)),
          '</item>',
        ].join('');
      });
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
        '<channel>',
        xmlElement('title', options.title),
        xmlElement('link', urls.siteUrl),
        xmlElement('description', options.description ?? options.title),
        xmlElement('language', language),
        xmlElement('lastBuildDate', rfc822(newest)),
        selfUrl === undefined
          ? ''
          : `<atom:link href="${xmlText(selfUrl)}" rel="self" type="application/rss+xml"/>`,
        ...items,
        '</channel>',
        '</rss>',
        '',
      ].join('\n');
    },
    atom() {
      const selfUrl = self(options.feedHrefs?.atom);
      const items = listed.map((entry) => {
        const { item } = entry;
        return [
          '<entry>',
          xmlElement('title', item.title),
          xmlElement('id', entry.url),
          `<link rel="alternate" type="text/html" href="${xmlText(entry.url)}"/>`,
          xmlElement('published', isoDate(item.publishedDate)),
          xmlElement('updated', isoDate(item.updatedAt) ?? isoDate(item.publishedDate) ?? newest),
          xmlElement('summary', item.description),
          entry.html === undefined ? '' : `<content type="html">${xmlText(entry.html)}</content>`,
          `<category term="${xmlText(item.category)}"/>`,
          ...item.tags.map((tag) => `<category term="${xmlText(tag)}"/>`),
          '</entry>',
        ].join('');
      });
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<feed xmlns="http://www.w3.org/2005/Atom"${language === undefined ? '' : ` xml:lang="${xmlText(language)}"`}>`,
        xmlElement('title', options.title),
        xmlElement('subtitle', options.description),
        xmlElement('id', selfUrl ?? urls.siteUrl),
        // Atom requires `updated`; an empty feed says "now".
        xmlElement('updated', newest ?? new Date().toISOString()),
        `<link rel="alternate" type="text/html" href="${xmlText(urls.siteUrl)}"/>`,
        selfUrl === undefined
          ? ''
          : `<link rel="self" type="application/atom+xml" href="${xmlText(selfUrl)}"/>`,
        // Atom requires an author for every entry: the site, named once for all.
        `<author><name>${xmlText(options.title)}</name></author>`,
        ...items,
        '</feed>',
        '',
      ].join('\n');
    },
    json() {
      const feed = {
        version: 'https://jsonfeed.org/version/1.1',
        title: options.title,
        home_page_url: urls.siteUrl,
        feed_url: self(options.feedHrefs?.json),
        description: options.description,
        language,
        items: listed.map((entry) => ({
          id: entry.item.id,
          url: entry.url,
          title: entry.item.title,
          content_html: entry.html,
          // JSON Feed requires content_html or content_text: the description when the body is missing.
          content_text: entry.html === undefined ? entry.item.description : undefined,
          summary: entry.item.description,
          image: image(entry),
          date_published: isoDate(entry.item.publishedDate),
          date_modified: isoDate(entry.item.updatedAt),
          tags: entry.item.tags,
          language: isLanguageTag(entry.item.language) ? entry.item.language : undefined,
        })),
      };
      // `JSON.stringify` writes a lone surrogate as a `\u` escape: the text is always valid UTF-8.
      return `${JSON.stringify(feed, null, 2)}\n`;
    },
  };
}
