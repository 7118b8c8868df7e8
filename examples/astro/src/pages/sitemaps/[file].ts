import type { APIRoute } from 'astro';
import {
  brandSitemaps,
  documentNotFound,
  documentResponse,
  siteUrlOf,
} from '../../lib/discovery.server';

/** `/sitemaps/<n>.xml`: child sitemap n of /sitemap.xml; any other name is a 404. */
export const GET: APIRoute = async ({ url, params }) => {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file ?? '');
  if (match === null) return documentNotFound();
  const sitemap = (await brandSitemaps(siteUrlOf(url))).sitemap(Number(match[1]));
  if (sitemap === undefined) return documentNotFound();
  return documentResponse(sitemap, 'application/xml; charset=utf-8', 'index');
};
