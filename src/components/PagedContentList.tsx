'use client';
import { useEffect, useRef, useState } from 'react';
import { useListPageQuery } from '../query/useListPageQuery.js';
import { ContentListItems } from './ContentListItems.js';
import type { ContentListBodyProps, ContentListOwnProps } from './contentListTypes.js';
import { FirstLoadState } from './ListStates.js';
import { Pagination } from './Pagination.js';

/**
 * The `pages` variant of `ContentList`: one page at a time under numbered pagination,
 * controlled (`page` + `onPageChange`) or not (`defaultPage`). The previous page stays on
 * screen (marked busy) while the next one loads; focus then moves to the list's heading.
 * A page that fails to load shows the error with Retry; a failed refresh of the page on
 * screen keeps it, marked `data-stale`.
 * With `preferredLanguages` the pages are cut from the translated list: pages of groups,
 * the page count from the number of groups.
 */
export function PagedContentList({
  kind,
  value,
  brandId,
  pageSize,
  renderItem,
  card,
  labels,
  focusTarget,
  preferredLanguages,
  maxItems,
  page: controlledPage,
  defaultPage = 1,
  onPageChange,
  getPageHref,
}: ContentListBodyProps &
  Pick<ContentListOwnProps, 'page' | 'defaultPage' | 'onPageChange' | 'getPageHref'>) {
  const [uncontrolledPage, setUncontrolledPage] = useState(defaultPage);
  const page = controlledPage ?? uncontrolledPage;
  const query = useListPageQuery('ContentList', kind, value, {
    brandId,
    page,
    pageSize,
    preferredLanguages,
    maxItems,
  });
  const pageChanged = useRef(false);
  useEffect(() => {
    if (pageChanged.current && !query.isPlaceholderData && !query.isPending) {
      pageChanged.current = false;
      focusTarget()?.focus();
    }
  });
  const changePage = (next: number) => {
    pageChanged.current = true;
    if (controlledPage === undefined) setUncontrolledPage(next);
    onPageChange?.(next);
  };

  const { data } = query;
  if (data === undefined) {
    return (
      <FirstLoadState
        error={query.error}
        onRetry={() => void query.refetch()}
        pageSize={pageSize}
        labels={labels}
      />
    );
  }
  // Data here is this page's own or, while the next page loads, the previous one: a page
  // that fails to load has no data (TanStack shows placeholders only while pending) and
  // gets the error with Retry above. So an error now is a failed background refresh: the
  // page stays as it was, marked stale, with no alert over good content.
  return (
    <>
      <ContentListItems
        items={data.data}
        renderItem={renderItem}
        card={card}
        emptyLabel={labels.empty}
        busy={query.isPlaceholderData}
        stale={query.isRefetchError}
      />
      <Pagination
        page={page}
        pageSize={data.pageSize > 0 ? data.pageSize : pageSize}
        totalCount={data.totalCount}
        onPageChange={changePage}
        getPageHref={getPageHref}
        linkComponent={card.linkComponent}
        labels={card.labels}
      />
    </>
  );
}
