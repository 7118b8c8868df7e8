'use client';
import type { HTMLAttributes } from 'react';
import { PaginationView } from './PaginationView.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link Pagination}. */
export interface PaginationProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onChange'>,
    Pick<ContentUiSettings, 'linkComponent' | 'labels'> {
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  totalCount: number;
  /**
   * Called with the chosen page: alone, the controls are buttons (client-side paging). Client
   * component only: the server component ignores it and pages by `getPageHref` links.
   */
  onPageChange?: ((page: number) => void) | undefined;
  /**
   * Render links to these URLs (crawlable, SEO-friendly). With `onPageChange` too, each
   * link also calls it when clicked, as router links call their `onClick`.
   */
  getPageHref?: ((page: number) => string) | undefined;
  /** @default 1 */
  siblingCount?: number;
  /** @default 1 */
  boundaryCount?: number;
}

/**
 * Page navigation: `<nav aria-label>`, the current page marked with
 * `aria-current="page"`, previous/next disabled at the ends, ellipses for
 * long ranges. Links with `getPageHref` (which also call `onPageChange` when
 * given), else buttons that call `onPageChange`.
 * Renders nothing when everything fits on one page.
 */
export function Pagination({ linkComponent, labels, ...props }: PaginationProps) {
  const settings = useComponentSettings({ linkComponent, labels });
  return <PaginationView {...props} settings={settings} />;
}
