import { runPool } from '../client/boundedPool.js';
import { publishedTime } from '../client/brandIndex/indexedContent.js';
import { findContentBySlug } from '../client/findContentBySlug.js';
import type { ContentClient, ContentItem, IndexedContent } from '../client/index.js';
import { currentSanitizer } from '../html/currentSanitizer.js';
import type { SanitizePolicy } from '../html/policy.js';
import { treeToHtml } from '../html/treeToHtml.js';
import { isoDate } from '../shared/isoDate.js';
import { isLanguageTag } from '../shared/languageTag.js';
import { brandIndexOf } from './brandIndexOf.js';
import { isPublished } from './documentValues.js';
import { atomFeed, type FeedData, type FeedEntry, jsonFeed, rssFeed } from './feedFormats.js';
import { absoluteContentUrl, type SiteRoutes, siteUrls } from './siteUrls.js';

// Feeds of a brand's latest items in one language: RSS 2.0, Atom 1.0 and JSON Feed 1.1 from one
// selection, written by feedFormats.ts. The items are chosen from the brand index (no request)
// and their bodies read fresh (one request each, `limit` at most), sanitized with the page's
// policy, with relative links made absolute. Written here, not with the `feed` package: it writes JSON Feed 1.0 only, and
// its XML writer (xml-js) escapes only the first `]]>` of a CDATA section and keeps characters
// XML forbids, so one hostile title breaks the whole feed. Every value goes through `xmlText`
// (escaped, forbidden characters removed) or `JSON.stringify`.

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

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
/** Bodies read at a time. */
const CONCURRENCY = 4;

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
  const time = (item: IndexedContent) => publishedTime(item) ?? 0;
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
      resolveUrl: (url) => absoluteContentUrl(url, base, 'link'),
    });
  } catch {
    // Over the parse limits: the feed carries the description only, as for an unread body.
    return undefined;
  }
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
  const readBody = async (indexed: IndexedContent, position: number) => {
    const url = urls.pageUrl(indexed);
    if (url === undefined) return;
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
      image: absoluteContentUrl(indexed.imageUrl, url, 'media'),
    };
  };
  await runPool(
    chosen.map((indexed, position) => () => readBody(indexed, position)),
    CONCURRENCY,
  );
  const listed = entries.filter((entry): entry is FeedEntry => entry !== undefined);

  const self = (href: string | undefined) => (href === undefined ? undefined : urls.url(href));
  const feed: FeedData = {
    title: options.title,
    description: options.description,
    siteUrl: urls.siteUrl,
    language: isLanguageTag(options.lang) ? options.lang : undefined,
    newest: listed
      .map((entry) => isoDate(entry.item.updatedAt))
      .reduce<string | undefined>(
        (max, date) => (date !== undefined && (max === undefined || date > max) ? date : max),
        undefined,
      ),
    selfUrls: {
      rss: self(options.feedHrefs?.rss),
      atom: self(options.feedHrefs?.atom),
      json: self(options.feedHrefs?.json),
    },
    entries: listed,
  };
  return { rss: () => rssFeed(feed), atom: () => atomFeed(feed), json: () => jsonFeed(feed) };
}
