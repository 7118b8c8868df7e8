// Server only: the search page's answer, from the server client's brand index
// (`searchContent`: no request to the service per search).
import { isContentApiError } from 'content-delivery-react/client';
import { type SearchResults, searchContent } from 'content-delivery-react/search';
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
export async function answerSearch({ q, lang, page }: SearchParameters): Promise<SearchAnswer> {
  // A lone surrogate cannot be written into the page (nor hydrate the same): replace it.
  const query = q.toWellFormed();
  const language = lang === '' ? searchLanguages[0] : lang;
  const pageNumber = page === '' ? 1 : /^[0-9]{1,6}$/.test(page) ? Number(page) : 0;
  const refused = (problem: string): SearchAnswer => ({
    query: '',
    lang: searchLanguages[0],
    results: { query: '', page: 1, pageSize: searchPageSize, totalCount: 0, hits: [] },
    status: 400,
    problem,
  });
  if (!isSearchLanguage(language)) {
    return refused(`This site is searched in ${searchLanguages.join(', ')}.`);
  }
  try {
    const results = await searchContent(serverClient, {
      brandId,
      query,
      lang: language,
      page: pageNumber,
      pageSize: searchPageSize,
    });
    return { query, lang: language, results, status: 200 };
  } catch (error) {
    // The reader's input; anything else (the service, a brand the index cannot hold) is ours.
    if (isContentApiError(error) && error.kind === 'invalid-request') {
      if (error.field === 'query') return refused('Search for at most 200 characters.');
      if (error.field === 'page') return refused('Results pages go from 1 to 100.');
    }
    throw error;
  }
}
