import type { LoaderFunctionArgs } from 'react-router';
import { brandSitemaps, documentResponse, siteUrlOf } from '../discovery.server';

/**
 * Resource route `/sitemap.xml`: the sitemap index (children at /sitemaps/<n>.xml), or the only
 * sitemap when the brand fits in one. Written from the brand index and streamed.
 */
export async function loader({ url }: LoaderFunctionArgs): Promise<Response> {
  const sitemaps = await brandSitemaps(siteUrlOf(url));
  return documentResponse(sitemaps.root(), 'application/xml; charset=utf-8', 'index');
}
