// `/sitemaps/<n>.xml`: child sitemap n of the index at /sitemap.xml; any other name is a 404.
import { connection } from 'next/server';
import { brandSitemaps, documentNotFound, documentResponse } from '../../../lib/discovery';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).file);
  if (match === null) return documentNotFound();
  const sitemap = (await brandSitemaps()).sitemap(Number(match[1]));
  if (sitemap === undefined) return documentNotFound();
  return documentResponse(sitemap, 'application/xml; charset=utf-8', 'index');
}
