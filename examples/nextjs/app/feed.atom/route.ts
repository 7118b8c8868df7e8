// `/feed.atom`: the same feed as Atom 1.0.
import { connection } from 'next/server';
import { documentResponse, getFeeds } from '../../lib/discovery';

export async function GET() {
  await connection();
  return documentResponse((await getFeeds()).atom, 'application/atom+xml; charset=utf-8', 'feed');
}
