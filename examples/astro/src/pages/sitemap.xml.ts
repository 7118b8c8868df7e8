import type { APIRoute } from 'astro';
import { brandSitemaps, documentResponse, siteUrlOf } from '../lib/discovery.server';

/**
 * `/sitemap.xml`: the sitemap index (children at /sitemaps/<n>.xml), or the only sitemap when
 * the brand fits in one. Written from the brand index and streamed.
 */
export const GET: APIRoute = async ({ url }) => {
  const sitemaps = await brandSitemaps(siteUrlOf(url));
  return documentResponse(sitemaps.root(), 'application/xml; charset=utf-8', 'index');
};
