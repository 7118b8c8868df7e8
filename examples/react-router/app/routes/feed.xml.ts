import type { LoaderFunctionArgs } from 'react-router';
import { documentResponse, englishFeed, siteUrlOf } from '../discovery.server';

/** Resource route `/feed.xml`: the English RSS 2.0 feed (latest 20 articles, sanitized bodies). */
export async function loader({ url }: LoaderFunctionArgs): Promise<Response> {
  const feed = await englishFeed(siteUrlOf(url));
  return documentResponse(feed.rss(), 'application/rss+xml; charset=utf-8', 'feed');
}
