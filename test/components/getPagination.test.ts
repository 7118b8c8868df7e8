// The pages, ellipses and neighbours a pagination bar shows, for any UI (Pagination renders
// them). Bars are written as text, `[n]` for the current page and `…` for a gap.
import { getPagination, type PaginationParams } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

type Shape = Pick<PaginationParams, 'siblingCount' | 'boundaryCount'>;

function bar(page: number, pageCount: number, shape: Shape = {}): string {
  return getPagination({ page, pageSize: 10, totalCount: pageCount * 10, ...shape })
    .items.map((item) =>
      item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');
}

describe('getPagination', () => {
  const bars: [number, number, Shape, string][] = [
    [1, 1, {}, '[1]'],
    [2, 5, {}, '1 [2] 3 4 5'],
    [4, 7, {}, '1 2 3 [4] 5 6 7'],
    [4, 8, {}, '1 2 3 [4] 5 … 8'],
    [1, 10, {}, '[1] 2 3 4 5 … 10'],
    [5, 20, {}, '1 … 4 [5] 6 … 20'],
    [10, 20, {}, '1 … 9 [10] 11 … 20'],
    [20, 20, {}, '1 … 16 17 18 19 [20]'],
    [5, 10, { siblingCount: 0 }, '1 … [5] … 10'],
    [1, 10, { siblingCount: 2 }, '[1] 2 3 4 5 6 7 … 10'],
    [6, 12, { siblingCount: 2 }, '1 … 4 5 [6] 7 8 … 12'],
    [7, 10, { boundaryCount: 2 }, '1 2 … 5 6 [7] 8 9 10'],
    [5, 12, { boundaryCount: 2, siblingCount: 2 }, '1 2 3 4 [5] 6 7 8 … 11 12'],
    // More boundary pages than pages: each page once.
    [2, 3, { boundaryCount: 2 }, '1 [2] 3'],
    [3, 5, { boundaryCount: 3 }, '1 2 [3] 4 5'],
  ];
  it.each(bars)('shows page %i of %i with %o as %s', (page, pageCount, shape, expected) => {
    expect(bar(page, pageCount, shape)).toBe(expected);
  });

  it('keeps the bar the same length on every page, so the controls do not jump', () => {
    const lengths = Array.from({ length: 20 }, (_, index) => bar(index + 1, 20).split(' ').length);
    expect(lengths).toEqual(Array(20).fill(7));
  });

  it('tells pages from gaps, and the two gaps apart', () => {
    expect(getPagination({ page: 5, pageSize: 10, totalCount: 200 }).items).toEqual([
      { type: 'page', page: 1, current: false },
      { type: 'ellipsis', key: 'start-ellipsis' },
      { type: 'page', page: 4, current: false },
      { type: 'page', page: 5, current: true },
      { type: 'page', page: 6, current: false },
      { type: 'ellipsis', key: 'end-ellipsis' },
      { type: 'page', page: 20, current: false },
    ]);
  });

  const neighbours: [number, number, boolean, boolean, number | undefined, number | undefined][] = [
    [1, 1, false, false, undefined, undefined],
    [1, 10, false, true, undefined, 2],
    [2, 10, true, true, 1, 3],
    [7, 10, true, true, 6, 8],
    [10, 10, true, false, 9, undefined],
  ];
  it.each(neighbours)(
    'on page %i of %i: previous %s, next %s (%s and %s)',
    (page, pageCount, hasPrevious, hasNext, previousPage, nextPage) => {
      expect(getPagination({ page, pageSize: 10, totalCount: pageCount * 10 })).toMatchObject({
        page,
        pageCount,
        hasPrevious,
        hasNext,
        previousPage,
        nextPage,
      });
    },
  );

  it('counts a partly filled last page', () => {
    expect(getPagination({ page: 1, pageSize: 10, totalCount: 95 }).pageCount).toBe(10);
  });

  it('shows everything on one page when the page size is 0', () => {
    expect(getPagination({ page: 3, pageSize: 0, totalCount: 5 })).toEqual({
      page: 1,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
      previousPage: undefined,
      nextPage: undefined,
      items: [{ type: 'page', page: 1, current: true }],
    });
  });

  it.each([
    ['a page size of 0', 0],
    ['a page size of 10', 10],
  ])('shows no pages and no neighbours for no items, with %s', (_, pageSize) => {
    expect(getPagination({ page: 2, pageSize, totalCount: 0 })).toEqual({
      page: 1,
      pageCount: 0,
      hasPrevious: false,
      hasNext: false,
      previousPage: undefined,
      nextPage: undefined,
      items: [],
    });
  });

  it('clamps nonsense instead of throwing', () => {
    expect(getPagination({ page: 99, pageSize: 10, totalCount: 30 }).page).toBe(3);
    expect(getPagination({ page: -4, pageSize: 10, totalCount: 30 }).page).toBe(1);
    expect(getPagination({ page: Number.NaN, pageSize: -5, totalCount: 5 })).toMatchObject({
      page: 1,
      pageCount: 1,
    });
  });
});
