import type { LoaderFunctionArgs } from 'react-router';
import { documentResponse, siteUrlOf } from '../discovery.server';

/** Resource route `/robots.txt`: everything but the API routes may be crawled; the sitemap's absolute URL. */
export function loader({ url }: LoaderFunctionArgs): Response {
  const sitemap = new URL('/sitemap.xml', siteUrlOf(url)).href;
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemap}\n`;
  return documentResponse(body, 'text/plain; charset=utf-8', 'robots');
}
