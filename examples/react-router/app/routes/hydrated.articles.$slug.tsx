import {
  ContentArticle,
  ContentToc,
  LanguageSwitcher,
  textDirection,
} from 'content-delivery-react';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { articleDocumentLanguage, articleSeo, loadArticle } from '../article.server';
import { siteRoutes } from '../links';
import { RouterLink } from '../RouterLink';
import { seoMeta } from '../seoMeta';

/**
 * For comparison only: the article rendered by the library's components in the route component.
 * Its links are router links, but the page hydrates, so the browser downloads the library's
 * components and DOMPurify to re-render an article that never changes. Prefer routes/articles.$slug.tsx.
 */
export async function loader({ url, params }: LoaderFunctionArgs) {
  // The route component renders the body on the server too: same sanitized HTML as the browser's.
  const { item, variants } = await loadArticle(params.slug);
  return {
    document: articleDocumentLanguage(item),
    seo: articleSeo(url, item, variants),
    item,
    languages: variants.map((variant) => ({
      language: variant.language,
      href: `/hydrated${siteRoutes.getItemHref(variant)}`,
    })),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData === undefined ? [] : seoMeta(loaderData.seo);

export default function HydratedArticlePage() {
  const { item, languages } = useLoaderData<typeof loader>();
  const hrefOf = new Map(languages.map((entry) => [entry.language, entry.href]));
  return (
    <>
      <LanguageSwitcher
        languages={languages.map((entry) => entry.language)}
        value={item.language}
        getLanguageHref={(language) => hrefOf.get(language)}
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
    </>
  );
}
