import { toWellFormed } from '../shared/wellFormed.js';
import { invalidRequest } from './errorBuilding.js';
import { ResponseShapeError, readObject } from './fieldReader.js';
import { readIndexedContent } from './normalize.js';
import type { IndexedContent } from './types.js';
import { segment } from './url.js';

// Site search's shapes (issue 42), shared by the three places a search is answered or asked:
// `searchContent` on a server (content-delivery-react/search), the proxy's search route, and a
// browser client made with `brandIndex: 'proxy'` (useContentSearch). The service has no search:
// it is answered from the brand index.

/** What a reader searches for. */
export interface SearchQuery {
  /** The reader's words: at most 200 characters, of which the first 8 words are searched. */
  query: string;
  /** Only items in this language (`de-at` finds `de-AT`); its stemming is used for the query too. */
  lang?: string | undefined;
  /** Only items of this category. */
  categoryId?: string | undefined;
  /** Only items with this tag (compared without regard to case). */
  tag?: string | undefined;
  /** 1-based page, at most 100. @default 1 */
  page?: number | undefined;
  /** Hits per page, 1 to 50. @default 10 */
  pageSize?: number | undefined;
}

/** A range of a text, `[start, end)` in UTF-16 code units. */
export type TextRange = [start: number, end: number];

/** One item found, with where the query's words are in its title and description. */
export interface SearchHit {
  /** The item's indexed fields (its body is not searched whole, and not returned). */
  item: IndexedContent;
  /** Relevance, higher first; comparable within one answer only. */
  score: number;
  /**
   * The words of the title and description that match the query (stemmed, without accents, or
   * within a typo), for highlighting: mark them as text, never as HTML.
   */
  highlights: { title: TextRange[]; description: TextRange[] };
}

/** A page of search hits, most relevant first (newest first among equals). */
export interface SearchResults {
  /** The query as it was searched (trimmed, well-formed). */
  query: string;
  page: number;
  pageSize: number;
  /** Hits over all pages (at most 1 000: a search is read, not exported). */
  totalCount: number;
  hits: SearchHit[];
}

/** Longest query searched, in UTF-16 code units (a search page's parameters are read with it too). */
export const maxQueryLength = 200;
/** Words of a query searched; more are ignored. */
export const maxQueryWords = 8;
/** Hits a search answers at most over all its pages. */
export const maxSearchHits = 1000;
const maxPageSize = 50;
/** Last page of results served (a search page's parameters are read with it too). */
export const maxPage = 100;

/** A search query with its bounds checked and defaults applied. */
export interface CheckedSearchQuery {
  query: string;
  lang: string | undefined;
  categoryId: string | undefined;
  tag: string | undefined;
  page: number;
  pageSize: number;
}

function optionalIdentifier(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`${name} must be a string when given`, name);
  // The same rules as a path segment: no empty value, `.`, `..` or lone surrogate.
  segment(value, name);
  return value;
}

function boundedInteger(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw invalidRequest(`${name} must be an integer from 1 to ${max}`, name);
  }
  return value;
}

/**
 * Checks a search query: `invalid-request` for a query over {@link maxQueryLength} characters,
 * a page or page size out of bounds, or a filter no path could carry. Lone surrogates in the
 * query are replaced (it is only ever compared), and its ends trimmed.
 */
export function checkSearchQuery(input: SearchQuery): CheckedSearchQuery {
  if (typeof input !== 'object' || input === null) {
    throw invalidRequest('the search must be an object with a query', 'query');
  }
  if (typeof input.query !== 'string') throw invalidRequest('query must be a string', 'query');
  if (input.query.length > maxQueryLength) {
    throw invalidRequest(`query must be at most ${maxQueryLength} characters`, 'query');
  }
  return {
    query: toWellFormed(input.query).trim(),
    lang: optionalIdentifier(input.lang, 'lang'),
    categoryId: optionalIdentifier(input.categoryId, 'categoryId'),
    tag: optionalIdentifier(input.tag, 'tag'),
    page: boundedInteger(input.page, 'page', 1, maxPage),
    pageSize: boundedInteger(input.pageSize, 'pageSize', 10, maxPageSize),
  };
}

/** The first path segment of the proxy's search route: `{basePath}/search/{brandId}?q=…`. */
export const searchPathSegment = 'search';

/** The path of a search below a proxy's base URL: `search/{brandId}?q=…`. */
export function searchPath(brandId: string, search: CheckedSearchQuery): string {
  const parameters = new URLSearchParams({ q: search.query });
  if (search.lang !== undefined) parameters.set('lang', search.lang);
  if (search.categoryId !== undefined) parameters.set('category', search.categoryId);
  if (search.tag !== undefined) parameters.set('tag', search.tag);
  if (search.page !== 1) parameters.set('page', String(search.page));
  if (search.pageSize !== 10) parameters.set('pageSize', String(search.pageSize));
  return `${searchPathSegment}/${segment(brandId, 'brandId')}?${parameters}`;
}

function readRanges(value: unknown, path: string, text: string): TextRange[] {
  if (!Array.isArray(value)) throw new ResponseShapeError(path, 'an array', value);
  return value.map((range, index) => {
    const [start, end] = Array.isArray(range) ? range : [];
    if (
      !Number.isSafeInteger(start) ||
      !Number.isSafeInteger(end) ||
      Number(start) < 0 ||
      Number(end) <= Number(start) ||
      Number(end) > text.length
    ) {
      throw new ResponseShapeError(`${path}[${index}]`, 'a range of the text', range);
    }
    return [Number(start), Number(end)];
  });
}

function readCount(value: unknown, path: string, min: number): number {
  if (!Number.isSafeInteger(value) || Number(value) < min) {
    throw new ResponseShapeError(path, `an integer of at least ${min}`, value);
  }
  return Number(value);
}

/** Validates a proxy's search answer, as the client validates every answer. */
export function normalizeSearchResults(value: unknown): SearchResults {
  const source = readObject(value, '');
  if (typeof source.query !== 'string')
    throw new ResponseShapeError('query', 'a string', source.query);
  if (!Array.isArray(source.hits)) throw new ResponseShapeError('hits', 'an array', source.hits);
  const hits = source.hits.map((raw, index): SearchHit => {
    const path = `hits[${index}]`;
    const hit = readObject(raw, path);
    const item = readIndexedContent(hit.item);
    const score = hit.score;
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw new ResponseShapeError(`${path}.score`, 'a number', score);
    }
    const highlights = readObject(hit.highlights, `${path}.highlights`);
    return {
      item,
      score,
      highlights: {
        title: readRanges(highlights.title, `${path}.highlights.title`, item.title),
        description: readRanges(
          highlights.description,
          `${path}.highlights.description`,
          item.description,
        ),
      },
    };
  });
  return {
    query: source.query,
    page: readCount(source.page, 'page', 1),
    pageSize: readCount(source.pageSize, 'pageSize', 1),
    totalCount: readCount(source.totalCount, 'totalCount', 0),
    hits,
  };
}
