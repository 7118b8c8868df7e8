import type { ContentClient } from './contentClient.js';
import { invalidRequest } from './errorBuilding.js';
import { type ContentApiError, isContentApiError } from './errors.js';
import type { RequestOptions } from './options.js';
import { type SlugIndex, slugListKey } from './slugIndex.js';
import type { Category, ContentItem, PagedResult } from './types.js';
import { assertWalkLimits, pageCountOf, walkPages } from './walkAllPages.js';

/** A list the search reads: a language's, or (without `lang`) each category's in turn. */
interface SlugSearchList {
  kind: 'lang' | 'category';
  value: string;
}

/**
 * Where the search gets its data: straight from the client (`findContentBySlug`), or
 * through the TanStack cache (`contentBySlugQueryOptions`), so walked pages are shared.
 */
export interface SlugSearchSource {
  categories(signal: AbortSignal | undefined): Promise<Category[]>;
  page(
    list: SlugSearchList,
    page: number,
    pageSize: number,
    signal: AbortSignal | undefined,
  ): Promise<PagedResult<ContentItem>>;
}

/** The search reading straight from the client, with the caller's headers and `fetch` options. */
export function clientSlugSource(
  client: ContentClient,
  brandId: string,
  { headers, fetchOptions }: RequestOptions,
): SlugSearchSource {
  return {
    categories: (signal) => client.getCategories(brandId, { headers, fetchOptions, signal }),
    page: (list, page, pageSize, signal) => {
      const method = list.kind === 'lang' ? 'getContentByLanguage' : 'getContentByCategory';
      return client[method](brandId, list.value, { headers, fetchOptions, signal, page, pageSize });
    },
  };
}

/** What the search needs, checked. */
export interface SlugSearch {
  brandId: string;
  slug: string;
  lang: string | undefined;
  pageSize: number;
  concurrency: number;
  maxPages: number;
  signal: AbortSignal | undefined;
  index: SlugIndex | undefined;
}

/** The answer of one list: the item, or `null` with the pages the list has beyond those read. */
interface ListAnswer {
  item: ContentItem | null;
  pagesRead: number;
  morePages: boolean;
}

/** Refuses (`invalid-request`) options the search cannot use, before any request. */
function checkSlugSearch(search: SlugSearch): void {
  if (typeof search.slug !== 'string') throw invalidRequest('slug must be a string', 'slug');
  if (search.lang !== undefined && typeof search.lang !== 'string') {
    throw invalidRequest('lang must be a string when given', 'lang');
  }
  const { pageSize, concurrency, maxPages, signal } = search;
  // No `limit`: a search ends at the slug.
  assertWalkLimits(pageSize, concurrency, maxPages, 1, signal);
}

/**
 * A remembered page the service refuses (400, 404) may lie past the end of a list that has
 * shrunk since: read it as empty, so the search looks again from page 1. Anything else fails.
 */
export function pastTheEnd(error: unknown): PagedResult<ContentItem> {
  if (isContentApiError(error) && (error.status === 400 || error.status === 404)) {
    return { page: 0, pageSize: 0, totalCount: 0, data: [] };
  }
  throw error;
}

/** The rejection of a search that read `maxPages` pages without finding the slug. */
function pageBudgetError(maxPages: number): ContentApiError {
  return invalidRequest(
    `the slug search stopped after ${maxPages} pages (maxPages); the item may be further on`,
    'maxPages',
  );
}

/**
 * Searches one list: the page the index remembers for the slug (1 request), else nothing
 * when the index knows the whole list and it lacks the slug, else a walk that stops at the
 * first page holding the slug, recording every page it reads.
 */
async function searchList(
  source: SlugSearchSource,
  search: SlugSearch,
  list: SlugSearchList,
  maxPages: number,
): Promise<ListAnswer> {
  const { slug, pageSize, signal, index } = search;
  const key = slugListKey(search.brandId, list.kind, list.value, pageSize);
  let pagesRead = 0;
  const remembered = index?.pageOf(key, slug);
  if (index !== undefined && remembered !== undefined) {
    const { data } = await source.page(list, remembered, pageSize, signal).catch(pastTheEnd);
    index.remember(key, remembered, data);
    const item = data.find((candidate) => candidate.slug === slug);
    if (item !== undefined) return { item, pagesRead: 1, morePages: false };
    // Content moves between pages as items are published: look again from page 1.
    index.forget(key, slug);
    pagesRead = 1;
  } else if (index?.knowsWholeList(key)) {
    return { item: null, pagesRead: 0, morePages: false };
  }
  if (pagesRead >= maxPages) return { item: null, pagesRead, morePages: true };

  const walkedAt = Date.now();
  const matches = new Map<number, ContentItem>();
  const seen = new Map<string, number>();
  let pageCount = 1;
  const walk = await walkPages(
    async (page, size, pageSignal) => {
      const result = await source.page(list, page, size, pageSignal);
      if (page === 1) pageCount = pageCountOf(result);
      index?.remember(key, page, result.data);
      for (const item of result.data) {
        const known = seen.get(item.slug);
        if (known === undefined || page < known) seen.set(item.slug, page);
      }
      return result;
    },
    {
      pageSize,
      concurrency: search.concurrency,
      maxPages: maxPages - pagesRead,
      signal,
      stopAt: (items, page) => {
        const item = items.find((candidate) => candidate.slug === slug);
        if (item !== undefined) matches.set(page, item);
        return item !== undefined;
      },
    },
  );
  pagesRead += walk.pages;
  // The walk ended at the lowest page holding the slug, whatever order pages arrived in.
  const item = matches.get(walk.pages) ?? null;
  if (item === null && walk.pages >= pageCount && walk.complete) {
    index?.rememberWholeList(key, seen, walkedAt);
  }
  return { item, pagesRead, morePages: item === null && walk.pages < pageCount };
}

/**
 * Finds the item with `search.slug` (see `findContentBySlug` for the strategy and its
 * cost); `null` when no list holds it. Rejects when `maxPages` ran out first, and with any
 * failure of a request.
 */
export async function searchBySlug(
  source: SlugSearchSource,
  search: SlugSearch,
): Promise<ContentItem | null> {
  checkSlugSearch(search);
  if (search.lang !== undefined) {
    const answer = await searchList(
      source,
      search,
      { kind: 'lang', value: search.lang },
      search.maxPages,
    );
    if (answer.morePages) throw pageBudgetError(search.maxPages);
    return answer.item;
  }
  // Every item has exactly one category, so the category lists together hold every item once.
  const categories = await source.categories(search.signal);
  let budget = search.maxPages;
  let unreachable: ContentApiError | undefined;
  for (const categoryId of new Set(categories.map((category) => category.id))) {
    if (budget === 0) throw pageBudgetError(search.maxPages);
    // Stryker disable next-line StringLiteral: the kind only names the list in index keys
    const list: SlugSearchList = { kind: 'category', value: categoryId };
    const answer = await searchList(source, search, list, budget).catch((error: unknown) => {
      // A category id the client cannot put in a URL must not hide the other categories.
      if (!isContentApiError(error) || error.field !== 'categoryId') {
        throw error;
      }
      unreachable ??= error;
      return { item: null, pagesRead: 0, morePages: false };
    });
    if (answer.item !== null) return answer.item;
    if (answer.morePages) throw pageBudgetError(search.maxPages);
    budget -= answer.pagesRead;
  }
  // The item may be in the category that could not be read: say so rather than "not found".
  if (unreachable !== undefined) throw unreachable;
  return null;
}
