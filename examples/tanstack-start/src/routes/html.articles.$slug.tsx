import { createFileRoute } from '@tanstack/react-router';
import { articleHtml } from '../articleHtml.functions';
import { StaticContent } from '../StaticContent';

/**
 * The article as static HTML from a server function: the same page as `/articles/$slug`, but the
 * browser downloads none of the library's components and no DOMPurify. The server function runs
 * on the server on a first load, and is one request to it on a client-side navigation.
 */
export const Route = createFileRoute('/html/articles/$slug')({
  loader: ({ params: { slug } }) => articleHtml({ data: slug }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: function StaticArticlePage() {
    const { html } = Route.useLoaderData();
    return <StaticContent html={html} />;
  },
});
