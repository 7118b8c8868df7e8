import { contentCacheTags } from 'content-delivery-react/client';
import { revalidateTag } from 'next/cache';
import { brandId } from '../../../lib/content';

/** `POST /api/revalidate?tag=seo` revalidates one tag's pages; without `tag`, the whole brand. */
export async function POST(request: Request) {
  const tag = new URL(request.url).searchParams.get('tag');
  const cacheTag = tag ? contentCacheTags.tag(brandId, tag) : contentCacheTags.brand(brandId);
  revalidateTag(cacheTag, 'max');
  return Response.json({ revalidated: cacheTag });
}
