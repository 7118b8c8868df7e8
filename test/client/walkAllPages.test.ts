import type { ContentItem, PagedResult } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it, vi } from 'vitest';
import { type ListPageFetcher, walkPages } from '../../src/client/walkAllPages.js';

/** One page request the walk made; the test answers it when it likes. */
interface PageCall {
  page: number;
  signal: AbortSignal;
  resolve: (result: PagedResult<ContentItem>) => void;
  reject: (error: unknown) => void;
}

/**
 * A fetcher whose pages are answered by the test. By default a page rejects with its
 * signal's reason when aborted, as `fetch` does; `ignoreAbort` makes one that answers anyway.
 */
function manualFetcher({ ignoreAbort = false } = {}) {
  const calls: PageCall[] = [];
  const fetcher: ListPageFetcher = (page, _pageSize, signal) =>
    new Promise((resolve, reject) => {
      if (!ignoreAbort) signal.addEventListener('abort', () => reject(signal.reason));
      calls.push({ page, signal, resolve, reject });
    });
  const call = (page: number): PageCall => {
    const found = calls.find((candidate) => candidate.page === page);
    if (found === undefined) throw new Error(`page ${page} was not requested`);
    return found;
  };
  const requested = () => calls.map((candidate) => candidate.page);
  return { calls, fetcher, call, requested };
}

const bound = { timeout: 5_000, interval: 5 };

/** Items `p{page}-0` … of one page. */
function pageItems(page: number, count: number): ContentItem[] {
  return Array.from(
    { length: count },
    (_, index) =>
      createMockContentItem({ id: `p${page}-${index}`, slug: `p${page}-${index}` }) as ContentItem,
  );
}

function pageOf(
  page: number,
  data: ContentItem[],
  totalCount: number,
  pageSize = 5,
): PagedResult<ContentItem> {
  return { page, pageSize, totalCount, data };
}

const ids = (items: readonly ContentItem[]) => items.map((item) => item.id);

