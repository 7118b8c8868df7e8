// The article route's middleware: Markdown for AI assistants at `/articles/<slug>.md` and at
// `/articles/<slug>` asked for with `Accept: text/markdown`, HTML otherwise, and `Vary: Accept` on
// every answer of the route, so caches keep the two apart. React Router matches `<slug>.md` to the
// same `:slug` route (a segment cannot have a suffix), so the route tells them apart here, before
// its loader renders HTML. An unknown slug falls through to the loader, which answers the 404 page.
import { findContentBySlug } from 'content-delivery-react/client';
import { acceptsMarkdown } from 'content-delivery-react/discovery';
import type { MiddlewareFunction } from 'react-router';
import { serverClient } from './content.server';
import { markdownResponse, siteUrlOf } from './discovery.server';
import { brandId } from './site';

/** Longest slug looked up, as in article.server.ts. */
const maxSlugLength = 2_000;

export const articleMarkdown: MiddlewareFunction<Response> = async ({ request, params }, next) => {
  const segment = params.slug ?? '';
  const markdownPath = segment.endsWith('.md');
  if (markdownPath || acceptsMarkdown(request.headers.get('accept'))) {
    const slug = markdownPath ? segment.slice(0, -'.md'.length) : segment;
    const item =
      slug.length > 0 && slug.length <= maxSlugLength
        ? await findContentBySlug(serverClient, brandId, { slug })
        : null;
    if (item !== null) return markdownResponse(item, siteUrlOf(new URL(request.url)));
  }
  const response = await next();
  response.headers.append('vary', 'Accept');
  if (response.status === 404) response.headers.set('x-robots-tag', 'noindex');
  return response;
};
