import { isAbortSignal, onAbort } from './abort.js';
import type { ContentClient } from './createContentClient.js';
import { invalidRequest } from './errors.js';
import type { RequestOptions } from './options.js';
import type { ContentItem, PagedResult } from './types.js';

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
function assertCount(name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidRequest(`${name} must be a whole number from 1 to ${max}`, name);
  }
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
 */
export async function walkPages(
  fetchListPage: ListPageFetcher,
  options: Omit<GetAllOptions, 'headers' | 'fetchOptions'> | null | undefined,
): Promise<AllContent> {
  const {
    pageSize = 100,
    concurrency = 2,
    maxPages = 1000,
    limit = Number.MAX_SAFE_INTEGER,
    signal,
    onProgress,
  } = options ?? {};
  assertCount('pageSize', pageSize, 2_147_483_647);
  assertCount('concurrency', concurrency, 16);
  assertCount('maxPages', maxPages, 1_000_000);
  assertCount('limit', limit, Number.MAX_SAFE_INTEGER);
  if (signal !== undefined && !isAbortSignal(signal)) {
    throw invalidRequest('signal must be an AbortSignal', 'signal');
  }
  const controller = new AbortController();
  const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
  const fetchPage = (page: number) => fetchListPage(page, pageSize, controller.signal);

  try {
    const first = await fetchPage(1);
    const effectiveSize = first.pageSize > 0 ? first.pageSize : Math.max(first.data.length, 1);
    const total = Math.min(first.totalCount, limit);
    const pageCount = Math.max(1, Math.ceil(total / effectiveSize));
    if (pageCount > maxPages) {
      throw invalidRequest(
        `${pageCount} pages exceed maxPages; pass limit or raise maxPages`,
        'maxPages',
      );
    }
    const pages = [first.data];
    let loaded = first.data.length;
    const report = (page: number) => {
      try {
        onProgress?.({ page, loaded, total });
      } catch (error) {
        console.error('[content-delivery-react] onProgress threw; the walk went on:', error);
      }
    };
    report(1);

    let nextPage = 2;
    const worker = async () => {
      while (nextPage <= pageCount && loaded < total) {
        const page = nextPage++;
        const { data } = await fetchPage(page);
        pages[page - 1] = data;
        loaded += data.length;
        report(page);
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(concurrency, pageCount - 1) }, () =>
        worker().catch((error: unknown) => {
          controller.abort(error);
          throw error;
        }),
      ),
    );

    const seen = new Set<string>();
    const items = pages
      .flat()
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .slice(0, limit);
    return {
      items,
      totalCount: first.totalCount,
      pages: pageCount,
      complete: items.length >= total,
    };
  } finally {
    stopWatching?.();
  }
}
