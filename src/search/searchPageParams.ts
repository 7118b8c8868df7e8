import { maxPage, maxQueryLength } from '../client/searchResults.js';
import { isLanguageTag } from '../shared/languageTag.js';
import { toWellFormed } from '../shared/wellFormed.js';

// A search page's address (`/search?q=tent&lang=en&page=2`, what `<ContentSearch>`'s form and
// the results' page links send) read into a search `searchContent` accepts, with the same
// bounds it checks: a reader's typo or a crawler's made-up URL is a sentence on the page, not
// an `invalid-request` thrown into an error page. The problem is a code, not a sentence: the
// page says it in its own words and language.

/**
 * Why a search page's address cannot be searched: `query-too-long`, `?q=` is over 200
 * characters (`searchContent`'s limit); `page-out-of-range`, `?page=` is not a whole number from
 * 1 to 100 (the last page `searchContent` serves); `malformed-lang`, `?lang=` is not a language
 * tag (`en`, `pt-BR`).
 */
export type SearchPageProblem = 'query-too-long' | 'page-out-of-range' | 'malformed-lang';

/** A search page's parameters, read: what to search, or why not. */
export interface SearchPageParams {
  /** `?q=`, well-formed and trimmed, maybe `''`; `''` too when it was too long (never echoed back). */
  query: string;
  /** `?lang=`: a language tag, or `undefined` when there was none (or a malformed one). */
  lang: string | undefined;
  /** `?page=`: 1 to 100; 1 when there was none (or one out of range). */
  page: number;
  /**
   * Set when the address cannot be searched: show the reader why (with a 400 status) instead of
   * results. The other fields keep what can be kept, for the page's search field and links.
   */
  problem?: SearchPageProblem | undefined;
}

/** The first value of a parameter (`?q=a&q=b` reads `a`); `undefined` when it is absent or empty. */
function firstValue(
  input: Parameters<typeof readSearchParams>[0],
  name: string,
): string | undefined {
  const value =
    input instanceof URLSearchParams
      ? input.get(name)
      : typeof input[name] === 'string' || input[name] === undefined
        ? input[name]
        : input[name][0];
  return value === null || value === undefined || value === '' ? undefined : value;
}

/**
 * Reads a search page's `?q=`, `?lang=` and `?page=` into a search `searchContent` accepts as
 * it is, or says why it cannot be searched (`problem`): a query over 200 characters, a page that
 * is not 1–100, a language that is not a language tag. Never throws. `input` is the page's
 * `URLSearchParams`, or an object of its values (Next.js `searchParams`); the first of repeated
 * parameters counts, and an empty one is none.
 *
 * @example
 * const search = readSearchParams(new URL(request.url).searchParams);
 * if (search.problem !== undefined) return problemPage(messages[search.problem], { status: 400 });
 * const { query, lang, page } = search;
 * const results = await searchContent(client, { brandId, query, lang, page });
 */
export function readSearchParams(
  input: URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>,
): SearchPageParams {
  // Trimmed first: spaces a reader typed around the words are not a reason to refuse them.
  const query = toWellFormed(firstValue(input, 'q') ?? '').trim();
  if (query.length > maxQueryLength) {
    return { query: '', lang: undefined, page: 1, problem: 'query-too-long' };
  }
  const lang = firstValue(input, 'lang');
  if (lang !== undefined && !isLanguageTag(lang)) {
    return { query, lang: undefined, page: 1, problem: 'malformed-lang' };
  }
  const pageValue = firstValue(input, 'page');
  if (pageValue === undefined) return { query, lang, page: 1 };
  // Digits only, no leading zero: `1e2`, `0x10` and ` 2` are not pages, though `Number` reads them.
  const page = /^[1-9]\d{0,5}$/.test(pageValue) ? Number(pageValue) : 0;
  if (page < 1 || page > maxPage) {
    return { query, lang, page: 1, problem: 'page-out-of-range' };
  }
  return { query, lang, page };
}
