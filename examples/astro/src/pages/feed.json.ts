import type { APIRoute } from 'astro';
import { documentResponse, englishFeed, siteUrlOf } from '../lib/discovery.server';

/** `/feed.json`: the same feed as JSON Feed 1.1. */
export const GET: APIRoute = async ({ url }) => {
  const feed = await englishFeed(siteUrlOf(url));
  return documentResponse(feed.json(), 'application/feed+json; charset=utf-8', 'feed');
};
