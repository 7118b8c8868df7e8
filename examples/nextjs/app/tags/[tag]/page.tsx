import { ContentListView } from 'content-delivery-react';
import { Suspense } from 'react';
import { getTagPage } from '../../../lib/content';
import { isPlausibleRouteValue, pageHref, parsePage, routeValue, tagHref } from '../../../lib/site';
import { siteUi } from '../../siteUi';

type Params = Promise<{ tag: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `/tags/<tag>?page=N`: one tag's articles, server-rendered with link pagination. */
export default function TagPage(props: { params: Params; searchParams: SearchParams }) {
  return (
    <main>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <TagArticles {...props} />
      </Suspense>
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
