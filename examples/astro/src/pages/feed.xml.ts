import type { APIRoute } from 'astro';
import { documentResponse, englishFeed, siteUrlOf } from '../lib/discovery.server';

/** `/feed.xml`: the English RSS 2.0 feed (latest 20 articles, sanitized bodies). */
export const GET: APIRoute = async ({ url }) => {
  const feed = await englishFeed(siteUrlOf(url));
  return documentResponse(feed.rss(), 'application/rss+xml; charset=utf-8', 'feed');
};
