// `/sitemap.xml`: the sitemap index (children at /sitemaps/<n>.xml), or the only sitemap when the
// brand fits in one. Written from the brand index per request and streamed (see lib/discovery.ts).
import { connection } from 'next/server';
import { brandSitemaps, documentResponse } from '../../lib/discovery';

export async function GET() {
  // At request time, never at build time: the build has no service to read the brand from.
  await connection();
  const sitemaps = await brandSitemaps();
  return documentResponse(sitemaps.root(), 'application/xml; charset=utf-8', 'index');
}
