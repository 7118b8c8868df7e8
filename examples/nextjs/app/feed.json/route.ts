// `/feed.json`: the same feed as JSON Feed 1.1.
import { connection } from 'next/server';
import { documentResponse, getFeeds } from '../../lib/discovery';

export async function GET() {
  await connection();
  return documentResponse((await getFeeds()).json, 'application/feed+json; charset=utf-8', 'feed');
}
