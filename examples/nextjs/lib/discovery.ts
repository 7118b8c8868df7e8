// Server only: the documents that make the site findable by search engines, feed readers and AI
// assistants (content-delivery-react/discovery), as the route handlers under app/ serve them.
//
// Two kinds of data behind them, refreshed by the webhook (app/api/revalidate/route.ts):
// - feeds and an article's Markdown read bodies from the service: 'use cache' functions tagged
//   with `contentCacheTags`, so the webhook's `revalidateTag` rebuilds them;
// - sitemaps and llms.txt read the brand index only (no request once it is built) and are
//   streamed: written per request from the index, which the webhook walks again. They are not
//   'use cache' values: a cache entry is one serialized value, and a sitemap may be 50 MB.
// Shared caches (CDNs) keep every answer for `s-maxage` and serve it stale while they refresh.

import { contentCacheTags } from 'content-delivery-react/client';
import {
  contentToMarkdown,
  createFeed,
  createLlmsTxt,
  createSitemaps,
} from 'content-delivery-react/discovery';
import { cacheLife, cacheTag } from 'next/cache';
import { getArticle } from './content';
import { feedHrefs } from './feedLinks';
import { serverClient } from './serverClient';
import { articleHref, brandId, siteUrl } from './site';

/**
 * `Cache-Control` of each kind of document: browsers ask again every time (`max-age=0`), shared
 * caches keep it for `s-maxage` seconds, then serve it stale for up to a day while they refresh.
 */
export const cacheControl = {
  /** Sitemaps, llms.txt: crawlers read them a few times a day; an hour behind is fine. */
  index: 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400',
  /** Feeds: feed readers poll every few minutes; 15 minutes behind is fine. */
  feed: 'public, max-age=0, s-maxage=900, stale-while-revalidate=86400',
  /** An article's Markdown: as fresh as its page. */
  article: 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
  /** robots.txt changes with the code, not the content. */
  robots: 'public, max-age=0, s-maxage=86400, stale-while-revalidate=604800',
} as const;

/** The site's name, for feeds and llms.txt. */
const siteName = 'Acme Outdoor';

/** Where child sitemap `n` lives. */
const sitemapHref = (n: number) => `/sitemaps/${n}.xml`;

/**
 * Most URLs in one sitemap. The protocol allows 50 000; `SITEMAP_MAX_URLS` (server environment,
 * read at run time) lowers it, so the demo brand shows a sitemap index with several children.
 */
function maxSitemapUrls(): number | undefined {
  const value = Number(process.env.SITEMAP_MAX_URLS);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The brand's sitemaps, planned from the brand index (no request to the service once it is built). */
export function brandSitemaps() {
  return createSitemaps({
    client: serverClient,
    brandId,
    siteUrl,
    getItemHref: articleHref,
    getSitemapHref: sitemapHref,
    maxUrls: maxSitemapUrls(),
  });
}

/** The English feed of the latest 20 articles in its three formats, cached until the webhook names the brand or English. */
export async function getFeeds(): Promise<{ rss: string; atom: string; json: string }> {
  'use cache';
  cacheTag(contentCacheTags.brand(brandId), contentCacheTags.language(brandId, 'en'));
  cacheLife('minutes');
  const feed = await createFeed({
    client: serverClient,
    brandId,
    lang: 'en',
    title: siteName,
    description: 'Guides for hikers, campers and climbers.',
    siteUrl,
    getItemHref: articleHref,
    feedHrefs,
  });
  return { rss: feed.rss(), atom: feed.atom(), json: feed.json() };
}

/** The English llms.txt, streamed from the brand index; each article links to its `.md`. */
export function llmsTxt(): Promise<ReadableStream<Uint8Array>> {
  return createLlmsTxt({
    client: serverClient,
    brandId,
    lang: 'en',
    title: siteName,
    summary: 'Guides for hikers, campers and climbers: gear, safety, trips and care.',
    details: [
      'Every article below links to its Markdown version. The same Markdown is served at the article URL to requests that send `Accept: text/markdown`.',
      // The MCP endpoint (app/mcp/route.ts, lib/mcpServer.ts), for agents that speak MCP.
      `MCP (Streamable HTTP): ${new URL('/mcp', siteUrl).href} — tools search_articles, get_article.`,
    ].join('\n\n'),
    siteUrl,
    getItemHref: articleHref,
  });
}

/**
 * An article as Markdown, or `null` for an unknown slug: cached and tagged with the brand like the
 * article page, and built from the page's own cached data (`getArticle`), so both refresh together.
 */
export async function articleMarkdown(slug: string): Promise<string | null> {
  'use cache';
  cacheTag(contentCacheTags.brand(brandId));
  cacheLife('minutes');
  const found = await getArticle(slug);
  if (found === null) return null;
  return contentToMarkdown(found.item, { siteUrl, getItemHref: articleHref });
}

/** A document's answer: its media type and cache policy, and `Vary: Accept` where the URL negotiates. */
export function documentResponse(
  body: BodyInit,
  contentType: string,
  cache: keyof typeof cacheControl,
  vary?: 'Accept',
): Response {
  const headers = new Headers({
    'content-type': contentType,
    'cache-control': cacheControl[cache],
  });
  if (vary !== undefined) headers.set('vary', vary);
  return new Response(body, { headers });
}

/** The 404 of a document route (an unknown child sitemap): plain text, not indexed, not cached long. */
export function documentNotFound(): Response {
  return new Response('Not found\n', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-robots-tag': 'noindex' },
  });
}
