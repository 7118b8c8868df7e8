import type { LoaderFunctionArgs } from 'react-router';
import { documentResponse, llmsTxt, siteUrlOf } from '../discovery.server';

/**
 * Resource route `/llms.txt` (llmstxt.org): one section per category, each article a link to its
 * Markdown. Markdown in content, served as text/plain (as llmstxt.org's own file is, and what
 * browsers show instead of downloading).
 */
export async function loader({ url }: LoaderFunctionArgs): Promise<Response> {
  return documentResponse(await llmsTxt(siteUrlOf(url)), 'text/plain; charset=utf-8', 'index');
}
