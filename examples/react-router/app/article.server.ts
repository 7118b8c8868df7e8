import { QueryClient } from '@tanstack/react-query';
import {
  type ContentItem,
  findVariants,
  getContentSeo,
  textDirection,
} from 'content-delivery-react';
import { findContentBySlug, type IndexedContent } from 'content-delivery-react/client';
import { data } from 'react-router';
import { serverClient } from './content.server';
import { articleHref, siteRoutes } from './links';
import { brandId, siteName } from './site';

/** Longest slug looked up; anything longer cannot be ours and answers 404 at once. */
const maxSlugLength = 2_000;

/** An article by slug in any language, with every language version; a 404 response when there is none. */
export async function loadArticle(slug: string | undefined): Promise<{
  item: ContentItem;
  variants: IndexedContent[];
}> {
  if (slug === undefined || slug.length === 0 || slug.length > maxSlugLength) {
    throw data(null, { status: 404 });
  }
  const item = await findContentBySlug(serverClient, brandId, { slug });
  if (item === null) throw data(null, { status: 404 });
  // From the client's brand index (no request once built); a QueryClient per request, which
  // findVariants reads the language lists through when the index cannot answer.
  const variants = await findVariants(new QueryClient(), serverClient, brandId, item);
  return { item, variants };
}

/**
 * Head data for an article: title, description, canonical and hreflang alternates, JSON-LD
 * (absolute, on the origin of `url`, the page's URL a loader gets).
 */
export function articleSeo(url: URL, item: ContentItem, variants: readonly IndexedContent[]) {
  return getContentSeo(item, {
    variants,
    siteUrl: url.origin,
    siteName,
    getItemHref: articleHref,
    // No category pages here: the breadcrumb is home → article.
    getCategoryHref: siteRoutes.getCategoryHref,
  });
}

/** `lang` and `dir` for the document element. */
export function articleDocumentLanguage(item: ContentItem) {
  return { lang: item.language, dir: textDirection(item.language) };
}
