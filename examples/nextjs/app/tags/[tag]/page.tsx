import { ContentListView } from 'content-delivery-react';
import type { Metadata } from 'next';
import { getTagPage } from '../../../lib/content';
import { isPlausibleRouteValue, pageHref, parsePage, routeValue, tagHref } from '../../../lib/site';
import { siteUi } from '../../siteUi';

type Params = Promise<{ tag: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Waits for its data and metadata instead of streaming them, as the article page does: a title
// and a description of its own, in the `<head>`, where every crawler and SEO tool reads them.
// Streamed after the shell, the description came in the `<body>` (Lighthouse's SEO audit scored
// the page 92 for that).
export const instant = false;

/** A title and description per tag (the layout's template adds the site's name). */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const tag = routeValue((await params).tag);
  return {
    title: `Tagged “${tag}”`,
    description: `Acme Outdoor articles tagged “${tag}”: guides, reviews and trip reports.`,
  };
}

/** `/tags/<tag>?page=N`: one tag's articles, server-rendered with link pagination. */
export default function TagPage(props: { params: Params; searchParams: SearchParams }) {
  // No Suspense boundary: the page waits for its (cached) data, so no shell is sent before
  // the metadata.
  return (
    <main>
      <TagArticles {...props} />
    </main>
  );
}

async function TagArticles({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const tag = routeValue((await params).tag);
  const path = tagHref(tag);
  const page = parsePage((await searchParams).page);
  const result =
    path !== undefined && isPlausibleRouteValue(tag)
      ? await getTagPage(tag, page)
      : { data: [], page, pageSize: 6, totalCount: 0 };
  return (
    <ContentListView
      result={result}
      heading={`Tagged “${tag}”`}
      headingLevel={1}
      getPageHref={(target) => pageHref(path ?? '/', target)}
      {...siteUi}
    />
  );
}
