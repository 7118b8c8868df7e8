// Server only: what each page shows, read with the keyed client. The `.astro` pages render it.
import { QueryClient } from '@tanstack/react-query';
import {
  type ContentItem,
  type ContentSeoData,
  findVariants,
  getContentSeo,
  type PagedResult,
  textDirection,
  translatedListQueryOptions,
} from 'content-delivery-react';
import {
  findContentBySlug,
  type IndexedContent,
  isContentApiError,
} from 'content-delivery-react/client';
import { findRelated } from 'content-delivery-react/search';
import { serverClient } from './content.server';
import { articleHref, siteRoutes } from './links';
import { brandId, listPageSize, siteName } from './site';

/** Longest slug looked up; anything longer cannot be ours and answers 404 at once. */
const maxSlugLength = 2_000;

/** The site's language: lists show each article once, in English where it exists. */
const siteLanguages = ['en'];

/** An article by slug, in any language; `null` for a slug the brand does not have (a 404). */
export async function findArticle(slug: string | undefined): Promise<ContentItem | null> {
  if (slug === undefined || slug.length === 0 || slug.length > maxSlugLength) return null;
  return findContentBySlug(serverClient, brandId, { slug });
}

/** An article page: the item, its language versions, `lang`/`dir` and head data. */
export interface ArticlePage {
  item: ContentItem;
  variants: IndexedContent[];
  lang: string;
  dir: 'ltr' | 'rtl';
  seo: ContentSeoData;
  /** Up to three articles of its language that share its tags, category or title words. */
  related: IndexedContent[];
}

/** The article page's data; `null` when there is no such article. */
export async function loadArticlePage(
  slug: string | undefined,
  url: URL,
): Promise<ArticlePage | null> {
  const item = await findArticle(slug);
  if (item === null) return null;
  // From the client's brand index (no request once built); a QueryClient per request, which
  // findVariants reads the language lists through when the index cannot answer.
  const [variants, related] = await Promise.all([
    findVariants(new QueryClient(), serverClient, brandId, item),
    findRelated(serverClient, item, { brandId, limit: 3 }),
  ]);
  const seo = getContentSeo(item, {
    variants,
    siteUrl: url.origin,
    siteName,
    getItemHref: articleHref,
    getCategoryHref: siteRoutes.getCategoryHref,
  });
  return {
    item,
    variants,
    lang: item.language,
    dir: textDirection(item.language),
    seo,
    related,
  };
}

/** One page of the latest English articles. */
export function loadHomePage(page: number): Promise<PagedResult<IndexedContent>> {
  return serverClient.getContentByLanguage(brandId, 'en', { page, pageSize: listPageSize });
}

/**
 * One page of a tag's articles, each once (English, else the group's source document); `null`
 * for a tag the client cannot put in a URL (`..`, a lone surrogate): a 404.
 */
export async function loadTagPage(
  tag: string,
  page: number,
): Promise<PagedResult<IndexedContent> | null> {
  try {
    const { items } = await new QueryClient().fetchQuery(
      translatedListQueryOptions(serverClient, 'tag', tag, {
        brandId,
        preferredLanguages: siteLanguages,
      }),
    );
    const start = (page - 1) * listPageSize;
    return {
      page,
      pageSize: listPageSize,
      totalCount: items.length,
      data: items.slice(start, start + listPageSize),
    };
  } catch (error) {
    if (isContentApiError(error) && error.kind === 'invalid-request') return null;
    throw error;
  }
}
