import { createWebSiteJsonLd } from 'content-delivery-react/discovery';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { serverClient } from '../content.server';
import { siteSearchDiscovery, siteUrlOf } from '../discovery.server';
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
    // The site and its search (a SearchAction on /search) for search engines, on the site's URL.
    webSite: createWebSiteJsonLd(siteSearchDiscovery(siteUrlOf(url))),
    html: renderList({ heading: 'Latest articles', result, getPageHref: homeHref }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  ...pageMeta(
    loaderData !== undefined && loaderData.page > 1
      ? `Latest articles, page ${loaderData.page} | ${siteName}`
      : siteName,
    'Trail guides, gear reviews and safety checklists from the Acme Outdoor team.',
  ),
  // React Router writes the JSON-LD escaped (no `</script>` can end it early).
  ...(loaderData === undefined ? [] : [{ 'script:ld+json': loaderData.webSite }]),
];

export default function Home() {
  const { html } = useLoaderData<typeof loader>();
  return <StaticContent html={html} />;
}
