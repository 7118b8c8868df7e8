import { createHash, timingSafeEqual } from 'node:crypto';
import type { ActionFunctionArgs } from 'react-router';
import { serverClient } from '../content.server';
import { forgetFeed } from '../discovery.server';
import { brandId } from '../site';

// Webhook for the content service (or your CMS): `POST /api/revalidate` with the shared secret in
// `x-revalidate-secret`. This site renders every page per request, so there is no page cache to
// clear: the brand index is walked again (new, changed and removed articles show in lists,
// sitemaps, llms.txt and lookups) and the kept feed is dropped. Shared caches (a CDN) keep their
// copies for their `s-maxage`; purge them through the CDN's own API if that is too long.

/** Compares hashes, so the time taken says nothing about the secret (not even its length). */
function isSecret(given: string | null): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || given === null) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export function action({ request }: ActionFunctionArgs): Response {
  if (request.method !== 'POST')
    return Response.json({ error: 'method not allowed' }, { status: 405 });
  if (!isSecret(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  // The walk takes seconds on a large brand: answered at once, walked after. Lookups that miss
  // meanwhile wait for it; the feed is dropped once the walk is in use.
  void serverClient.brandIndex
    ?.refresh(brandId)
    .then(forgetFeed)
    .catch((error: unknown) => console.error('[api/revalidate] the brand walk failed', error));
  forgetFeed();
  // Answers without echoing the body: nothing a caller sends comes back.
  return Response.json({ revalidated: true });
}