describe('walkPages', () => {
  it("leaves nothing listening to the caller's signal once the walk ends", async () => {
    const caller = new AbortController();
    // The walk's listener reads the caller's `reason` when the signal aborts: count the reads.
    let reasonReads = 0;
    Object.defineProperty(caller.signal, 'reason', {
      get: () => {
        reasonReads++;
        return 'shutdown';
      },
    });
    await walkPages(async (page) => pageOf(page, pageItems(page, 5), 10), {
      signal: caller.signal,
    });
    await expect(
      walkPages(
        async (page) => {
          if (page === 2) throw new Error('page 2 failed');
          return pageOf(page, pageItems(page, 5), 10);
        },
        { signal: caller.signal },
      ),
    ).rejects.toThrow('page 2 failed');
    // A long-lived signal (a server's shutdown signal) used for many walks must not pile them up.
    caller.abort();
    expect(reasonReads).toBe(0);
  });

  it('counts pages by the items of the first page when the service reports pageSize 0', async () => {
    const requested: number[] = [];
    const result = await walkPages(async (page) => {
      requested.push(page);
      return pageOf(page, pageItems(page, page === 3 ? 2 : 5), 12, 0);
    }, null);
    expect(requested.sort()).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ totalCount: 12, pages: 3, complete: true });
    expect(result.items).toHaveLength(12);
  });

  it('stops requesting once totalCount items arrived, even if pages were bigger than reported', async () => {
    const requested: number[] = [];
    const result = await walkPages(
      async (page) => {
        requested.push(page);
        // The service claims pages of 5 (4 pages for 20 items) but sends 10 a page.
        return pageOf(page, pageItems(page, 10), 20, 5);
      },
      { concurrency: 1 },
    );
    expect(requested).toEqual([1, 2]);
    expect(result).toMatchObject({ totalCount: 20, complete: true });
    expect(result.items).toHaveLength(20);
  });

  it('returns an item that moved to the next page during the walk once, and reports it incomplete', async () => {
    const first = pageItems(1, 5);
    const result = await walkPages(async (page) => {
      // An item was inserted before page 2 was read: the last item of page 1 shifted onto it.
      const data = page === 1 ? first : [first[4] as ContentItem, ...pageItems(2, 4)];
      return pageOf(page, data, 10);
    }, null);
    expect(ids(result.items)).toEqual([...ids(first), 'p2-0', 'p2-1', 'p2-2', 'p2-3']);
    expect(result).toMatchObject({ totalCount: 10, pages: 2, complete: false });
  });

  it('aborts the pages in flight with the failure, but not the pages that already arrived', async () => {
    const { fetcher, call, requested } = manualFetcher();
    const walk = walkPages(fetcher, { concurrency: 2 });
    const outcome = walk.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    await vi.waitFor(() => expect(requested()).toEqual([1]), bound);
    call(1).resolve(pageOf(1, pageItems(1, 5), 25));
    await vi.waitFor(() => expect(requested()).toEqual([1, 2, 3]), bound);
    call(2).resolve(pageOf(2, pageItems(2, 5), 25));
    await vi.waitFor(() => expect(requested()).toEqual([1, 2, 3, 4]), bound);
    const failure = new Error('page 3 failed');
    call(3).reject(failure);
    expect(await outcome).toBe(failure);
    expect(call(4).signal.aborted).toBe(true);
    expect(call(4).signal.reason).toBe(failure);
    expect(call(1).signal.aborted).toBe(false);
    expect(call(2).signal.aborted).toBe(false);
    expect(requested()).toEqual([1, 2, 3, 4]);
  });

  it('ends a search at the accepted page even when a later page arrived first', async () => {
    const { fetcher, call, requested } = manualFetcher();
    const walk = walkPages(fetcher, {
      concurrency: 2,
      stopAt: (items) => items.some((item) => item.slug === 'p2-1'),
    });
    await vi.waitFor(() => expect(requested()).toEqual([1]), bound);
    call(1).resolve(pageOf(1, pageItems(1, 5), 20));
    await vi.waitFor(() => expect(requested()).toEqual([1, 2, 3]), bound);
    call(3).resolve(pageOf(3, pageItems(3, 5), 20));
    await vi.waitFor(() => expect(requested()).toEqual([1, 2, 3, 4]), bound);
    call(2).resolve(pageOf(2, pageItems(2, 5), 20));
    const result = await walk;
    expect(ids(result.items)).toEqual([...ids(pageItems(1, 5)), ...ids(pageItems(2, 5))]);
    expect(result).toMatchObject({ pages: 2 });
    // Page 3 had arrived: it is not cancelled after the fact; page 4 still in flight is.
    expect(call(3).signal.aborted).toBe(false);
    expect(call(4).signal.aborted).toBe(true);
  });

  it('cancels the pages after the one a search stopped at, saying why, and ignores their answers', async () => {
    const { fetcher, call, requested } = manualFetcher({ ignoreAbort: true });
    const progress: number[] = [];
    const walk = walkPages(fetcher, {
      concurrency: 2,
      stopAt: (items) => items.some((item) => item.slug === 'p2-1'),
      onProgress: ({ page }) => progress.push(page),
    });
    await vi.waitFor(() => expect(requested()).toEqual([1]), bound);
    call(1).resolve(pageOf(1, pageItems(1, 5), 20));
    await vi.waitFor(() => expect(requested()).toEqual([1, 2, 3]), bound);
    call(2).resolve(pageOf(2, pageItems(2, 5), 20));
    await vi.waitFor(() => expect(call(3).signal.aborted).toBe(true), bound);
    expect(call(3).signal.reason).toBeInstanceOf(Error);
    expect((call(3).signal.reason as Error).message).toBe('the walk stopped at page 2');
    // A fetcher that answers despite the cancellation: its page is not reported nor returned.
    call(3).resolve(pageOf(3, pageItems(3, 5), 20));
    const result = await walk;
    expect(progress).toEqual([1, 2]);
    expect(result.items).toHaveLength(10);
    expect(requested()).toEqual([1, 2, 3]);
  });
});
