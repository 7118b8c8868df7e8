import { readSearchParams } from 'content-delivery-react/search';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { renderSearchResults } from '../render.server';
import { SearchBox } from '../SearchBox';
import { StaticContent } from '../StaticContent';
import { searchSite } from '../search.server';
import { siteName } from '../site';
import { searchHref, searchPath, searchProblems } from '../siteSearch';

/**
 * `/search?q=tent&lang=en&page=2`: the site's search, answered on the server from the brand
 * index (`searchContent`) and rendered to HTML, so a GET from the search form shows linked
 * results without JavaScript. Out-of-bound input (a query over 200 characters, a page outside
 * 1–100, a malformed language) answers 400 with a message, never an error page.
 */
export async function loader({ url }: LoaderFunctionArgs) {
  const search = readSearchParams(url.searchParams);
  const results = search.problem === undefined ? await searchSite(search) : undefined;
  const page = {
    query: search.query,
    lang: search.lang,
    problem:
      results !== undefined
        ? undefined
        : search.problem === undefined
          ? 'That search cannot be made.'
          : searchProblems[search.problem],
    html:
      results === undefined
        ? ''
        : renderSearchResults(results, (target) => searchHref({ ...search, page: target })),
  };
  return page.problem === undefined ? page : data(page, { status: 400 });
}

// Search results are for readers, not for search engines' indexes: `noindex` (and the sitemap
// lists articles only).
export const meta: MetaFunction<typeof loader> = () => [
  { title: `Search | ${siteName}` },
  { name: 'description', content: `Search the articles of ${siteName}.` },
  { name: 'robots', content: 'noindex' },
];

/**
 * The search box on top is an island (it hydrates, and shows results as the reader types); the
 * results below are the loader's HTML, with no library code of their own.
 */
export default function SearchPage() {
  const { query, lang, problem, html } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Search</h1>
      <SearchBox query={query} lang={lang} />
      {problem === undefined ? (
        <StaticContent html={html} />
      ) : (
        <p className="search-problem">
          {problem} <a href={searchPath}>Start a new search</a>
        </p>
      )}
    </>
  );
}
