// An article's Markdown. Not linked: proxy.ts rewrites `/articles/<slug>.md`, and
// `/articles/<slug>` asked for with `Accept: text/markdown`, to here, once the brand index knows
// the slug; the public URLs are those two. `Vary: Accept`: the article URL answers HTML or this.
import { articleMarkdown, documentNotFound, documentResponse } from '../../../lib/discovery';
import { isPlausibleRouteValue, routeValue } from '../../../lib/site';

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const slug = routeValue((await params).slug);
  const markdown = isPlausibleRouteValue(slug) ? await articleMarkdown(slug) : null;
  if (markdown === null) return documentNotFound();
  return documentResponse(markdown, 'text/markdown; charset=utf-8', 'article', 'Accept');
}
