// Server-only data access: the keyed client and the cached data functions the pages call.
// The API key is read from the server's environment and never reaches the browser (the
// browser's island goes through app/api/content/[...path]/route.ts instead).
// (No `import 'server-only'`: that package is not installed in this repository; nothing in
// a 'use client' file imports this module, and the key is not a NEXT_PUBLIC_ variable, so a
// client bundle could not read it anyway.)
import { QueryClient } from '@tanstack/react-query';
import { findVariants, translatedListQueryOptions } from 'content-delivery-react';
import {
  type ContentItem,
  contentCacheTags,
  findContentBySlug,
  type IndexedContent,
  type PagedResult,
} from 'content-delivery-react/client';
import { cacheLife, cacheTag } from 'next/cache';
import { serverClient } from './serverClient';
import { brandId } from './site';

/**
 * Walks the brand again, for the revalidation webhook, and stores the walk: the pages' index
 * reads the store before it answers "not found", so it then knows every article published
 * before the call.
 */
export async function refreshBrandIndex(): Promise<void> {
  await serverClient.brandIndex?.refresh(brandId);
}

/** Items per list page, on every list route. */
const pageSize = 6;

/** A page of the brand's items in one language (the home page shows English). */
export async function getLanguagePage(
  lang: string,
  page: number,
): Promise<PagedResult<ContentItem>> {
  'use cache';
  cacheTag(contentCacheTags.brand(brandId), contentCacheTags.language(brandId, lang));
  cacheLife('minutes');
  return serverClient.getContentByLanguage(brandId, lang, { page, pageSize });
}

/** The site's language: lists show each article once, in English where it exists. */
const siteLanguages = ['en'];

/**
 * A tag's articles, one per translation group: in English where it exists, else the group's
 * source document. The service lists every language version of every article, so the whole
 * tag is collapsed: from the client's brand index (no request once built); cached once for
 * all its pages. Cards need no bodies, and the index holds none.
 */
async function getTagArticles(tag: string): Promise<IndexedContent[]> {
  'use cache';
  cacheTag(contentCacheTags.brand(brandId), contentCacheTags.tag(brandId, tag));
  cacheLife('minutes');
  const list = await new QueryClient().fetchQuery(
    translatedListQueryOptions(serverClient, 'tag', tag, {
      brandId,
      preferredLanguages: siteLanguages,
    }),
  );
  return list.items;
}

/** A page of a tag's articles: `pageSize` articles, `totalCount` counting articles, not languages. */
export async function getTagPage(tag: string, page: number): Promise<PagedResult<IndexedContent>> {
  const articles = await getTagArticles(tag);
  const start = (page - 1) * pageSize;
  return {
    page,
    pageSize,
    totalCount: articles.length,
    data: articles.slice(start, start + pageSize),
  };
}

/** An article and all its language versions (itself included), or `null` for an unknown slug. */
export async function getArticle(
  slug: string,
): Promise<{ item: ContentItem; variants: IndexedContent[] } | null> {
  'use cache';
  cacheTag(contentCacheTags.brand(brandId));
  cacheLife('minutes');
  const item = await findContentBySlug(serverClient, brandId, { slug });
  if (item === null) return null;
  cacheTag(contentCacheTags.category(brandId, item.categoryId));
  // From the client's brand index (no request once built); a fresh QueryClient for this
  // lookup, which findVariants searches through when the index cannot answer.
  const variants = await findVariants(new QueryClient(), serverClient, brandId, item);
  return { item, variants };
}
