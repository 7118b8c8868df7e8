import type { LoaderFunctionArgs } from 'react-router';
import { documentResponse, englishFeed, siteUrlOf } from '../discovery.server';

/** Resource route `/feed.atom`: the same feed as Atom 1.0. */
export async function loader({ url }: LoaderFunctionArgs): Promise<Response> {
  const feed = await englishFeed(siteUrlOf(url));
  return documentResponse(feed.atom(), 'application/atom+xml; charset=utf-8', 'feed');
}
