import type { PagedResult } from './types.js';

// In a module of its own: the walks (walkAllPages, the brand index's) read it, and importing it
// from normalize.ts would bring the whole normaliser (its readers are built at load time) into
// bundles that never parse a page themselves, like a browser's client of a proxy.

/**
 * Rows each page left out, by page: a walk counts them as listed, so an unreadable item does
 * not look like an item that moved (which would walk the list again), and `getAll…` can say
 * the walk was complete. Kept beside the page, so `PagedResult` stays the service's shape.
 */
const leftOutOf = new WeakMap<PagedResult<unknown>, number>();

/** Records that `page` left out `count` rows it could not read. */
export function markRowsLeftOut(page: PagedResult<unknown>, count: number): void {
  leftOutOf.set(page, count);
}

/** How many rows `page` left out because they could not be read (0 for any other object). */
export function rowsLeftOut(page: PagedResult<unknown>): number {
  return leftOutOf.get(page) ?? 0;
}
