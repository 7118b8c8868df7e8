'use client';
import type { HTMLAttributes, ReactNode } from 'react';
import type { IndexedContent, PagedResult } from '../client/index.js';
import { ListPageView } from './ListPageView.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** The props of `ContentListView` besides the HTML attributes of its `<section>`. */
export interface ContentListViewOwnProps extends ContentUiSettings {
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
 *
 * @example
 * // app/tags/[tag]/page.tsx (a server component)
 * const result = await client.getContentByTag('acme-outdoor', tag, { page, pageSize: 12 });
 * return <ContentListView result={result} heading={`#${tag}`} getPageHref={(n) => `?page=${n}`} />;
 */
export function ContentListView({
  linkComponent,
  imageComponent,
  routes,
  labels,
  ...props
}: ContentListViewProps) {
  const settings = useComponentSettings({ linkComponent, imageComponent, routes, labels });
  return <ListPageView {...props} settings={settings} />;
}
