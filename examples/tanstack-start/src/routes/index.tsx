import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  ContentListView,
  contentByLanguageQueryOptions,
  serializeJsonLd,
} from 'content-delivery-react';
import { homeHref, pageSearch, siteRoutes } from '../links';
import { RouterLink } from '../RouterLink';
import { brandId, listPageSize, siteName } from '../site';
import { webSiteJsonLd } from '../siteSearchDiscovery';

/** The latest English articles, one page: `/`, `/?page=N`. */
export const Route = createFileRoute('/')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // On the server (first load) with the keyed client, in the browser (navigations) through the
  // proxy; either way into the QueryClient the component reads.
  loader: async ({ context: { queryClient, contentClient }, deps: { page } }) => {
    await queryClient.ensureQueryData(
      contentByLanguageQueryOptions(contentClient, {
        brandId,
        lang: 'en',
        page,
        pageSize: listPageSize,
      }),
    );
    return { page, webSite: await webSiteJsonLd() };
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title:
          loaderData !== undefined && loaderData.page > 1
            ? `Latest articles, page ${loaderData.page} | ${siteName}`
            : siteName,
      },
      {
        name: 'description',
        content: 'Trail guides, gear reviews and safety checklists from the Acme Outdoor team.',
      },
    ],
    // The site and its search page (a sitelinks search box), escaped by serializeJsonLd.
    scripts:
      loaderData?.webSite === undefined
        ? []
        : [{ type: 'application/ld+json', children: serializeJsonLd(loaderData.webSite) }],
  }),
  component: Home,
});

function Home() {
  const { page } = Route.useLoaderDeps();
  const { contentClient } = Route.useRouteContext();
  // Hydrated from the server's QueryClient: no request in the browser.
  const { data } = useSuspenseQuery(
    contentByLanguageQueryOptions(contentClient, {
      brandId,
      lang: 'en',
      page,
      pageSize: listPageSize,
    }),
  );
  return (
    <ContentListView
      result={data}
      heading="Latest articles"
      headingLevel={1}
      getPageHref={homeHref}
      linkComponent={RouterLink}
      routes={siteRoutes}
    />
  );
}
