'use client';
import { useCallback } from 'react';
import { useContentListInfiniteQuery } from '../query/useContentListQuery.js';
import type { ContentListBodyProps } from './contentListTypes.js';
import { GrowingListBody } from './GrowingListBody.js';

/**
 * The `load-more` and `infinite` variants of `ContentList` over the service's pages: each
 * step appends the next page (see `GrowingListBody` for the markup and focus handling).
 */
export function GrowingContentList({
  kind,
  value,
  brandId,
  pageSize,
  renderItem,
  card,
  labels,
  observe,
}: ContentListBodyProps & { observe: boolean }) {
  const query = useContentListInfiniteQuery('ContentList', kind, value, {
    brandId: brandId,
    pageSize,
  });
  const { fetchNextPage } = query;
  // `cancelRefetch: false`: a page already loading is kept, not cancelled and asked for
  // again, when the observer reports before React has re-rendered.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return (
    <GrowingListBody
      items={query.data?.pages.flatMap((page) => page.data)}
      error={query.error}
      onRetry={() => void query.refetch()}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      loadMoreError={query.isFetchNextPageError ? query.error : null}
      // Refreshing every page failed (not "load more"): keep them, quietly.
      stale={query.isRefetchError}
      loadMore={loadMore}
      renderItem={renderItem}
      card={card}
      labels={labels}
      observe={observe}
      pageSize={pageSize}
    />
  );
}
