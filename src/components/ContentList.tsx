'use client';
import type { InfiniteData } from '@tanstack/react-query';
import { type HTMLAttributes, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import type { ContentApiError, ContentItem, PagedResult } from '../client/index.js';
import type { ListKind } from '../query/contentKeys.js';
import { useContentListInfiniteQuery, useContentListQuery } from '../query/useContentList.js';
import { ContentCard } from './ContentCard.js';
import { ListError, ListSkeleton } from './ListStates.js';
import type { ContentLabels } from './labels.js';
import { Pagination } from './Pagination.js';
import { cx, useComponentSettings } from './useComponentSettings.js';

/** Which list to show: exactly one of `categoryId`, `lang` or `tag`. */
export type ContentListSource =
  | { categoryId: string; lang?: never; tag?: never }
  | { lang: string; categoryId?: never; tag?: never }
  | { tag: string; categoryId?: never; lang?: never };

interface ContentListOwnProps {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** Items per page. @default 10 */
  pageSize?: number | undefined;
  /** Current page (controlled). */
  page?: number | undefined;
  /** First page when uncontrolled. @default 1 */
  defaultPage?: number | undefined;
  /** Called with the new page when the user pages. */
  onPageChange?: ((page: number) => void) | undefined;
  /** Page links instead of buttons (crawlable); see `Pagination`. */
  getPageHref?: ((page: number) => string) | undefined;
  /**
   * `pages`: numbered pages; `load-more`: a button appends the next page;
   * `infinite`: the next page loads when the end of the list scrolls into view.
   * @default 'pages'
   */
  variant?: 'pages' | 'load-more' | 'infinite' | undefined;
  /** Heading above the list; focus moves to it after a page change. */
  heading?: ReactNode;
  /** Level of `heading`; cards use the next level. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /** Renders one item instead of `ContentCard`. */
  renderItem?: ((item: ContentItem, index: number) => ReactNode) | undefined;
  labels?: Partial<ContentLabels> | undefined;
}

/** Props of {@link ContentList}. */
export type ContentListProps = ContentListSource &
  ContentListOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof ContentListOwnProps | 'children'>;

function sourceOf(props: ContentListSource): [ListKind, string] {
  if (props.categoryId !== undefined) return ['category', props.categoryId];
  if (props.lang !== undefined) return ['lang', props.lang];
  return ['tag', props.tag ?? ''];
}

interface ListBodyProps {
  kind: ListKind;
  value: string;
  own: ContentListOwnProps;
  labels: ContentLabels;
  focusTarget: () => HTMLElement | null;
}

/** The items (cards or `renderItem`), or the empty state when there are none. */
function ListItems({
  items,
  own,
  labels,
  busy,
  listRef,
}: {
  items: readonly ContentItem[];
  own: ContentListOwnProps;
  labels: ContentLabels;
  busy: boolean;
  listRef?: Ref<HTMLUListElement>;
}) {
  if (items.length === 0) {
    return (
      <p className="cdr-list-empty" data-state="empty">
        {labels.empty}
      </p>
    );
  }
  const cardLevel = ((own.headingLevel ?? 2) + 1) as 3 | 4 | 5 | 6;
  return (
    <ul ref={listRef} className="cdr-list-items" aria-busy={busy}>
      {items.map((item, index) => (
        <li key={item.id} className="cdr-list-item" tabIndex={-1} data-index={index}>
          {own.renderItem ? (
            own.renderItem(item, index)
          ) : (
            <ContentCard item={item} headingLevel={cardLevel} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Before the first page has arrived: the skeleton, or the error with Retry. */
function firstLoad(
  query: { error: ContentApiError | null; refetch: () => Promise<unknown> },
  pageSize: number,
  labels: ContentLabels,
) {
  return query.error === null ? (
    <ListSkeleton count={pageSize} labels={labels} />
  ) : (
    <ListError error={query.error} onRetry={() => void query.refetch()} labels={labels} />
  );
}

function PagedList({ kind, value, own, labels, focusTarget }: ListBodyProps) {
  const pageSize = own.pageSize ?? 10;
  const [uncontrolled, setUncontrolled] = useState(own.defaultPage ?? 1);
  const page = own.page ?? uncontrolled;
  const query = useContentListQuery<PagedResult<ContentItem>>('ContentList', kind, value, {
    brandId: own.brandId,
    page,
    pageSize,
  });
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current && !query.isPlaceholderData && !query.isPending) {
      moved.current = false;
      focusTarget()?.focus();
    }
  });
  const changePage = (next: number) => {
    moved.current = true;
    if (own.page === undefined) setUncontrolled(next);
    own.onPageChange?.(next);
  };

  const { data } = query;
  if (data === undefined) return firstLoad(query, pageSize, labels);
  return (
    <>
      {query.isError && (
        <ListError error={query.error} onRetry={() => void query.refetch()} labels={labels} />
      )}
      <ListItems items={data.data} own={own} labels={labels} busy={query.isPlaceholderData} />
      <Pagination
        page={page}
        pageSize={data.pageSize > 0 ? data.pageSize : pageSize}
        totalCount={data.totalCount}
        onPageChange={changePage}
        getPageHref={own.getPageHref}
        labels={labels}
      />
    </>
  );
}

function GrowingList({ kind, value, own, labels }: ListBodyProps) {
  const pageSize = own.pageSize ?? 10;
  const query = useContentListInfiniteQuery<InfiniteData<PagedResult<ContentItem>, number>>(
    'ContentList',
    kind,
    value,
    {
      brandId: own.brandId,
      pageSize,
    },
  );
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
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
        void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canObserve, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.data === undefined) return firstLoad(query, pageSize, labels);
  const loadMore = () => {
    shownBefore.current = items.length;
    void fetchNextPage();
  };
  return (
    <>
      <ListItems
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

/**
 * A list of content by category, language or tag, fetched through the hooks:
 * cards (or `renderItem`), a loading skeleton (`aria-busy`), an error state
 * with the problem title and Retry, an empty state, and paging by numbered
 * pages, "load more" or infinite scroll. After a page change, focus moves to
 * the heading (or the list).
 *
 * @example
 * <ContentList tag="seo" pageSize={12} heading="Latest on SEO" />
 */
export function ContentList(props: ContentListProps) {
  const {
    categoryId: _category,
    lang: _lang,
    tag: _tag,
    brandId,
    pageSize,
    page,
    defaultPage,
    onPageChange,
    getPageHref,
    variant = 'pages',
    heading,
    headingLevel = 2,
    renderItem,
    labels,
    className,
    ...rest
  } = props;
  const [kind, value] = sourceOf(props);
  const { labels: text } = useComponentSettings(labels);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const Heading = `h${headingLevel}` as const;
  const body: ListBodyProps = {
    kind,
    value,
    own: props,
    labels: text,
    focusTarget: () => headingRef.current ?? sectionRef.current,
  };
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      {...rest}
      className={cx('cdr-list', className)}
      data-slot="content-list"
      data-variant={variant}
    >
      {heading !== undefined && (
        <Heading ref={headingRef} tabIndex={-1} className="cdr-list-heading">
          {heading}
        </Heading>
      )}
      {/* A new list (other category, language or tag) starts again from its first page. */}
      {variant === 'pages' ? (
        <PagedList key={`${kind}:${value}`} {...body} />
      ) : (
        <GrowingList key={`${kind}:${value}`} {...body} />
      )}
    </section>
  );
}
