import type { ReactNode } from 'react';
import type { ContentItem } from '../client/index.js';
import type { ListKind } from '../query/contentKeys.js';
import type { ContentLabels } from './labels.js';
import type { ContentUiSettings } from './uiSettings.js';

/** Which list to show: exactly one of `categoryId`, `lang` or `tag`. */
export type ContentListSource =
  | { categoryId: string; lang?: never; tag?: never }
  | { lang: string; categoryId?: never; tag?: never }
  | { tag: string; categoryId?: never; lang?: never };

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
  /** Heading above the list; focus moves to it after a page change. */
  heading?: ReactNode;
  /** Level of `heading`; cards use the next level. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | undefined;
  /** Renders one item instead of `ContentCard`. */
  renderItem?: ((item: ContentItem, index: number) => ReactNode) | undefined;
}

/** What the paged and the growing list bodies get from `ContentList`. */
export interface ContentListBodyProps {
  kind: ListKind;
  value: string;
  own: ContentListOwnProps;
  /** The labels after merging props, provider and defaults. */
  labels: ContentLabels;
  /** Where focus goes after a page change: the heading, else the list's section. */
  focusTarget: () => HTMLElement | null;
}
