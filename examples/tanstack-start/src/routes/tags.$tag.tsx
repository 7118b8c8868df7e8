import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentListView, translatedListQueryOptions } from 'content-delivery-react';
import { isContentApiError } from 'content-delivery-react/client';
import { pageSearch, siteRoutes, tagHref } from '../links';
import { RouterLink } from '../RouterLink';
import { brandId, listPageSize, siteLanguages, siteName } from '../site';

/**
 * One page of a tag's articles. The service lists every language version of every article, so
 * the tag is loaded whole (`translatedListQueryOptions`) and collapsed to one article per
 * translation group (English, else the group's source document); pages count articles.
 */
export const Route = createFileRoute('/tags/$tag')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient, contentClient }, params: { tag }, deps: { page } }) => {
    // A tag the client cannot put in a URL (`..`, a lone surrogate) rejects: answer 404.
    await queryClient
      .ensureQueryData(
        translatedListQueryOptions(contentClient, 'tag', tag, {
          brandId,
          preferredLanguages: siteLanguages,
        }),
      )
      .catch((error: unknown) => {
        if (isContentApiError(error) && error.kind === 'invalid-request') throw notFound();
        throw error;
      });
    return { tag, page };
  },
  head: ({ loaderData }) => ({
    meta: [
      {
        title:
          loaderData === undefined
            ? siteName
            : `#${loaderData.tag}${loaderData.page > 1 ? `, page ${loaderData.page}` : ''} | ${siteName}`,
      },
      { name: 'description', content: `Articles tagged ${loaderData?.tag ?? ''}.` },
    ],
  }),
  component: TagPage,
});

function TagPage() {
  const { tag } = Route.useParams();
  const { page } = Route.useLoaderDeps();
  const { contentClient } = Route.useRouteContext();
  const { data } = useSuspenseQuery(
    translatedListQueryOptions(contentClient, 'tag', tag, {
      brandId,
      preferredLanguages: siteLanguages,
    }),
  );
  const start = (page - 1) * listPageSize;
  const result = {
    page,
    pageSize: listPageSize,
    totalCount: data.items.length,
    data: data.items.slice(start, start + listPageSize),
  };
  return (
    <ContentListView
      result={result}
      heading={`Tagged “${tag}”`}
      headingLevel={1}
      getPageHref={(target) => tagHref(tag, target)}
      linkComponent={RouterLink}
      routes={siteRoutes}
    />
  );
}
