import type { APIRoute } from 'astro';
import { documentResponse, siteUrlOf } from '../lib/discovery.server';

/** `/robots.txt`: everything but the API routes may be crawled; the sitemap's absolute URL. */
export const GET: APIRoute = ({ url }) => {
  const sitemap = new URL('/sitemap.xml', siteUrlOf(url)).href;
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemap}\n`;
  return documentResponse(body, 'text/plain; charset=utf-8', 'robots');
};
