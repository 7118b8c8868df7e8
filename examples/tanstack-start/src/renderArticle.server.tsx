// Server only: renders an article to static HTML with `renderToStaticMarkup`, so the page that
// shows it downloads none of the library's components and no DOMPurify (nothing of it hydrates).
// The price: links inside the HTML are plain `<a>` (full page loads), and nothing in it is
// interactive.
import { QueryClient } from '@tanstack/react-query';
import {
  ContentArticle,
  ContentToc,
  findVariants,
  getContentSeo,
  LanguageSwitcher,
  RelatedContent,
  textDirection,
} from 'content-delivery-react';
import { type ContentItem, findContentBySlug } from 'content-delivery-react/client';
import { findRelated } from 'content-delivery-react/search';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverClient } from './content.server';
import { articleHref, siteRoutes } from './links';
import { seoHead } from './seoHead';
import { brandId, siteName } from './site';

/**
 * "Related articles" below `item` as HTML (cards linking to up to three articles of its
 * language that share its tags, category or title words; `findRelated` over the server client's
 * brand index, no request to the service); `''` when nothing is related.
 */
async function renderRelatedArticles(item: ContentItem): Promise<string> {
  const related = await findRelated(serverClient, item, { brandId, limit: 3 });
  if (related.length === 0) return '';
  return renderToStaticMarkup(
    <div lang={item.language} dir={textDirection(item.language)}>
      <RelatedContent items={related} routes={siteRoutes} />
    </div>,
    // Its own ids (the heading's), apart from those of the page it is put in.
    { identifierPrefix: 'related-' },
  );
}

/** The related articles below the article with `slug` as HTML; `''` when there is none or nothing is related. */
export async function renderRelatedArticlesOf(slug: string): Promise<string> {
  const item = await findContentBySlug(serverClient, brandId, { slug });
  return item === null ? '' : renderRelatedArticles(item);
}

/**
 * The article with `slug` as HTML (language links, table of contents, the sanitized article),
 * its `head()` and `<html lang dir>`; `null` when there is none.
 */
export async function renderArticlePage(slug: string, siteUrl: string) {
  const item = await findContentBySlug(serverClient, brandId, { slug });
  if (item === null) return null;
  // A QueryClient per request, which findVariants reads the language lists through when the
  // brand index cannot answer.
  const [variants, related] = await Promise.all([
    findVariants(new QueryClient(), serverClient, brandId, item),
    renderRelatedArticles(item),
  ]);
  const html = renderToStaticMarkup(
    <>
      <LanguageSwitcher item={item} variants={variants} routes={siteRoutes} />
      <div className="article-layout" lang={item.language} dir={textDirection(item.language)}>
        <ContentToc html={item.content} />
        <ContentArticle
          item={item}
          headingAnchors={{ selfLink: true }}
          showReadingTime
          routes={siteRoutes}
        />
      </div>
    </>,
  );
  const seo = getContentSeo(item, {
    variants,
    siteUrl,
    siteName,
    getItemHref: articleHref,
    getCategoryHref: siteRoutes.getCategoryHref,
  });
  return {
    html: html + related,
    head: seoHead(seo),
    document: { lang: item.language, dir: textDirection(item.language) },
  };
}
