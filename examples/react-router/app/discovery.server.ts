// Server only: the documents that make the site findable by search engines, feed readers and AI
// assistants (content-delivery-react/discovery), as the resource routes serve them.
//
// Sitemaps and llms.txt read the brand index only (no request to the service once it is built)
// and are streamed, written per request. The feed reads its 20 bodies from the service, so it is
// kept here for a minute; the webhook (routes/api.revalidate.ts) walks the brand again and drops
// it. Shared caches (CDNs) keep every answer for `s-maxage` and serve it stale while they refresh.
import type { ContentItem } from 'content-delivery-react';
import {
  type ContentFeed,
  contentToMarkdown,
  createFeed,
  createLlmsTxt,
  createSitemaps,
  type SiteSearchDiscoveryOptions,
} from 'content-delivery-react/discovery';
import { serverClient } from './content.server';
import { feedHrefs } from './feedLinks';
import { articleHref } from './links';
import { brandId, siteName } from './site';
import { searchPath } from './siteSearch';

/**
 * `Cache-Control` of each kind of document: browsers ask again every time (`max-age=0`), shared
 * caches keep it for `s-maxage` seconds, then serve it stale for up to a day while they refresh.
 */
const cacheControl = {
  /** Sitemaps, llms.txt: crawlers read them a few times a day; an hour behind is fine. */
  index: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  /** Feeds: feed readers poll every few minutes; 15 minutes behind is fine. */
  feed: 'public, max-age=0, s-maxage=900, stale-while-revalidate=86400',
  /** An article's Markdown: 5 minutes, like a page. */
  article: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  /** robots.txt changes with the code, not the content. */
  robots: 'public, max-age=0, s-maxage=86400, stale-while-revalidate=604800',
} as const;

/**
 * The site's public origin: `SITE_URL` from the server's environment, else the request's own
 * origin (what the article pages' canonical links use too). Set `SITE_URL` in production, so a
 * forged `Host` header cannot put another site's URLs in a cached sitemap.
 */
export function siteUrlOf(url: URL): string {
  return process.env.SITE_URL ?? url.origin;
}

/** A document's answer, with its media type and cache policy. */
export function documentResponse(
  body: BodyInit,
  contentType: string,
  cache: keyof typeof cacheControl,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    headers: { 'content-type': contentType, 'cache-control': cacheControl[cache], ...headers },
  });
}

/** The 404 of a document route (an unknown child sitemap): plain text, not indexed. */
export function documentNotFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-robots-tag': 'noindex' },
  });
}

/**
 * Most URLs in one sitemap. The protocol allows 50 000; `SITEMAP_MAX_URLS` (server environment)
 * lowers it, so the demo brand shows a sitemap index with several children.
 */
function maxSitemapUrls(): number | undefined {
  const value = Number(process.env.SITEMAP_MAX_URLS);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The brand's sitemaps, from the brand index; child `n` at `/sitemaps/<n>.xml`. */
export function brandSitemaps(siteUrl: string) {
  return createSitemaps({
    client: serverClient,
    brandId,
    siteUrl,
    getItemHref: articleHref,
    getSitemapHref: (n) => `/sitemaps/${n}.xml`,
    maxUrls: maxSitemapUrls(),
  });
}

/** How long a built feed is served before it is built again (the webhook drops it sooner). */
const feedMaxAgeMs = 60_000;
let cachedFeed: { siteUrl: string; builtAt: number; feed: Promise<ContentFeed> } | undefined;

/** The English feed of the latest 20 articles, built at most once a minute per site URL. */
export function englishFeed(siteUrl: string): Promise<ContentFeed> {
  if (
    cachedFeed === undefined ||
    cachedFeed.siteUrl !== siteUrl ||
    Date.now() - cachedFeed.builtAt > feedMaxAgeMs
  ) {
    const feed = createFeed({
      client: serverClient,
      brandId,
      lang: 'en',
      title: siteName,
      description: 'Trail guides, gear reviews and safety checklists from the Acme Outdoor team.',
      siteUrl,
      getItemHref: articleHref,
      feedHrefs,
    });
    const entry = { siteUrl, builtAt: Date.now(), feed };
    cachedFeed = entry;
    // A failed build is not kept: the next request tries again.
    feed.catch(() => {
      if (cachedFeed === entry) cachedFeed = undefined;
    });
  }
  return cachedFeed.feed;
}

/** Drops the kept feed (the webhook, after the brand was walked again). */
export function forgetFeed(): void {
  cachedFeed = undefined;
}

/** The English llms.txt, streamed from the brand index; each article links to its `.md`. */
export function llmsTxt(siteUrl: string): Promise<ReadableStream<Uint8Array>> {
  return createLlmsTxt({
    client: serverClient,
    brandId,
    lang: 'en',
    title: siteName,
    summary: 'Trail guides, gear reviews and safety checklists from the Acme Outdoor team.',
    details:
      'Every article below links to its Markdown version. The same Markdown is served at the article URL to requests that send `Accept: text/markdown`.',
    siteUrl,
    getItemHref: articleHref,
  });
}

/**
 * The site and its search on `siteUrl`, for the home page's WebSite JSON-LD
 * (`createWebSiteJsonLd`) and `/opensearch.xml` (`createOpenSearchDescription`). The browser's
 * list of search engines shows 'Acme Outdoor': the library shortens the name to OpenSearch's 16
 * characters at a word.
 */
export function siteSearchDiscovery(siteUrl: string): SiteSearchDiscoveryOptions {
  return { siteUrl, name: siteName, description: `Search the articles of ${siteName}`, searchPath };
}

/** An article's Markdown answer (`Vary: Accept`: its URL also answers HTML). */
export function markdownResponse(item: ContentItem, siteUrl: string): Response {
  const markdown = contentToMarkdown(item, { siteUrl, getItemHref: articleHref });
  return documentResponse(markdown, 'text/markdown; charset=utf-8', 'article', { vary: 'Accept' });
}
