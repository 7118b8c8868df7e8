'use client';
import { useEffect, useRef } from 'react';
import type { ContentApiError, IndexedContent } from '../client/index.js';
import { ContentListItems } from './ContentListItems.js';
import type { ContentListBodyProps } from './contentListTypes.js';
import { FirstLoadState, ListError } from './ListStates.js';
import type { ContentLabels } from './labels.js';

/** What a growing list shows, from whichever source feeds it (pages of the service, or groups revealed locally). */
export interface GrowingListBodyProps {
  /** The items shown so far; `undefined` until the first ones have arrived. */
  items: readonly IndexedContent[] | undefined;
  /** Why the first load failed (with `items` undefined), else `null`. */
  error: ContentApiError | null;
  /** Retries the first load. */
  onRetry: () => void;
  /** Whether "load more" has anything left to show. */
  hasMore: boolean;
  /** `true` while more items are on their way. */
  loadingMore: boolean;
  /** A background refresh of the items shown failed: they stay, marked `data-stale`, with no alert. */
  stale: boolean;
  /** Why loading more failed, else `null`; Retry loads more again. */
  loadMoreError: ContentApiError | null;
  /** Shows more items (`cancelRefetch: false` semantics: a load already under way is kept). */
  loadMore: () => void;
  renderItem: ContentListBodyProps['renderItem'];
  card: ContentListBodyProps['card'];
  labels: ContentLabels;
  pageSize: number;
  /** `infinite`: an IntersectionObserver also shows more when the end of the list is in view. */
  observe: boolean;
}

/**
 * The markup and behaviour of the `load-more` and `infinite` variants of `ContentList`: a
 * button shows more; with `infinite` an IntersectionObserver also does when the end of the
 * list scrolls into view (the button stays, for keyboards and browsers without the
 * observer). After "load more", focus moves to the first new item.
 */
export function GrowingListBody({
  items,
  error,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreError,
  stale,
  loadMore,
  renderItem,
  card,
  labels,
  pageSize,
  observe,
}: GrowingListBodyProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef<number | undefined>(undefined);
  const shown = items?.length ?? 0;
  const canObserve = observe && typeof IntersectionObserver !== 'undefined';

  // After "load more", focus the first new item so keyboard and screen reader users continue there.
  useEffect(() => {
    const before = shownBefore.current;
    if (before !== undefined && shown > before) {
      shownBefore.current = undefined;
      listRef.current?.querySelector<HTMLElement>(`[data-index="${before}"]`)?.focus();
    }
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` starts the observer again after each step, so a sentinel still in view (a short list on a tall screen) shows the next step too.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!canObserve || sentinel === null || !hasMore) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !loadingMore) loadMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canObserve, hasMore, loadingMore, loadMore, shown]);

  if (items === undefined) {
    return <FirstLoadState error={error} onRetry={onRetry} pageSize={pageSize} labels={labels} />;
  }
  const loadMoreClicked = () => {
    shownBefore.current = items.length;
    loadMore();
  };
  return (
    <>
      <ContentListItems
        items={items}
        renderItem={renderItem}
        card={card}
        emptyLabel={labels.empty}
        busy={loadingMore}
        stale={stale}
        listRef={listRef}
      />
      {loadMoreError && <ListError error={loadMoreError} onRetry={loadMore} labels={labels} />}
      {hasMore && !loadMoreError && (
        <div className="cdr-list-more">
          {canObserve && <div ref={sentinelRef} className="cdr-list-sentinel" aria-hidden="true" />}
          <button
            type="button"
            className="cdr-load-more"
            onClick={loadMoreClicked}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? labels.loading : labels.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
