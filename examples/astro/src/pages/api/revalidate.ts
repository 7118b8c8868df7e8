import type { APIRoute } from 'astro';
import { serverClient } from '../../lib/content.server';
import { forgetFeed } from '../../lib/discovery.server';
import { serverSetting } from '../../lib/settings.server';
import { brandId } from '../../lib/site';

// Webhook for the content service (or your CMS): `POST /api/revalidate` with the shared secret in
// `x-revalidate-secret`. Every page renders per request, so there is no page cache to clear: the
// brand index is walked again (new, changed and removed articles show in lists, sitemaps,
// llms.txt and lookups) and the kept feed is dropped. Shared caches (a CDN) keep their copies for
// their `s-maxage`; purge them through the CDN's own API if that is too long.

/** SHA-256 of a text, with Web Crypto: the same on Node and on workerd (no `node:crypto`). */
async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Compares hashes, every byte of them, so the time taken says nothing about the secret (not
 * even its length).
 */
async function isSecret(given: string | null): Promise<boolean> {
  const secret = serverSetting('REVALIDATE_SECRET');
  if (secret === undefined || given === null) return false;
  const [expected, actual] = await Promise.all([sha256(secret), sha256(given)]);
  let difference = 0;
  expected.forEach((byte, index) => {
    difference |= byte ^ (actual[index] ?? 0);
  });
  return difference === 0;
}

/** Most bytes of a payload read: a CMS's webhook JSON is a few hundred. */
const maxPayloadBytes = 64 * 1024;

/**
 * Reads the payload to its end, keeping none of it; `false` when it is longer than
 * `maxPayloadBytes` (then the rest is left unread). Read even though unused: a Worker that answers
 * before reading a request's body breaks Miniflare's connection to workerd for the request after
 * it (a 500 under `astro preview`).
 */
async function drainPayload(request: Request): Promise<boolean> {
  const reader = request.body?.getReader();
  if (reader === undefined) return true;
  for (let size = 0; ; ) {
    const { done, value } = await reader.read();
    if (done) return true;
    size += value.byteLength;
    if (size > maxPayloadBytes) {
      await reader.cancel();
      return false;
    }
  }
}

export const POST: APIRoute = async ({ request, locals }) => {
  if (!(await drainPayload(request))) {
    return Response.json({ error: 'payload too large' }, { status: 413 });
  }
  if (!(await isSecret(request.headers.get('x-revalidate-secret')))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  // The walk takes seconds on a large brand: answered at once, walked after. Lookups that miss
  // meanwhile wait for it; the feed is dropped once the walk is in use.
  const walk = serverClient.brandIndex
    ?.refresh(brandId)
    .then(forgetFeed)
    .catch((error: unknown) => console.error('[api/revalidate] the brand walk failed', error));
  // A Worker's work ends with its response unless it is handed to `waitUntil`; Node keeps it.
  if (walk !== undefined) locals.cfContext?.waitUntil(walk);
  forgetFeed();
  // Answers without echoing the body: nothing a caller sends comes back.
  return Response.json({ revalidated: true });
};

/** Any other method: the webhook only takes POST. */
export const ALL: APIRoute = () =>
  Response.json({ error: 'method not allowed' }, { status: 405, headers: { allow: 'POST' } });
