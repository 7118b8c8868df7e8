'use client';
import { useMemo } from 'react';
import { getPagination, type PaginationParams, type PaginationState } from './getPagination.js';

/**
 * Page count, `hasNext`, `hasPrevious` and the visible page range with
 * ellipses; the state behind the `Pagination` component, for custom UIs.
 *
 * @example
 * const { items, hasNext, nextPage } = useContentPagination({ page, pageSize: 10, totalCount });
 */
export function useContentPagination({
  page,
  pageSize,
  totalCount,
  siblingCount,
  boundaryCount,
}: PaginationParams): PaginationState {
  return useMemo(
    () =>
      getPagination({
        page,
        pageSize,
        totalCount,
        ...(siblingCount === undefined ? {} : { siblingCount }),
        ...(boundaryCount === undefined ? {} : { boundaryCount }),
      }),
    [page, pageSize, totalCount, siblingCount, boundaryCount],
  );
}
