// `/feed.xml`: the English RSS 2.0 feed (latest 20 articles, sanitized bodies), cached by tag.
import { connection } from 'next/server';
import { documentResponse, getFeeds } from '../../lib/discovery';

export async function GET() {
  await connection();
  return documentResponse((await getFeeds()).rss, 'application/rss+xml; charset=utf-8', 'feed');
}
