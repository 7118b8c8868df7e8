import { isAbortSignal, onAbort } from './abort.js';
import { invalidRequest } from './errors.js';
import type { RequestOptions } from './options.js';
import type { ContentItem, PagedResult } from './types.js';
import type { PageParams } from './url.js';

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

type FetchPage = (params: PageParams, call: RequestOptions) => Promise<PagedResult<ContentItem>>;

function positiveInteger(value: number | undefined, fallback: number, name: string, max: number) {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidRequest(
      `${name} must be a whole number from 1 to ${max}, got ${String(value)}`,
      name,
    );
  }
  return value;
}

/** Fetches page 1, then the remaining pages with bounded concurrency; any failure aborts the rest. */
export async function getAllPages(
  fetchPage: FetchPage,
  options: GetAllOptions = {},
): Promise<AllContent> {
  const pageSize = positiveInteger(options.pageSize, 100, 'pageSize', 2147483647);
  const concurrency = positiveInteger(options.concurrency, 2, 'concurrency', 16);
  const maxPages = positiveInteger(options.maxPages, 1000, 'maxPages', 1_000_000);
  const limit =
    options.limit === undefined
      ? Number.POSITIVE_INFINITY
      : positiveInteger(options.limit, 1, 'limit', Number.MAX_SAFE_INTEGER);

  const controller = new AbortController();
  const callerSignal = options.signal;
  if (callerSignal !== undefined && !isAbortSignal(callerSignal)) {
    throw invalidRequest('signal must be an AbortSignal', 'signal');
  }
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  const stopWatching = callerSignal === undefined ? undefined : onAbort(callerSignal, forwardAbort);
  if (callerSignal?.aborted) forwardAbort();
  const call: RequestOptions = {
    headers: options.headers,
    fetchOptions: options.fetchOptions,
    signal: controller.signal,
  };

  try {
    const first = await fetchPage({ page: 1, pageSize }, call);
    const effectiveSize = first.pageSize > 0 ? first.pageSize : Math.max(first.data.length, 1);
    const total = Math.min(first.totalCount, limit);
    const pageCount = Math.max(1, Math.ceil(total / effectiveSize));
    if (pageCount > maxPages) {
      throw invalidRequest(
        `listing all would take ${pageCount} pages, more than maxPages (${maxPages}); pass limit or raise maxPages`,
        'maxPages',
      );
    }
    const pages: PagedResult<ContentItem>['data'][] = [first.data];
    let loaded = first.data.length;
    const report = (page: number) => {
      try {
        options.onProgress?.({ page, loaded, total });
      } catch (error) {
        console.error('[content-delivery-react] onProgress threw; the walk went on:', error);
      }
    };
    report(1);

    let nextPage = 2;
    const worker = async () => {
      while (nextPage <= pageCount && loaded < total) {
        const page = nextPage++;
        const result = await fetchPage({ page, pageSize }, call);
        pages[page - 1] = result.data;
        loaded += result.data.length;
        report(page);
      }
    };
    const workers = Array.from({ length: Math.min(concurrency, pageCount - 1) }, worker);
    await Promise.all(
      workers.map((running) =>
        running.catch((error: unknown) => {
          controller.abort(error);
          throw error;
        }),
      ),
    );

    const seen = new Set<string>();
    const items: ContentItem[] = [];
    for (const data of pages) {
      for (const item of data ?? []) {
        if (items.length >= limit) break;
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        items.push(item);
      }
    }
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
