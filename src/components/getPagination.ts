/** Input of {@link getPagination}. */
export interface PaginationParams {
  /** Current page, counted from 1 (clamped into range). */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Total number of items over all pages. */
  totalCount: number;
  /**
   * Pages shown on each side of the current page.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Pages always shown at the start and the end.
   * @default 1
   */
  boundaryCount?: number;
}

/** One slot of a pagination bar: a page link or a gap. */
export type PaginationItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; key: 'start-ellipsis' | 'end-ellipsis' };

/** Everything a pagination bar needs. */
export interface PaginationState {
  /** Current page, clamped to `1…pageCount` (1 when there are no pages). */
  page: number;
  /** Number of pages; 0 when there are no items. */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** `page - 1`, or `undefined` on the first page. */
  previousPage: number | undefined;
  /** `page + 1`, or `undefined` on the last page. */
  nextPage: number | undefined;
  /** Pages and ellipses to show, e.g. `1 … 4 5 6 … 20`; the list keeps the same length while paging. */
  items: PaginationItem[];
}

function whole(value: number, fallback: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : fallback;
}

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/**
 * Page count, neighbours and a visible page range with ellipses, for any
 * pagination UI. Never throws: nonsense input (NaN, negatives) is clamped.
 */
export function getPagination({
  page,
  pageSize,
  totalCount,
  siblingCount = 1,
  boundaryCount = 1,
}: PaginationParams): PaginationState {
  const size = whole(pageSize, 0, 0);
  const total = whole(totalCount, 0, 0);
  const pageCount = size === 0 ? (total > 0 ? 1 : 0) : Math.ceil(total / size);
  const current = Math.min(whole(page, 1, 1), Math.max(pageCount, 1));
  const siblings = whole(siblingCount, 1, 0);
  const boundary = whole(boundaryCount, 1, 1);

  const startPages = range(1, Math.min(boundary, pageCount));
  const endPages = range(Math.max(pageCount - boundary + 1, boundary + 1), pageCount);
  const siblingsStart = Math.max(
    Math.min(current - siblings, pageCount - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblings, boundary + siblings * 2 + 2),
    pageCount - boundary - 1,
  );

  const numbers: (number | 'start-ellipsis' | 'end-ellipsis')[] = [...startPages];
  if (siblingsStart > boundary + 2) numbers.push('start-ellipsis');
  else if (boundary + 1 < pageCount - boundary) numbers.push(boundary + 1);
  numbers.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < pageCount - boundary - 1) numbers.push('end-ellipsis');
  else if (pageCount - boundary > boundary) numbers.push(pageCount - boundary);
  numbers.push(...endPages);

  const items = numbers.map(
    (entry): PaginationItem =>
      typeof entry === 'number'
        ? { type: 'page', page: entry, current: entry === current }
        : { type: 'ellipsis', key: entry },
  );
  return {
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
    previousPage: current > 1 ? current - 1 : undefined,
    nextPage: current < pageCount ? current + 1 : undefined,
    items,
  };
}
