'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { resolveBrandId, useContentData } from '../query/ContentDataProvider.js';
import type { TranslatableListKind } from '../query/contentKeys.js';
import { defaultPageSize } from '../query/queryOptions.js';
import { translatedListQueryOptions } from '../query/translatedListQueryOptions.js';
import type { ContentListBodyProps } from './contentListTypes.js';
import { GrowingListBody } from './GrowingListBody.js';

/**
 * The `load-more` and `infinite` variants of `ContentList` in the reader's languages: the
 * translated list is loaded whole (bounded by `maxItems`, or from a server's brand index), so
 * each step reveals `pageSize` more translation groups with no request.
 */
export function GrowingTranslatedList({
  kind,
  value,
  brandId,
  pageSize,
  renderItem,
  card,
  labels,
  preferredLanguages,
  maxItems,
  observe,
}: ContentListBodyProps & {
  kind: TranslatableListKind;
  preferredLanguages: readonly string[];
  observe: boolean;
}) {
  // The step is counted here, not by the service, so a size it would refuse must not stall it.
  const step = Number.isSafeInteger(pageSize) && pageSize > 0 ? pageSize : defaultPageSize;
  const context = useContentData('ContentList');
  const [shown, setShown] = useState(step);
  const query = useQuery(
    translatedListQueryOptions(
      context.client,
      kind,
      value,
      { brandId: resolveBrandId(context, brandId), preferredLanguages, maxItems },
      // Another language keeps the items on screen until its own list is ready.
      { placeholderData: keepPreviousData },
    ),
  );
  const loadMore = useCallback(() => setShown((count) => count + step), [step]);
  const all = query.data?.items;
  return (
    <GrowingListBody
      items={all?.slice(0, shown)}
      error={query.error}
      onRetry={() => void query.refetch()}
      hasMore={all !== undefined && shown < all.length}
      loadingMore={false}
      loadMoreError={null}
      stale={query.isRefetchError}
      loadMore={loadMore}
      renderItem={renderItem}
      card={card}
      labels={labels}
      observe={observe}
      pageSize={step}
    />
  );
}
