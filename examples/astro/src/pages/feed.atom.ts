import type { APIRoute } from 'astro';
import { documentResponse, englishFeed, siteUrlOf } from '../lib/discovery.server';

/** `/feed.atom`: the same feed as Atom 1.0. */
export const GET: APIRoute = async ({ url }) => {
  const feed = await englishFeed(siteUrlOf(url));
  return documentResponse(feed.atom(), 'application/atom+xml; charset=utf-8', 'feed');
};
