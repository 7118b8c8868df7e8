import { ContentSearchResults } from 'content-delivery-react';
import { readSearchParams, type SearchPageParams } from 'content-delivery-react/search';
import type { Metadata } from 'next';
import Link from 'next/link';
import { searchSite } from '../../lib/search';
import { searchHref, searchPath, searchProblems } from '../../lib/siteSearch';
import { siteUi } from '../siteUi';
import { SearchBox } from './SearchBox';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// Search results are for readers, not for search engines' indexes: `noindex` (and the sitemap
// lists articles only).
export const metadata: Metadata = { title: 'Search', robots: { index: false } };

// Waits for its results instead of streaming them behind a Suspense fallback, as the tag page
// does: without JavaScript a streamed part would stay hidden, and this page must work without.
export const instant = false;

/**
 * `/search?q=tent&lang=en&page=2`: the site's search, rendered on the server from the brand index
 * (`searchContent`), so a GET from the search form shows linked results without JavaScript; the
 * search box on top shows results as the reader types once hydrated.
 */
export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const search = readSearchParams(await searchParams);
  return (
    <main>
      <h1>Search</h1>
      <SearchBox query={search.query} lang={search.lang} />
      <SearchResults search={search} />
    </main>
  );
}

async function SearchResults({ search }: { search: SearchPageParams }) {
  const results = search.problem === undefined ? await searchSite(search) : undefined;
  if (results === undefined) {
    return (
      <p className="search-problem">
        {search.problem === undefined
          ? 'That search cannot be made.'
          : searchProblems[search.problem]}{' '}
        <Link href={searchPath}>Start a new search</Link>
      </p>
    );
  }
  return (
    <ContentSearchResults
      results={results}
      getPageHref={(page) => searchHref({ ...search, page })}
      lang="en"
      {...siteUi}
    />
  );
}
