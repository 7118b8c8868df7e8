// Server only: the search page's answer, from the server client's brand index
// (`searchContent`: no request to the service per search).
import {
  readSearchParams,
  type SearchPageProblem,
  type SearchResults,
  searchContent,
} from 'content-delivery-react/search';
import { serverClient } from './content.server';
import { brandId, listPageSize, searchLanguages } from './site';

/** The search page's parameters as the URL gave them: strings, unchecked. */
export interface SearchParameters {
  q: string;
  lang: string;
  page: string;
}

/** What the search page shows: the results, or none and why (`status` 400). */
export interface SearchAnswer {
  /** The query searched, well-formed and trimmed; `''` when it was refused. */
  query: string;
  lang: string;
  results: SearchResults;
  status: 200 | 400;
  /** Why the search was refused, for the reader. */
  problem?: string;
}

/** Hits per results page (as many as cards on the list pages). */
const searchPageSize = listPageSize;

const isSearchLanguage = (lang: string): lang is (typeof searchLanguages)[number] =>
  (searchLanguages as readonly string[]).includes(lang);

/** The sentence for a language this site is not searched in (or no language at all). */
const searchedLanguages = `This site is searched in ${searchLanguages.join(', ')}.`;

/** The reader's sentence for each address `readSearchParams` refuses. */
const problems: Record<SearchPageProblem, string> = {
  'query-too-long': 'Search for at most 200 characters.',
  'page-out-of-range': 'Results pages go from 1 to 100.',
  'malformed-lang': searchedLanguages,
};

/** No results, and why (status 400). */
function refused(problem: string): SearchAnswer {
  return {
    query: '',
    lang: searchLanguages[0],
    results: { query: '', page: 1, pageSize: searchPageSize, totalCount: 0, hits: [] },
    status: 400,
    problem,
  };
}

/**
 * Searches for `?q=` in `?lang=` (the site's language when there is none), page `?page=`. What
 * cannot be searched (an unknown language, a page that is not 1–100, a query over 200
 * characters) answers no results, a sentence saying why and status 400, never an error page.
 */
export async function answerSearch({ q, lang, page }: SearchParameters): Promise<SearchAnswer> {
  // The library's bounds: what it reads without a problem, `searchContent` searches. A lone
  // surrogate in the query is replaced (it could not be written into the page, nor hydrate).
  const search = readSearchParams({ q, lang, page });
  if (search.problem !== undefined) return refused(problems[search.problem]);
  const language = search.lang ?? searchLanguages[0];
  if (!isSearchLanguage(language)) return refused(searchedLanguages);
  const results = await searchContent(serverClient, {
    brandId,
    query: search.query,
    lang: language,
    page: search.page,
    pageSize: searchPageSize,
  });
  return { query: search.query, lang: language, results, status: 200 };
}
