import { ContentCardView } from './ContentCardView.js';
import type { ContentListViewProps } from './ContentListView.js';
import { cx } from './classNames.js';
import { distinctKeys } from './distinctKeys.js';
import { headingLevelBelow } from './headingLevelBelow.js';
import { PaginationView } from './PaginationView.js';
import type { ViewPropsOf } from './settings.js';

// No 'use client', no hooks: the markup of ContentListView for both builds, with ContentList's
// classes and slots so that themes apply to both.

/** Props of {@link ListPageView}: ContentListView's, with the settings already resolved. */
export type ListPageViewProps = ViewPropsOf<ContentListViewProps>;

/**
 * One fetched page as a list: heading, cards (or `renderItem`) or the empty state, and page
 * links with `getPageHref`. A page beyond the last (the service answers it with no items) shows
 * the empty state and no pagination, which could only mark a page the reader is not on.
 */
export function ListPageView({
  result,
  heading,
  headingLevel = 2,
  getPageHref,
  renderItem,
  siblingCount = 1,
  boundaryCount = 1,
  showReadingTime = false,
  settings,
  className,
  ...props
}: ListPageViewProps) {
  const Heading = `h${headingLevel}` as const;
  const items = Array.isArray(result.data) ? result.data : [];
  const keys = distinctKeys(items.map((item) => item.id));
  const ownHeading =
    heading !== undefined && heading !== null && heading !== false && heading !== '';
  return (
    <section
      {...props}
      className={cx('cdr-list', className)}
      data-slot="content-list"
      data-variant="pages"
    >
      {ownHeading && <Heading className="cdr-list-heading">{heading}</Heading>}
      {items.length === 0 ? (
        <p className="cdr-list-empty" data-state="empty">
          {settings.labels.empty}
        </p>
      ) : (
        <ul className="cdr-list-items">
          {items.map((item, index) => (
            <li key={keys[index]} className="cdr-list-item" data-index={index}>
              {renderItem ? (
                renderItem(item, index)
              ) : (
                <ContentCardView
                  item={item}
                  headingLevel={headingLevelBelow[headingLevel]}
                  showReadingTime={showReadingTime}
                  settings={settings}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {getPageHref !== undefined && items.length > 0 && (
        <PaginationView
          page={result.page}
          pageSize={result.pageSize}
          totalCount={result.totalCount}
          getPageHref={getPageHref}
          siblingCount={siblingCount}
          boundaryCount={boundaryCount}
          settings={settings}
        />
      )}
    </section>
  );
}
