import type { APIRoute } from 'astro';
import { documentResponse, llmsTxt, siteUrlOf } from '../lib/discovery.server';

/**
 * `/llms.txt` (llmstxt.org): one section per category, each article a link to its Markdown.
 * Markdown in content, served as text/plain (as llmstxt.org's own file is, and what browsers
 * show instead of downloading).
 */
export const GET: APIRoute = async ({ url }) =>
  documentResponse(await llmsTxt(siteUrlOf(url)), 'text/plain; charset=utf-8', 'index');
