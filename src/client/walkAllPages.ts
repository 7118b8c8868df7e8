import { isAbortSignal, onAbort } from './abort.js';
import { runPool } from './boundedPool.js';
import type { ContentClient } from './contentClient.js';
import { invalidRequest } from './errorBuilding.js';
import type { RequestOptions } from './options.js';
import { rowsLeftOut } from './rowsLeftOut.js';
import type { ContentItem, PagedResult } from './types.js';
import { onProgressThrew } from './warnings.js';

/** Options of `getAllContentBy…`: walks every page of a list. */
export interface GetAllOptions extends RequestOptions {
  /**
   * Page size to request (the service may cap it; its reported `pageSize` is used to count pages).
   * @default 100
   */
  pageSize?: number;
  /** Stop once this many items are loaded (fewer pages are requested). */
  limit?: number;
  /**
   * Page requests in flight at once after the first page.
   * @default 2
   */
  concurrency?: number;
  /**
   * Refuse (reject with `invalid-request`) rather than request more pages than this; raise it or pass `limit`.
   * @default 1000
   */
  maxPages?: number;
  /** Called after each page arrives. */
  onProgress?: (progress: GetAllProgress) => void;
}

export interface GetAllProgress {
  /** The page that just arrived. */
  page: number;
  /** Items loaded so far. */
  loaded: number;
  /** Items expected in all (`totalCount`, or `limit` when smaller). */
  total: number;
}

/** Result of walking every page. */
export interface AllContent {
  /** All items in page order, each id once (items that moved between pages during the walk are not repeated). */
  items: ContentItem[];
  /** `totalCount` the service reported on the first page. */
  totalCount: number;
  /** Pages requested. */
  pages: number;
  /**
   * `false` when fewer items arrived than expected (content changed during
   * the walk); the items that did arrive are still returned.
   */
  complete: boolean;
}

/** The client methods that answer one page of a list. */
type ListMethod = 'getContentByCategory' | 'getContentByLanguage' | 'getContentByTag';

/**
 * Fetches one page of one list. The walk passes its own `signal` (aborted when any page
 * fails or the caller aborts); the query layer passes a fetcher that goes through the
 * TanStack cache, so walked pages are shared with the list hooks.
 */
export type ListPageFetcher = (
  page: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<PagedResult<ContentItem>>;

/** Refuses (`invalid-request`) a count option that is not a whole number from 1 to `max`. */
export function assertCount(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidRequest(`${name} must be a whole number from 1 to ${max}`, name);
  }
}

/** Refuses (`invalid-request`) walk options out of range, before the first request. */
export function assertWalkLimits(
  pageSize: number,
  concurrency: number,
  maxPages: number,
  limit: number,
  signal: AbortSignal | undefined,
): void {
  assertCount('pageSize', pageSize, 2_147_483_647);
  assertCount('concurrency', concurrency, 16);
  assertCount('maxPages', maxPages, 1_000_000);
  assertCount('limit', limit, Number.MAX_SAFE_INTEGER);
  if (signal !== undefined && !isAbortSignal(signal)) {
    throw invalidRequest('signal must be an AbortSignal', 'signal');
  }
}

/** Options of {@link walkPages}: those of `getAllContentBy…` without the request options, plus `stopAt`. */
export interface WalkPagesOptions extends Omit<GetAllOptions, 'headers' | 'fetchOptions'> {
  /**
   * Makes the walk a search: it ends at the first page, in page order, whose items this
   * accepts. Later pages are not requested (or cancelled when in flight, their failures
   * ignored); earlier pages in flight are still awaited and checked, so the page the walk
   * ends at does not depend on the order pages arrive in. A search walks the first
   * `maxPages` pages of a longer list instead of refusing it (where the item is cannot be
   * known in advance); the result then has `pages === maxPages` and `complete: false`.
   */
  stopAt?: ((items: readonly ContentItem[], page: number) => boolean) | undefined;
}

/** How many pages a list has, from its first page (the service's `pageSize` counts; it may cap the one asked for). */
export function pageCountOf(
  first: PagedResult<ContentItem>,
  limit = Number.MAX_SAFE_INTEGER,
): number {
  const effectiveSize = first.pageSize > 0 ? first.pageSize : Math.max(first.data.length, 1);
  return Math.max(1, Math.ceil(Math.min(first.totalCount, limit) / effectiveSize));
}

