'use client';
import { useEffect, useRef } from 'react';
import { useContentListInfiniteQuery } from '../query/useContentList.js';
import { ContentListItems } from './ContentListItems.js';
import type { ContentListBodyProps } from './contentListTypes.js';
import { FirstLoadState, ListError } from './ListStates.js';

/**
 * The `load-more` and `infinite` variants of `ContentList`: pages are appended. A button
 * loads the next page; with `infinite` an IntersectionObserver also loads it when the end
 * of the list scrolls into view (the button stays, for keyboards and browsers without
 * the observer). After "load more", focus moves to the first new item.
 */
export function GrowingContentList({ kind, value, own, labels }: ContentListBodyProps) {
  const pageSize = own.pageSize ?? 10;
  const query = useContentListInfiniteQuery('ContentList', kind, value, {
    brandId: own.brandId,
    pageSize,
  });
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef<number | undefined>(undefined);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const canObserve = own.variant === 'infinite' && typeof IntersectionObserver !== 'undefined';

  // After "load more", focus the first new item so keyboard and screen reader users continue there.
  useEffect(() => {
    const before = shownBefore.current;
    if (before !== undefined && items.length > before) {
      shownBefore.current = undefined;
      listRef.current?.querySelector<HTMLElement>(`[data-index="${before}"]`)?.focus();
    }
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canObserve || sentinel === null || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      // `cancelRefetch: false`: a page already loading is kept, not cancelled and asked for
      // again, when the observer reports before React has re-rendered.
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage({ cancelRefetch: false });
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canObserve, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.data === undefined) {
    return (
      <FirstLoadState
        error={query.error}
        onRetry={() => void query.refetch()}
        pageSize={pageSize}
        labels={labels}
      />
    );
  }
  const loadMore = () => {
    shownBefore.current = items.length;
    void fetchNextPage();
  };
  return (
    <>
      <ContentListItems
        items={items}
        own={own}
        labels={labels}
        busy={isFetchingNextPage}
        listRef={listRef}
      />
      {query.isFetchNextPageError && query.error && (
        <ListError error={query.error} onRetry={() => void fetchNextPage()} labels={labels} />
      )}
      {hasNextPage && !query.isFetchNextPageError && (
        <div className="cdr-list-more">
          {canObserve && <div ref={sentinelRef} className="cdr-list-sentinel" aria-hidden="true" />}
          <button
            type="button"
            className="cdr-load-more"
            onClick={loadMore}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? labels.loading : labels.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
