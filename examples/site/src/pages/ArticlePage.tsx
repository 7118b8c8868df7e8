import {
  ContentArticle,
  ContentSeo,
  ContentToc,
  LanguageSwitcher,
  textDirection,
  useContentBySlug,
  useContentVariants,
} from 'content-delivery-react';
import { Link, useParams } from 'react-router';
import { siteUrl } from '../content.js';
import { usePageTitle } from './usePageTitle.js';

/** What a server would answer with a 404: no such article in this language. */
function ArticleNotFound({ slug }: { slug: string }) {
  usePageTitle('Article not found');
  return (
    <section aria-labelledby="not-found-title">
      {/* React 19 hoists this into <head>: search engines do not index the not-found page. */}
      <meta name="robots" content="noindex" />
      <h1 id="not-found-title">Article not found</h1>
      <p>There is no article “{slug}” in this language. It may have moved or been unpublished.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}

export function ArticlePage() {
  const { lang = '', slug = '' } = useParams();
  // Costs no request when the article was in a list already shown (cached list pages).
  const { data: item, isPending, error } = useContentBySlug({ lang, slug });
  const { all } = useContentVariants(item ?? undefined);
  if (isPending) return <p aria-busy="true">Loading…</p>;
  // Only a failed first load has no data: a failed background refresh keeps the article.
  if (item === undefined) return <p role="alert">{error?.message}</p>;
  if (item === null) return <ArticleNotFound slug={slug} />;
  return (
    <>
      <ContentSeo item={item} variants={all} siteUrl={siteUrl} siteName="Acme Outdoor Magazine" />
      <LanguageSwitcher item={item} />
      {/* The table of contents sits beside the article; both read the same sanitized body, so
          its links match the anchors `headingAnchors` puts on the article's headings. */}
      <div className="article-layout" lang={item.language} dir={textDirection(item.language)}>
        <ContentToc html={item.content} trackActive />
        <ContentArticle item={item} headingAnchors={{ selfLink: true }} showReadingTime />
      </div>
    </>
  );
}
