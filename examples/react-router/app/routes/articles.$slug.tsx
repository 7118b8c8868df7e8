import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { articleDocumentLanguage, articleSeo, loadArticle } from '../article.server';
import { articleMarkdown } from '../articleMarkdown.server';
import { renderArticle } from '../render.server';
import { StaticContent } from '../StaticContent';
import { relatedArticles } from '../search.server';
import { seoMeta } from '../seoMeta';

/** Markdown at `<slug>.md` and on `Accept: text/markdown`; `Vary: Accept` on every answer. */
export const middleware = [articleMarkdown];

/**
 * An article in any language, found by slug, rendered to HTML on the server with its table of
 * contents, language links and related articles. The browser gets the HTML and no library code.
 */
export async function loader({ url, params }: LoaderFunctionArgs) {
  const { item, variants } = await loadArticle(params.slug);
  return {
    document: articleDocumentLanguage(item),
    seo: articleSeo(url, item, variants),
    html: renderArticle(item, variants, await relatedArticles(item)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData === undefined ? [] : seoMeta(loaderData.seo);

export default function ArticlePage() {
  const { html } = useLoaderData<typeof loader>();
  return <StaticContent html={html} />;
}