/** Walks every page of one list through the client (see {@link walkPages}). */
export function walkAllPages(
  client: ContentClient,
  method: ListMethod,
  brandId: string,
  key: string,
  options: GetAllOptions | null | undefined,
): Promise<AllContent> {
  return walkPages(
    (page, pageSize, signal) =>
      client[method](brandId, key, {
        headers: options?.headers,
        fetchOptions: options?.fetchOptions,
        signal,
        page,
        pageSize,
      }),
    options,
  );
}

/**
 * Fetches page 1, then the remaining pages with bounded concurrency; any failure aborts the
 * rest. Options are checked before the first request (an async function, so a bad one rejects).
 * With `stopAt` the walk is a search that ends early (see {@link WalkPagesOptions}).
 */
export async function walkPages(
  fetchListPage: ListPageFetcher,
  options: WalkPagesOptions | null | undefined,
): Promise<AllContent> {
  const {
    pageSize = 100,
    concurrency = 2,
    maxPages = 1000,
    limit = Number.MAX_SAFE_INTEGER,
    signal,
    onProgress,
    stopAt,
  } = options ?? {};
  assertWalkLimits(pageSize, concurrency, maxPages, limit, signal);
  const controller = new AbortController();
  const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
  // Each page has its own controller (aborted with the walk), so that a search can cancel
  // the pages after the one it stopped at and keep waiting for the ones before it.
  const inFlight = new Map<number, AbortController>();
  const fetchPage = async (page: number) => {
    const request = new AbortController();
    const stopLinking = onAbort(controller.signal, () => request.abort(controller.signal.reason));
    inFlight.set(page, request);
    try {
      return await fetchListPage(page, pageSize, request.signal);
    } finally {
      inFlight.delete(page);
      stopLinking();
    }
  };
  let stopPage = Number.POSITIVE_INFINITY;
  const checkStop = (page: number, items: readonly ContentItem[]) => {
    if (stopAt === undefined || page > stopPage || !stopAt(items, page)) return;
    stopPage = page;
    for (const [later, request] of inFlight) {
      if (later > page) request.abort(new Error(`the walk stopped at page ${page}`));
    }
  };

  try {
    const first = await fetchPage(1);
    const total = Math.min(first.totalCount, limit);
    const pageCount = pageCountOf(first, limit);
    if (stopAt === undefined && pageCount > maxPages) {
      throw invalidRequest(
        `${pageCount} pages exceed maxPages; pass limit or raise maxPages`,
        'maxPages',
      );
    }
    const lastPage = Math.min(pageCount, maxPages);
    const pages = [first.data];
    // Rows the client could not read and left out were listed all the same: they count as
    // loaded, so the walk neither waits for them nor says it is incomplete for them.
    let unreadable = rowsLeftOut(first);
    let loaded = first.data.length + unreadable;
    const report = (page: number) => {
      try {
        onProgress?.({ page, loaded, total });
      } catch (error) {
        onProgressThrew(error);
      }
    };
    report(1);
    checkStop(1, first.data);

    // One task per page after the first; a task whose page is past the search's stop, or
    // comes after every item has arrived, returns without a request.
    const tasks = Array.from({ length: lastPage - 1 }, (_, offset) => async () => {
      const page = offset + 2;
      if (page > stopPage || loaded >= total) return;
      const result = await fetchPage(page).catch((error: unknown) => {
        // A page after the one the search stopped at is not needed: its failure (usually
        // the cancellation itself) is not the walk's.
        if (page > stopPage) return undefined;
        throw error;
      });
      if (result === undefined || page > stopPage) return;
      pages[page - 1] = result.data;
      unreadable += rowsLeftOut(result);
      loaded += result.data.length + rowsLeftOut(result);
      report(page);
      checkStop(page, result.data);
    });
    await runPool(tasks, concurrency, controller);

    const walked = Math.min(lastPage, stopPage);
    const seen = new Set<string>();
    const items = pages
      .slice(0, walked)
      .flat()
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .slice(0, limit);
    return {
      items,
      totalCount: first.totalCount,
      pages: walked,
      complete: items.length + unreadable >= total,
    };
  } finally {
    stopWatching?.();
  }
}
