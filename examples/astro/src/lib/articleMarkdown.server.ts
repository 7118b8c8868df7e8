// Markdown for AI assistants at `/articles/<slug>.md` and at `/articles/<slug>` asked for with
// `Accept: text/markdown`. Astro matches `<slug>.md` to the same `[slug]` page (a dynamic segment
// takes the whole segment), so the page asks this module first, before it renders HTML.
import { acceptsMarkdown } from 'content-delivery-react/discovery';
import { markdownResponse, siteUrlOf } from './discovery.server';
import { findArticle } from './pages.server';

/**
 * The article's Markdown answer when the request asks for Markdown and the article exists;
 * `undefined` otherwise (the page renders HTML, or its 404).
 */
export async function articleMarkdown(
  segment: string,
  request: Request,
  url: URL,
): Promise<Response | undefined> {
  const markdownPath = segment.endsWith('.md');
  if (!markdownPath && !acceptsMarkdown(request.headers.get('accept'))) return undefined;
  const item = await findArticle(markdownPath ? segment.slice(0, -'.md'.length) : segment);
  return item === null ? undefined : markdownResponse(item, siteUrlOf(url));
}
