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
  textDirection,
} from 'content-delivery-react';
import { findContentBySlug } from 'content-delivery-react/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { serverClient } from './content.server';
import { articleHref, siteRoutes } from './links';
import { seoHead } from './seoHead';
import { brandId, siteName } from './site';

/**
 * The article with `slug` as HTML (language links, table of contents, the sanitized article),
 * its `head()` and `<html lang dir>`; `null` when there is none.
 */
export async function renderArticlePage(slug: string, siteUrl: string) {
  const item = await findContentBySlug(serverClient, brandId, { slug });
  if (item === null) return null;
  // A QueryClient per request, which findVariants reads the language lists through when the
  // brand index cannot answer.
  const variants = await findVariants(new QueryClient(), serverClient, brandId, item);
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
    html,
    head: seoHead(seo),
    document: { lang: item.language, dir: textDirection(item.language) },
  };
}
