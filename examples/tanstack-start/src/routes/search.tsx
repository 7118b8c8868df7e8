import { createFileRoute } from '@tanstack/react-router';
import {
  ContentDeliveryProvider,
  ContentSearch,
  ContentSearchResults,
} from 'content-delivery-react';
import { searchHref, searchPageParameters, siteRoutes } from '../links';
import { RouterLink } from '../RouterLink';
import { searchPage } from '../search.functions';
import { brandId, siteName } from '../site';

/**
 * Site search: `/search?q=tent&lang=en&page=2`. The server searches (`searchContent` over the
 * server client's brand index, in a server function) and renders the results, so the page
 * works without JavaScript; `<ContentSearch>` on top is the form, and once hydrated shows
 * results as the reader types, from the proxy's search route. Not for search engines: noindex.
 */
export const Route = createFileRoute('/search')({
  validateSearch: searchPageParameters,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => searchPage({ data: deps }),
  head: ({ loaderData }) => ({
    meta: [
      {
        title:
          loaderData === undefined || loaderData.query.trim() === ''
            ? `Search | ${siteName}`
            : `Search: ${loaderData.query} | ${siteName}`,
      },
      // Results pages are endless and thin: never indexed (and in no sitemap).
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: SearchPage,
});

function SearchPage() {
  const { query, lang, results, problem } = Route.useLoaderData();
  const { contentClient } = Route.useRouteContext();
  return (
    <section className="search-page">
      <h1>Search</h1>
      {/* In the browser the client is the proxy's (`brandIndex: 'proxy'`), which the live
          results need; on the server the form renders alone. A new search is a new field. */}
      <ContentDeliveryProvider
        client={contentClient}
        brandId={brandId}
        linkComponent={RouterLink}
        routes={siteRoutes}
      >
        <ContentSearch
          key={`${lang}:${query}`}
          defaultQuery={query}
          pageResults
          lang={lang}
          action="/search"
        />
      </ContentDeliveryProvider>
      {problem !== undefined && (
        <p className="search-problem" role="alert">
          {problem}
        </p>
      )}
      <ContentSearchResults
        results={results}
        lang={lang}
        getPageHref={(page) => searchHref(query, lang, page)}
        linkComponent={RouterLink}
        routes={siteRoutes}
      />
    </section>
  );
}
