import type { LoaderFunctionArgs } from 'react-router';
import { documentResponse, englishFeed, siteUrlOf } from '../discovery.server';

/** Resource route `/feed.json`: the same feed as JSON Feed 1.1. */
export async function loader({ url }: LoaderFunctionArgs): Promise<Response> {
  const feed = await englishFeed(siteUrlOf(url));
  return documentResponse(feed.json(), 'application/feed+json; charset=utf-8', 'feed');
}
