import { getPagination } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

function bar(page: number, pageCount: number) {
  return getPagination({ page, pageSize: 10, totalCount: pageCount * 10 })
    .items.map((item) =>
      item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');
}

describe('getPagination', () => {
  it('shows every page when there are few', () => {
    expect(bar(1, 1)).toBe('[1]');
    expect(bar(2, 5)).toBe('1 [2] 3 4 5');
    expect(bar(4, 7)).toBe('1 2 3 [4] 5 6 7');
  });

  it('shows ellipses with boundaries and siblings, keeping the same length', () => {
    expect(bar(1, 20)).toBe('[1] 2 3 4 5 … 20');
    expect(bar(5, 20)).toBe('1 … 4 [5] 6 … 20');
    expect(bar(10, 20)).toBe('1 … 9 [10] 11 … 20');
    expect(bar(20, 20)).toBe('1 … 16 17 18 19 [20]');
  });

  it('computes neighbours and page count', () => {
    expect(getPagination({ page: 3, pageSize: 10, totalCount: 95 })).toMatchObject({
      page: 3,
      pageCount: 10,
      hasPrevious: true,
      hasNext: true,
      previousPage: 2,
      nextPage: 4,
    });
    expect(getPagination({ page: 10, pageSize: 10, totalCount: 95 })).toMatchObject({
      hasNext: false,
      nextPage: undefined,
    });
  });

  it('clamps nonsense instead of throwing', () => {
    expect(getPagination({ page: 99, pageSize: 10, totalCount: 30 }).page).toBe(3);
    expect(getPagination({ page: -4, pageSize: 10, totalCount: 30 }).page).toBe(1);
    expect(getPagination({ page: Number.NaN, pageSize: 0, totalCount: 5 })).toMatchObject({
      page: 1,
      pageCount: 1,
    });
    expect(getPagination({ page: 1, pageSize: 10, totalCount: 0 })).toMatchObject({
      pageCount: 0,
      items: [],
      hasNext: false,
    });
  });
});
