import { onAbort } from '../abort.js';
import type { ContentClient } from '../contentClient.js';
import { isContentApiError } from '../errors.js';
import type { RequestOptions } from '../options.js';
import type { ContentItem, PagedResult } from '../types.js';
import { pageCountOf } from '../walkAllPages.js';
import {
  type BrandSnapshot,
  createSnapshot,
  type IndexRecord,
  type ListState,
} from './brandSnapshot.js';
import { maxIdentifierLength, toIndexedContent } from './indexedContent.js';

/** Items the index may be unable to hold and still answer "not found" for other slugs. */
const maxRefusedSlugs = 1000;

/** What a walk needs. */
export interface BrandWalkOptions {
  pageSize: number;
  concurrency: number;
  /** Items the brand may list at most; a larger brand is not indexed (the walk stops early). */
  maxItems: number;
  signal?: AbortSignal | undefined;
  /** Request options of every page (headers, `fetch` options). */
  request?: RequestOptions | undefined;
  /** Called with each page as it arrives, so a lookup waiting for the walk can answer early. */
  onPage?: ((list: string, page: number, items: readonly ContentItem[]) => void) | undefined;
}

/** The outcome of a walk: a snapshot, or the finding that the brand is larger than `maxItems`. */
export type BrandWalkResult =
  | { kind: 'indexed'; snapshot: BrandSnapshot }
  | { kind: 'too-large'; itemCount: number };

/** One category list as the walk reads it. */
interface ListWalk {
  categoryId: string;
  /** Items per page as the service reported it on page 1 (it may cap the size asked for). */
  effectiveSize: number;
  pageCount: number;
  totalCount: number;
  /** Records per page, filled as pages arrive (in any order). */
  pages: IndexRecord[][];
  /** Listed items the walk could not index (too long a field). */
  refused: number;
  /** Their slugs, when short enough to be asked for. */
  refusedSlugs: string[];
  /** A page reported another total than page 1: the list changed during the walk. */
  changed: boolean;
}

/** A fresh, unguessable-enough name for one walk's chunks in a shared store. */
function newGeneration(): string {
  // Stryker disable next-line MethodExpression: equivalent, a generation only has to differ from other walks', and the longer name does as well
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Runs `tasks` with at most `concurrency` in flight; the first failure aborts the rest
 * (through `controller`) and rejects.
 */
async function runPool(
  tasks: (() => Promise<void>)[],
  concurrency: number,
  controller: AbortController,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !controller.signal.aborted) {
      const task = tasks[next++];
      if (task !== undefined) await task();
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(concurrency, tasks.length) }, () =>
      worker().catch((error: unknown) => {
        controller.abort(error);
        throw error;
      }),
    ),
  );
}

/**
 * Walks every item of a brand once: the categories (1 request), page 1 of every category,
 * then the other pages, page 2 of every category before page 3 of any (so the newest items of
 * every list arrive first, and a lookup waiting for the walk answers soon). Every item has
 * exactly one category, so the category lists together hold every item once.
 *
 * Bounded against a hostile service: pages come from the totals of page 1 and stop at
 * `maxItems` in all (no more first pages are read once the totals pass it); a page answering
 * more items than its size, or than its list has left, is cut there; a slug or
 * id seen twice is kept once (the first in walk order); a field too long to hold refuses its
 * item. A list whose total changes during the walk, or that answers fewer items than it
 * counts, is walked once more; if it is still short the snapshot is not `complete`. A failure
 * of any request rejects the walk (the previous snapshot stays in use).
 */
