import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  ContentArticle,
  ContentToc,
  contentBySlugQueryOptions,
  findVariants,
  getContentSeo,
  LanguageSwitcher,
  textDirection,
} from 'content-delivery-react';
import { isContentApiError } from 'content-delivery-react/client';
import { relatedArticlesHtml } from '../articleHtml.functions';
import { siteOrigin } from '../contentClient';
import { articleHref, isPlausibleSlug, siteRoutes } from '../links';
import { RouterLink } from '../RouterLink';
import { StaticContent } from '../StaticContent';
import { seoHead } from '../seoHead';
import { brandId, siteName } from '../site';

/**
 * An article in any language, found by slug, with its table of contents and language links.
 * Unknown slugs, and ones that cannot be a slug (`..`, a `/`, 1 000 characters, a control
 * character), answer 404 from the loader.
 */
export const Route = createFileRoute('/articles/$slug')({
  loader: async ({ context: { queryClient, contentClient }, params: { slug } }) => {
    if (!isPlausibleSlug(slug)) throw notFound();
    const item = await queryClient
      .ensureQueryData(contentBySlugQueryOptions(contentClient, { brandId, slug }))
      .catch((error: unknown) => {
        if (isContentApiError(error) && error.kind === 'invalid-request') return null;
        throw error;
      });
    if (item === null) throw notFound();
    // On the server from the client's brand index (no request once built); in the browser one
    // request to the proxy, which answers from the same index.
    // The related articles come as HTML from a server function (findRelated needs the server's
    // brand index): the page downloads none of RelatedContent's code.
    const [variants, related] = await Promise.all([
      findVariants(queryClient, contentClient, brandId, item),
      relatedArticlesHtml({ data: slug }),
    ]);
    const seo = getContentSeo(item, {
      variants,
      siteUrl: await siteOrigin(),
      siteName,
      getItemHref: articleHref,
      // No category pages here: the breadcrumb is home → article.
      getCategoryHref: siteRoutes.getCategoryHref,
    });
    return {
      document: { lang: item.language, dir: textDirection(item.language) },
      seo,
      variants,
      related,
    };
  },
  head: ({ loaderData }) => (loaderData === undefined ? {} : seoHead(loaderData.seo)),
  component: ArticlePage,
});

function ArticlePage() {
  const { slug } = Route.useParams();
  const { variants, related } = Route.useLoaderData();
  const { contentClient } = Route.useRouteContext();
  // Hydrated from the server's QueryClient: the browser does not look the article up again.
  const { data: item } = useSuspenseQuery(
    contentBySlugQueryOptions(contentClient, { brandId, slug }),
  );
  // The loader answered 404 for a missing article; this is only for the type.
  if (item === null) return null;
  return (
    <>
      {/* The variants were found in the loader: the switcher fetches nothing. */}
      <LanguageSwitcher
        item={item}
        variants={variants}
        routes={siteRoutes}
        linkComponent={RouterLink}
      />
      <div className="article-layout" lang={item.language} dir={textDirection(item.language)}>
        <ContentToc html={item.content} />
        <ContentArticle
          item={item}
          headingAnchors={{ selfLink: true }}
          showReadingTime
          linkComponent={RouterLink}
          routes={siteRoutes}
        />
      </div>
      {related !== '' && <StaticContent html={related} />}
    </>
  );
}
