// Runs before `/articles/<slug>` renders (Next 16's proxy, on the Node.js runtime), for two jobs
// the page cannot do:
//
// 1. A real 404. With Cache Components the page's static shell has started a 200 response before
//    the page finds out the slug is unknown. Here the brand index answers first, with no request
//    to the service once it is built (`fresh: false`), and an unknown or implausible slug is
//    rewritten to a path no route matches: Next answers it with app/not-found.tsx, status 404
//    and `noindex`.
// 2. Markdown for AI assistants. `/articles/<slug>.md` (a dynamic segment cannot end in `.md`) and
//    `/articles/<slug>` with `Accept: text/markdown` are rewritten to app/markdown/[slug]/route.ts.
//    Both answers of the article URL carry `Vary: Accept`, so caches keep HTML and Markdown apart.
//
// The index is the pages' one: the same store (lib/serverClient.ts), so the webhook's walk is
// seen here at the next miss.
import { findContentBySlug } from 'content-delivery-react/client';
import { acceptsMarkdown } from 'content-delivery-react/discovery';
import { type NextRequest, NextResponse } from 'next/server';
import { serverClient } from './lib/serverClient';
import { brandId, isPlausibleRouteValue } from './lib/site';

export const config = { matcher: '/articles/:slug' };

/** Where unknown articles are rewritten to: no route matches it, so Next renders its 404. */
const notFoundPath = '/article-not-found';

/** The slug of a path segment, or `undefined` when it cannot be one (malformed escape, `..`, too long). */
function slugOf(segment: string): string | undefined {
  let slug: string;
  try {
    slug = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return slug !== '.' && slug !== '..' && isPlausibleRouteValue(slug) ? slug : undefined;
}

function notFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(notFoundPath, request.url), {
    headers: { 'x-robots-tag': 'noindex', vary: 'Accept' },
  });
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const segment = request.nextUrl.pathname.slice('/articles/'.length);
  const markdownPath = segment.endsWith('.md');
  const slug = slugOf(markdownPath ? segment.slice(0, -'.md'.length) : segment);
  if (slug === undefined) return notFound(request);
  let known: boolean;
  try {
    known = (await findContentBySlug(serverClient, brandId, { slug, fresh: false })) !== null;
  } catch {
    // The index cannot answer (the service is down before the first walk): let the page try,
    // and answer as it can.
    return NextResponse.next({ headers: { vary: 'Accept' } });
  }
  if (!known) return notFound(request);
  if (markdownPath || acceptsMarkdown(request.headers.get('accept'))) {
    return NextResponse.rewrite(new URL(`/markdown/${encodeURIComponent(slug)}`, request.url), {
      headers: { vary: 'Accept' },
    });
  }
  return NextResponse.next({ headers: { vary: 'Accept' } });
}
