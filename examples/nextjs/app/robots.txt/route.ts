// `/robots.txt`: everything may be crawled but the API routes and the Markdown route (whose public
// URLs are the articles'), and the sitemap's absolute URL. A route handler rather than
// app/robots.ts, to send the cache policy of the other documents.
import { connection } from 'next/server';
import { documentResponse } from '../../lib/discovery';
import { siteUrl } from '../../lib/site';

export async function GET() {
  await connection();
  const sitemap = new URL('/sitemap.xml', siteUrl).href;
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /markdown/\n\nSitemap: ${sitemap}\n`;
  return documentResponse(body, 'text/plain; charset=utf-8', 'robots');
}
