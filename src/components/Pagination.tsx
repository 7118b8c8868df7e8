import type { HTMLAttributes, ReactNode } from 'react';
import { hostProps, ignoredOnServer, serverBuild, useComponentSettings } from '#component-build';
import { getPagination } from './getPagination.js';
import { NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routes.js';
import type { ContentUiSettings } from './uiSettings.js';

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
 *
 * As a server component (`react-server`) it pages by `getPageHref` links only: `onPageChange`
 * is ignored, and without `getPageHref` it renders nothing (development logs an error): a
 * navigation whose entries cannot navigate would only mislead readers and keyboard users.
 *
 * @example
 * <Pagination page={2} pageSize={12} totalCount={80} getPageHref={(page) => `?page=${page}`} />
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange: givenOnPageChange,
  getPageHref,
  siblingCount = 1,
  boundaryCount = 1,
  linkComponent,
  labels,
  className,
  ...props
}: PaginationProps) {
  const settings = useComponentSettings({ linkComponent, labels });
  if (serverBuild) {
    if (getPageHref === undefined) {
      ignoredOnServer('paginationNeedsHrefs');
      return null;
    }
    if (givenOnPageChange !== undefined) {
      ignoredOnServer('paginationOnPageChange');
    }
  }
  const onPageChange = serverBuild ? undefined : givenOnPageChange;
  const { Link, labels: text } = settings;
  const state = getPagination({ page, pageSize, totalCount, siblingCount, boundaryCount });
  if (state.pageCount <= 1) return null;

  const control = (
    target: number | undefined,
    content: ReactNode,
    label: string,
    current = false,
  ) =>
    target === undefined ? (
      <span className="cdr-pagination-control" aria-disabled="true" data-disabled="">
        {content}
      </span>
    ) : (
      <NavControl
        Link={Link}
        href={routeHref(getPageHref, target)}
        current={current}
        className="cdr-pagination-control"
        aria-label={label}
        data-active={current ? '' : undefined}
        onClick={
          onPageChange === undefined
            ? undefined
            : () => {
                // The current page stays a control (keyboard users meet it), calling nothing.
                if (!current) onPageChange(target);
              }
        }
      >
        {content}
      </NavControl>
    );

  return (
    <NavFrame
      label={text.pagination}
      {...hostProps('Pagination', props)}
      base="cdr-pagination"
      list="cdr-pagination-list"
      slot="pagination"
      className={className}
    >
      <li className="cdr-pagination-previous">
        {control(state.previousPage, text.previousPage, text.previousPage)}
      </li>
      {state.items.map((entry) =>
        entry.type === 'ellipsis' ? (
          <li key={entry.key} className="cdr-pagination-ellipsis" aria-hidden="true">
            …
          </li>
        ) : (
          <li key={entry.page} className="cdr-pagination-page">
            {control(
              entry.page,
              entry.page,
              text.page.replace('{page}', String(entry.page)),
              entry.current,
            )}
          </li>
        ),
      )}
      <li className="cdr-pagination-next">
        {control(state.nextPage, text.nextPage, text.nextPage)}
      </li>
    </NavFrame>
  );
}
