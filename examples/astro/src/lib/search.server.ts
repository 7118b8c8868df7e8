// Server only: the search page's answer, from the server client's brand index
// (`searchContent`: no request to the service per search).
import { isContentApiError } from 'content-delivery-react/client';
import { type SearchResults, searchContent } from 'content-delivery-react/search';
import { serverClient } from './content.server';
import { brandId, listPageSize, searchLanguages } from './site';

/** What the search page shows: the results, or none and why (`status` 400). */
export interface SearchAnswer {
  /** The query searched, well-formed; `''` when it was refused. */
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

/**
 * Searches for `?q=` in `?lang=` (the site's language when there is none), page `?page=`. What
 * cannot be searched (an unknown language, a page that is not 1–100, a query over 200
 * characters) answers no results, a sentence saying why and status 400, never an error page.
 */
export async function answerSearch(url: URL): Promise<SearchAnswer> {
  const parameter = (name: string) => url.searchParams.get(name) ?? '';
  // A lone surrogate cannot be written into the page: replace it.
  const query = parameter('q').toWellFormed();
  const lang = parameter('lang') === '' ? searchLanguages[0] : parameter('lang');
  const page = parameter('page');
  const pageNumber = page === '' ? 1 : /^[0-9]{1,6}$/.test(page) ? Number(page) : 0;
  const refused = (problem: string): SearchAnswer => ({
    query: '',
    lang: searchLanguages[0],
    results: { query: '', page: 1, pageSize: searchPageSize, totalCount: 0, hits: [] },
    status: 400,
    problem,
  });
  if (!isSearchLanguage(lang)) {
    return refused(`This site is searched in ${searchLanguages.join(', ')}.`);
  }
  try {
    const results = await searchContent(serverClient, {
      brandId,
      query,
      lang,
      page: pageNumber,
      pageSize: searchPageSize,
    });
    return { query, lang, results, status: 200 };
  } catch (error) {
    // The reader's input; anything else (the service, a brand the index cannot hold) is ours.
    if (isContentApiError(error) && error.kind === 'invalid-request') {
      if (error.field === 'query') return refused('Search for at most 200 characters.');
      if (error.field === 'page') return refused('Results pages go from 1 to 100.');
    }
    throw error;
  }
}
