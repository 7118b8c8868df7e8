// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { getPagination, useContentPagination } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

const pages = (state: ReturnType<typeof getPagination>) =>
  state.items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('useContentPagination', () => {
  it('gives the state of getPagination, with one sibling and one boundary page by default', () => {
    const { result } = renderHook(() =>
      useContentPagination({ page: 10, pageSize: 10, totalCount: 200 }),
    );
    expect(result.current).toEqual(getPagination({ page: 10, pageSize: 10, totalCount: 200 }));
    expect(result.current.pageCount).toBe(20);
    expect(result.current.previousPage).toBe(9);
    expect(result.current.nextPage).toBe(11);
    expect(pages(result.current)).toEqual([1, '…', 9, 10, 11, '…', 20]);
  });

  it('honours siblingCount and boundaryCount', () => {
    const { result } = renderHook(() =>
      useContentPagination({
        page: 10,
        pageSize: 10,
        totalCount: 200,
        siblingCount: 2,
        boundaryCount: 2,
      }),
    );
    expect(pages(result.current)).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
  });

  it('follows every input on re-render, and keeps the same object while none changes', () => {
    const { result, rerender } = renderHook((params) => useContentPagination(params), {
      initialProps: { page: 1, pageSize: 10, totalCount: 200 } as Parameters<
        typeof useContentPagination
      >[0],
    });
    const first = result.current;
    rerender({ page: 1, pageSize: 10, totalCount: 200 });
    // Memoised: a custom pagination bar that depends on the state does not re-render for nothing.
    expect(result.current).toBe(first);
    rerender({ page: 2, pageSize: 10, totalCount: 200 });
    expect(result.current.page).toBe(2);
    rerender({ page: 2, pageSize: 20, totalCount: 200 });
    expect(result.current.pageCount).toBe(10);
    rerender({ page: 2, pageSize: 20, totalCount: 20 });
    expect(result.current.pageCount).toBe(1);
    rerender({ page: 5, pageSize: 10, totalCount: 200, siblingCount: 0 });
    expect(pages(result.current)).toEqual([1, '…', 5, '…', 20]);
    rerender({ page: 5, pageSize: 10, totalCount: 200, siblingCount: 0, boundaryCount: 2 });
    expect(pages(result.current)).toEqual([1, 2, '…', 5, '…', 19, 20]);
  });
});
