import { notFound } from '@tanstack/react-router';
import { createServerFn } from '@tanstack/react-start';
import { getRequestUrl } from '@tanstack/react-start/server';
import { isPlausibleSlug } from './links';
import { renderArticlePage, renderRelatedArticlesOf } from './renderArticle.server';

/**
 * A server function: on the server it renders the article to HTML (`renderArticle.server.tsx`);
 * in the browser (client-side navigations) it is a request to this server, which does the same.
 * Either way the library's components and the key stay on the server.
 */
export const articleHtml = createServerFn({ method: 'GET' })
  .validator((slug: unknown) => (typeof slug === 'string' ? slug : ''))
  .handler(async ({ data: slug }) => {
    if (!isPlausibleSlug(slug)) throw notFound();
    const page = await renderArticlePage(slug, process.env.SITE_URL || getRequestUrl().origin);
    if (page === null) throw notFound();
    return page;
  });

/**
 * A server function: "Related articles" below the article with `slug`, as HTML rendered on the
 * server (`findRelated` needs the server client's brand index; as static HTML, the article page
 * downloads no code for it). `''` when nothing is related or the slug is not an article's.
 */
export const relatedArticlesHtml = createServerFn({ method: 'GET' })
  .validator((slug: unknown) => (typeof slug === 'string' ? slug : ''))
  .handler(({ data: slug }) => (isPlausibleSlug(slug) ? renderRelatedArticlesOf(slug) : ''));
