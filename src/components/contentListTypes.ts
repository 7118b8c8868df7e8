import type { ReactNode } from 'react';
import type { IndexedContent } from '../client/index.js';
import type { ListKind } from '../query/contentKeys.js';
import type { ListCardProps } from './ContentListItems.js';
import type { ContentLabels } from './labels.js';
import type { ContentUiSettings } from './uiSettings.js';

/** The reader's languages, for the lists that mix languages (categories and tags). */
export interface ContentListLanguages {
  /**
   * Show one item per translation group, in the first of these languages it exists in
   * (`de-AT`, then `de`, then the next one), else in its original language. The list is then
   * loaded whole once (`ceil(min(totalCount, maxItems) / 100)` requests; rendered on a server
   * with a brand index, from the index: exact, no request once built) and paged by groups:
   * every page holds `pageSize` groups (the last one fewer), the page count comes from the
   * number of groups, and paging or "load more" costs no request. A category list's automatic
   * heading uses the first of these languages the category is translated into. When rendering
   * on a server, pass the route's language or `Accept-Language`, not `navigator.languages`,
   * or hydration will not match.
   */
  preferredLanguages?: readonly string[] | undefined;
  /**
   * With `preferredLanguages`: items loaded at most (every language counted) from the service.
   * A longer list shows the groups of its first `maxItems` items and logs a development
   * warning. A list from a server's brand index is never cut.
   * @default 1000
   */
  maxItems?: number | undefined;
}

/**
 * Which list to show: exactly one of `categoryId`, `lang` or `tag`. A language list is in one
 * language already, so only category and tag lists take `preferredLanguages`.
 */
export type ContentListSource =
  | ({ categoryId: string; lang?: never; tag?: never } & ContentListLanguages)
  | { lang: string; categoryId?: never; tag?: never; preferredLanguages?: never; maxItems?: never }
  | ({ tag: string; categoryId?: never; lang?: never } & ContentListLanguages);

/** The props of `ContentList` besides its source and the HTML attributes of its `<section>`. */
export interface ContentListOwnProps extends ContentUiSettings {
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
  /**
   * Page links instead of buttons (crawlable); see `Pagination`. A click on one also
   * pages an uncontrolled list and calls `onPageChange`.
   */
  getPageHref?: ((page: number) => string) | undefined;
  /**
   * `pages`: numbered pages; `load-more`: a button appends the next page;
   * `infinite`: the next page loads when the end of the list scrolls into view.
   * @default 'pages'
   */
  variant?: 'pages' | 'load-more' | 'infinite' | undefined;
  /**
   * Heading above the list; focus moves to it after a page change. Left out, a category list
   * shows the category's name in the reader's language (see `preferredLanguages`), as text,
   * once the categories have loaded (nothing before, nothing for an unknown category, never its
   * id); other lists show none. `null` or `false`: no heading.
   */
  heading?: ReactNode;
  /** Level of `heading`; cards use the next level. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /**
   * Renders one item instead of `ContentCard`. With `preferredLanguages` the items are
   * `IndexedContent` (no body: a server builds the list from its brand index); without, the
   * service's `ContentItem`s.
   */
  renderItem?: ((item: IndexedContent, index: number) => ReactNode) | undefined;
}

/** What the paged and the growing list bodies get from `ContentList`, resolved once there. */
export interface ContentListBodyProps {
  kind: ListKind;
  value: string;
  brandId: string | undefined;
  /** Items (or translation groups) per page, defaults applied. */
  pageSize: number;
  /** How the items render (see `ContentListItems`). */
  renderItem: ((item: IndexedContent, index: number) => ReactNode) | undefined;
  card: ListCardProps;
  /** The labels after merging props, provider and defaults. */
  labels: ContentLabels;
  /** Where focus goes after a page change: the heading, else the list's section. */
  focusTarget: () => HTMLElement | null;
  /** The reader's languages for a category or tag list, else `undefined` (the service's items as listed). */
  preferredLanguages: readonly string[] | undefined;
  /** Bound of the translated list. */
  maxItems: number | undefined;
}
