import type { ReactNode } from 'react';
import { getPagination } from './getPagination.js';
import { NavControl, NavFrame } from './navigation.js';
import type { PaginationProps } from './Pagination.js';
import { routeHref } from './routeHref.js';
import type { ViewPropsOf } from './settings.js';

// No 'use client', no hooks: the markup of Pagination for both builds (the client component
// resolves the settings from its provider, the server one from its props).

/** Props of {@link PaginationView}: Pagination's, with the settings already resolved. */
export type PaginationViewProps = ViewPropsOf<PaginationProps>;

/** The markup of `Pagination`: links with `getPageHref`, else buttons calling `onPageChange`; nothing for one page. */
export function PaginationView({
  page,
  pageSize,
  totalCount,
  onPageChange,
  getPageHref,
  siblingCount = 1,
  boundaryCount = 1,
  settings,
  className,
  ...props
}: PaginationViewProps) {
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
      {...props}
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