export async function walkBrand(
  client: ContentClient,
  brandId: string,
  options: BrandWalkOptions,
): Promise<BrandWalkResult> {
  const controller = new AbortController();
  const { signal } = options;
  const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
  const call = { ...options.request, signal: controller.signal };
  const readPage = async (categoryId: string, page: number) => {
    return client.getContentByCategory(brandId, categoryId, {
      ...call,
      page,
      pageSize: options.pageSize,
    });
  };
  try {
    const walkedAt = Date.now();
    const categories = await client.getCategories(brandId, call);
    const categoryIds = [...new Set(categories.map((category) => category.id))];
    let complete = true;

    /** Reads page 1 of a category; `tally.counted` sums the totals read so far. */
    const readList = async (lists: ListWalk[], categoryId: string, tally: { counted: number }) => {
      // Thousands of categories must not cost a request (and a page held) each once the
      // brand is known to be too large.
      if (tally.counted > options.maxItems) return;
      let first: PagedResult<ContentItem>;
      try {
        first = await readPage(categoryId, 1);
      } catch (error) {
        // A category id the client cannot put in a URL (`..`): its items cannot be indexed,
        // so the index is not complete, but the other categories still are.
        if (isContentApiError(error) && error.field === 'categoryId') {
          complete = false;
          return;
        }
        throw error;
      }
      const list: ListWalk = {
        categoryId,
        effectiveSize: first.pageSize > 0 ? first.pageSize : options.pageSize,
        pageCount: pageCountOf(first),
        totalCount: first.totalCount,
        pages: [],
        refused: 0,
        refusedSlugs: [],
        changed: false,
      };
      tally.counted += first.totalCount;
      record(list, 1, first);
      lists.push(list);
    };

    const record = (list: ListWalk, page: number, result: PagedResult<ContentItem>) => {
      if (result.totalCount !== list.totalCount) list.changed = true;
      // At most a page, and no more than the list counts past the pages before it: a service
      // claiming a huge page size cannot make the index hold more than `maxItems`.
      const left = list.totalCount - (page - 1) * list.effectiveSize;
      const items = result.data.slice(0, Math.max(0, Math.min(list.effectiveSize, left)));
      // Stryker disable next-line OptionalChaining: equivalent, the one caller (createBrandIndex) always passes onPage
      options.onPage?.(list.categoryId, page, items);
      const records: IndexRecord[] = [];
      items.forEach((item, offset) => {
        const entry = toIndexedContent(item);
        if (entry === undefined) {
          list.refused++;
          // Past the cap the index is not complete anyway: the slugs need not be kept.
          if (
            item.slug.length <= maxIdentifierLength &&
            list.refusedSlugs.length <= maxRefusedSlugs
          ) {
            list.refusedSlugs.push(item.slug);
          }
          return;
        }
        const position = (page - 1) * list.effectiveSize + offset;
        records.push({ entry, list: list.categoryId, position });
      });
      // Stryker disable next-line ArithmeticOperator: equivalent, pages are only read in order, holes skipped (reduce, `page ?? []`), so an offset index holds the same records
      list.pages[page - 1] = records;
    };

    const walkLists = async (ids: readonly string[]): Promise<ListWalk[] | number> => {
      const lists: ListWalk[] = [];
      const tally = { counted: 0 };
      await runPool(
        ids.map((id) => () => readList(lists, id, tally)),
        options.concurrency,
        controller,
      );
      const itemCount = lists.reduce((sum, list) => sum + list.totalCount, 0);
      if (itemCount > options.maxItems) return itemCount;
      const tasks: (() => Promise<void>)[] = [];
      // A reduce, not `Math.max(...)`: a hostile categories answer may list more lists than a
      // call can take arguments.
      const deepest = lists.reduce((most, list) => Math.max(most, list.pageCount), 1);
      for (let page = 2; page <= deepest; page++) {
        for (const list of lists) {
          if (page > list.pageCount) continue;
          tasks.push(async () => record(list, page, await readPage(list.categoryId, page)));
        }
      }
      await runPool(tasks, options.concurrency, controller);
      // Pool results arrive in any order: put the lists back in the categories' order.
      return ids.flatMap((id) => lists.filter((list) => list.categoryId === id));
    };

    const seenOf = (list: ListWalk) =>
      list.pages.reduce((sum, page) => sum + page.length, 0) + list.refused;
    const firstPass = await walkLists(categoryIds);
    if (typeof firstPass === 'number') {
      return { kind: 'too-large', itemCount: firstPass };
    }
    // A list that changed while it was read may have moved an item past the walk: once more.
    const short = firstPass.filter((list) => list.changed || seenOf(list) < list.totalCount);
    const secondPass = short.length === 0 ? [] : await walkLists(short.map((l) => l.categoryId));
    if (typeof secondPass === 'number') {
      return { kind: 'too-large', itemCount: secondPass };
    }
    const lists = firstPass.map(
      (list) => secondPass.find((again) => again.categoryId === list.categoryId) ?? list,
    );

    const records: IndexRecord[] = [];
    const states = new Map<string, ListState>();
    const refusedSlugs: string[] = [];
    for (const list of lists) {
      states.set(list.categoryId, {
        totalCount: list.totalCount,
        pageSize: list.effectiveSize,
        shift: 0,
      });
      if (list.changed || seenOf(list) < list.totalCount) complete = false;
      for (const slug of list.refusedSlugs) refusedSlugs.push(slug);
      // One push per item: spreading a page into push() passes each item as an argument, and
      // a service's page of ~125 000 items would overflow the call stack.
      // Stryker disable next-line ArrayDeclaration: equivalent, every page up to pageCount is recorded or the walk rejects, so no page is a hole
      for (const page of list.pages) for (const record of page ?? []) records.push(record);
    }
    const snapshot = createSnapshot(records, {
      generation: newGeneration(),
      walkedAt,
      pageSize: options.pageSize,
      // Past this many, a crawler's misses would each cost a search: not an index.
      complete: complete && refusedSlugs.length <= maxRefusedSlugs,
      lists: states,
      refusedSlugs,
    });
    return { kind: 'indexed', snapshot };
  } finally {
    stopWatching?.();
  }
}
