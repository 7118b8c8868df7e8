import {
  ContentArticle,
  ContentToc,
  getContentSeo,
  LanguageSwitcher,
  RelatedContent,
  serializeJsonLd,
  textDirection,
} from 'content-delivery-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticle } from '../../../lib/content';
import { relatedArticles } from '../../../lib/search';
import { articleHref, isPlausibleRouteValue, routeValue, siteUrl } from '../../../lib/site';
import { siteUi } from '../../siteUi';

type Params = Promise<{ slug: string }>;

// This route waits for its data instead of streaming it behind a Suspense fallback (the
// metadata needs it too, and so comes in the `<head>`). The data itself is cached ('use cache' in
// lib/content.ts). An unknown or implausible slug never reaches this page: proxy.ts answers it
// 404 from the brand index first. Should the index not know yet, `notFound()` here renders
// app/not-found.tsx with `noindex`.
export const instant = false;

/** The article for a slug, or a 404 for unknown and implausible slugs (`..`, 1 000 characters). */
async function articleFor(params: Params) {
  const slug = routeValue((await params).slug);
  const found = isPlausibleRouteValue(slug) ? await getArticle(slug) : null;
  if (found === null) notFound();
  return found;
}

/** Head data and JSON-LD of an article. This site has no category pages: the breadcrumb is home → article. */
function articleSeo({ item, variants }: Awaited<ReturnType<typeof articleFor>>) {
  return getContentSeo(item, {
    variants,
    siteUrl,
    siteName: 'Acme Outdoor',
    getItemHref: articleHref,
    getCategoryHref: () => undefined,
  });
}

/**
 * The document head from `getContentSeo`: Next renders one `<title>` from it. (`<ContentSeo>`
 * inside a Next page would add a second one; it is meant for React 19 apps without a head API.)
 */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const article = await articleFor(params);
  const { item } = article;
  const seo = articleSeo(article);
  return {
    title: { absolute: seo.title },
    description: seo.description,
    alternates: {
      canonical: seo.canonical ?? null,
      languages: Object.fromEntries(seo.alternates.map(({ hrefLang, href }) => [hrefLang, href])),
    },
    openGraph: {
      type: 'article',
      title: seo.title,
      description: seo.description,
      locale: item.language,
      ...(seo.canonical === undefined ? {} : { url: seo.canonical }),
    },
  };
}

/** `/articles/<slug>`: any language version, with its table of contents and language links. */
export default async function ArticlePage({ params }: { params: Params }) {
  const article = await articleFor(params);
  const { item, variants } = article;
  const { jsonLd, breadcrumbJsonLd } = articleSeo(article);
  const related = await relatedArticles(item.slug);
  return (
    <main lang={item.language} dir={textDirection(item.language)}>
      {/* Next's metadata has no JSON-LD: the page renders it, escaped by serializeJsonLd. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      {breadcrumbJsonLd !== undefined && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbJsonLd) }}
        />
      )}
      {/* Links to the other language versions (their slugs, through siteUi.routes), each with
          hreflang; the current one marked. */}
      <LanguageSwitcher
        item={item}
        variants={variants}
        linkComponent={siteUi.linkComponent}
        routes={siteUi.routes}
      />
      <div className="article-layout">
        {/* Server components: the article's HTML is sanitized here, on the server (parse5 with
            DOMPurify's policy, no DOM, created on first use), and the browser loads none of the
            library's JavaScript. */}
        <ContentArticle item={item} headingLevel={1} headingAnchors {...siteUi} />
        <aside>
          <ContentToc html={item.content} />
        </aside>
      </div>
      {/* "Related articles" in the article's language, from the brand index: a server component
          too (nothing when nothing is related). */}
      <RelatedContent items={related} {...siteUi} />
    </main>
  );
}
