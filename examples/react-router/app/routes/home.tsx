import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { serverClient } from '../content.server';
import { homeHref, pageParam } from '../links';
import { renderList } from '../render.server';
import { StaticContent } from '../StaticContent';
import { pageMeta } from '../seoMeta';
import { brandId, listPageSize, siteName } from '../site';

/** The latest English articles, one page, rendered to HTML on the server. */
export async function loader({ url }: LoaderFunctionArgs) {
  const page = pageParam(url);
  const result = await serverClient.getContentByLanguage(brandId, 'en', {
    page,
    pageSize: listPageSize,
  });
  return {
    page,
    html: renderList({ heading: 'Latest articles', result, getPageHref: homeHref }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  pageMeta(
    loaderData !== undefined && loaderData.page > 1
      ? `Latest articles, page ${loaderData.page} | ${siteName}`
      : siteName,
    'Trail guides, gear reviews and safety checklists from the Acme Outdoor team.',
  );

export default function Home() {
  const { html } = useLoaderData<typeof loader>();
  return <StaticContent html={html} />;
}
