// Webhook for the content service (or your CMS): POST { "tag": "gear" } (or "categoryId",
// "lang", or {} for the whole brand) with the shared secret in `x-revalidate-secret`,
// and the cached pages of exactly that content are refreshed on their next request. The brand
// index is walked again after the answer, so a new article's page is found at once too.
import { createHash, timingSafeEqual } from 'node:crypto';
import { contentCacheTags } from 'content-delivery-react/client';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { refreshBrandIndex } from '../../../lib/content';
import { brandId, isPlausibleRouteValue } from '../../../lib/site';

/** Compares hashes, so the time taken says nothing about the secret (not even its length). */
function isSecret(given: string | null): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret || given === null) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The fields a webhook body may have; any other field makes it invalid. */
const acceptedFields = new Set(['brandId', 'tag', 'categoryId', 'lang']);

/** The one cache tag a webhook body names, or `undefined` when the body is not one we accept. */
function tagFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const fields = new Map(Object.entries(body));
  if ([...fields.keys()].some((name) => !acceptedFields.has(name))) return undefined;
  const read = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' && isPlausibleRouteValue(value) ? value : undefined;
  };
  if (fields.has('brandId') && fields.get('brandId') !== brandId) return undefined;
  const named = ['tag', 'categoryId', 'lang'].filter((name) => fields.has(name));
  if (named.length > 1) return undefined;
  const tag = read('tag');
  if (tag !== undefined) return contentCacheTags.tag(brandId, tag);
  const categoryId = read('categoryId');
  if (categoryId !== undefined) return contentCacheTags.category(brandId, categoryId);
  const lang = read('lang');
  if (lang !== undefined) return contentCacheTags.language(brandId, lang);
  return named.length === 0 ? contentCacheTags.brand(brandId) : undefined;
}

export async function POST(request: Request) {
  if (!isSecret(request.headers.get('x-revalidate-secret'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  const body: unknown = await request.json().catch(() => null);
  const tag = tagFromBody(body);
  if (tag === undefined) return Response.json({ error: 'invalid body' }, { status: 400 });
  // 'max': serve the cached page once more while it refreshes in the background.
  revalidateTag(tag, 'max');
  // Any change may add or move articles, so every accepted call also walks the brand index
  // again (one walk at a time; calls during a walk share the one after it). A walk takes
  // seconds on a large brand: after the answer, so the sender does not wait; then the brand's
  // pages are revalidated once more, so an article page that answered "not found" before the
  // walk asks the index again.
  after(async () => {
    await refreshBrandIndex();
    revalidateTag(contentCacheTags.brand(brandId), 'max');
  });
  // Answers without echoing the body: nothing a caller sends comes back.
  return Response.json({ revalidated: true });
}
