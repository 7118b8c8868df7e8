import type { HTMLAttributes, ReactNode } from 'react';
import { hostProps, useComponentSettings } from '#component-build';
import type { IndexedContent, PagedResult } from '../client/index.js';
import { ContentListItems } from './ContentListItems.js';
import { cx, headingLevelBelow } from './markup.js';
import { Pagination } from './Pagination.js';
import type { ContentUiSettings } from './uiSettings.js';

/** The props of `ContentListView` besides the HTML attributes of its `<section>`. */
interface ContentListViewOwnProps extends ContentUiSettings {
  /**
   * The page to show, as the client returned it (e.g.
   * `await client.getContentByTag('acme-outdoor', 'gear', { page, pageSize })`). A page beyond
   * the last comes back with no items: the list shows its empty state. A page of
   * `IndexedContent` (a page of a list in the reader's language) shows the same cards, without
   * reading times.
   */
  result: PagedResult<IndexedContent>;
  /** Heading above the list. `null`, `false` or left out: no heading. */
  heading?: ReactNode;
  /**
   * Level of `heading`; cards use the next level. `1` when the list is the page (its heading
   * the page's title). @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | undefined;
  /** Link of each page, for the pagination below the list (crawlable). Left out: no pagination. */
  getPageHref?: ((page: number) => string) | undefined;
  /** Renders one item instead of `ContentCard`: an item of `result`. */
  renderItem?: ((item: IndexedContent, index: number) => ReactNode) | undefined;
  /** Pages shown on each side of the current one. @default 1 */
  siblingCount?: number | undefined;
  /** Pages shown at each end. @default 1 */
  boundaryCount?: number | undefined;
  /** Show each card's reading time (of the items with a body). @default false */
  showReadingTime?: boolean | undefined;
}

/** Props of {@link ContentListView}. */
export type ContentListViewProps = ContentListViewOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof ContentListViewOwnProps | 'children'>;

/**
 * The list's markup from a page you already fetched: heading, cards (or `renderItem`), the empty
 * state and page links, with `ContentList`'s classes and slots (`cdr-list`, `cdr-list-items`,
 * `cdr-list-item`, `cdr-list-empty`), so themes apply. It does not fetch: it is the list of a
 * server-rendered page (a React Server Component under the `react-server` condition, with no
 * JavaScript in the browser). In a client tree it reads the provider's UI settings.
 * A page beyond the last (the service answers it with no items) shows the empty state and no
 * pagination, which could only mark a page the reader is not on.
 *
 * @example
 * // app/tags/[tag]/page.tsx (a server component)
 * const result = await client.getContentByTag('acme-outdoor', tag, { page, pageSize: 12 });
 * return <ContentListView result={result} heading={`#${tag}`} getPageHref={(n) => `?page=${n}`} />;
 */
export function ContentListView({
  result,
  heading,
  headingLevel = 2,
  getPageHref,
  renderItem,
  siblingCount = 1,
  boundaryCount = 1,
  showReadingTime = false,
  linkComponent,
  imageComponent,
  routes,
  labels,
  className,
  ...props
}: ContentListViewProps) {
  // Cards and pagination resolve the list's own settings props the same way.
  const settings = useComponentSettings({ linkComponent, imageComponent, routes, labels });
  const Heading = `h${headingLevel}` as const;
  const items = Array.isArray(result.data) ? result.data : [];
  const ownHeading =
    heading !== undefined && heading !== null && heading !== false && heading !== '';
  return (
    <section
      {...hostProps('ContentListView', props)}
      className={cx('cdr-list', className)}
      data-slot="content-list"
      data-variant="pages"
    >
      {ownHeading && <Heading className="cdr-list-heading">{heading}</Heading>}
      <ContentListItems
        items={items}
        renderItem={renderItem}
        card={{
          headingLevel: headingLevelBelow[headingLevel],
          linkComponent,
          imageComponent,
          routes,
          labels,
          showReadingTime,
        }}
        emptyLabel={settings.labels.empty}
      />
      {getPageHref !== undefined && items.length > 0 && (
        <Pagination
          linkComponent={linkComponent}
          labels={labels}
          page={result.page}
          pageSize={result.pageSize}
          totalCount={result.totalCount}
          getPageHref={getPageHref}
          siblingCount={siblingCount}
          boundaryCount={boundaryCount}
        />
      )}
    </section>
  );
}
