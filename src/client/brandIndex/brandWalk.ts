import { onAbort } from '../abort.js';
import { runPool } from '../boundedPool.js';
import type { ContentClient } from '../contentClient.js';
import { isContentApiError } from '../errors.js';
import type { ContentEvent } from '../events.js';
import { rowsLeftOut } from '../rowsLeftOut.js';
import type { ContentItem, PagedResult } from '../types.js';
import { pageCountOf } from '../walkAllPages.js';
import { type PageRead, pageReadOf, seal } from './brandSeal.js';
import { type BrandStore, toChunkRecord } from './brandStore.js';
import { isWithin } from './freshness.js';
import { maxIdentifierLength, storedFields, toIndexedContent } from './indexedContent.js';
import { searchTextOf } from './searchText.js';
import {
  type CursorList,
  type IndexedMeta,
  newStoreId,
  type StoredChunk,
  type StoredCursor,
  type StoredTexts,
  storedFormat,
} from './storeLayout.js';

/**
 * How often a walk writes its cursor at most: an instance frozen mid-walk loses at most this
 * much of its reading, and a store that takes one write a second per key (Cloudflare KV) is
 * not asked for more.
 */
const cursorIntervalMs = 1000;

/** What a walk needs. */
export interface BrandWalkOptions {
  pageSize: number;
  concurrency: number;
  /** Items the brand may list at most; a larger brand is not indexed (the walk stops early). */
  maxItems: number;
  /** A walk another instance left unfinished, to take up where it stopped. */
  resume: StoredCursor | undefined;
  /** The meta in use, replaced when this walk seals (its keys are then removed). */
  previous: IndexedMeta | undefined;
  signal?: AbortSignal | undefined;
  /** Called with each page as it arrives, so a lookup waiting for the walk can answer early. */
  onPage?: ((list: string, page: number, items: readonly ContentItem[]) => void) | undefined;
  emit: (event: ContentEvent) => void;
}

/** The outcome of a walk: the index stored, or the finding that the brand is larger than `maxItems`. */
export type BrandWalkResult =
  | { kind: 'indexed'; meta: IndexedMeta; requests: number }
  | { kind: 'too-large'; itemCount: number; walkedAt: number };

/**
 * Walks every item of a brand once, writing what it reads to the store as it goes: the
 * categories (1 request), page 1 of every category (the totals), then the other pages, page 2
 * of every category before page 3 of any (so the newest items of every list arrive first, and
 * a lookup waiting for the walk answers soon). Every item has exactly one category, so the
 * category lists together hold every item once.
 *
 * Each page is stored as a chunk when it arrives, and a cursor says which pages are stored: an
 * instance frozen or killed mid-walk leaves its progress, and the next one takes it up
 * (`resume`) instead of starting again. At the end the walk **seals** the index: it writes the
 * slug and group buckets that point into the chunks, then the meta that puts them in use, then
 * removes the previous walk's keys.
 *
 * Bounded against a hostile service: pages come from the totals of page 1 and stop at
 * `maxItems` in all; a page answering more items than its size, or than its list has left, is
 * cut there; a slug or id seen twice is kept once (the first in walk order); a field too long to
 * hold refuses its item. A list whose total changes during the walk, or that answers fewer
 * items than it counts, is walked once more; if it is still short the index is not `complete`.
 * A failure of any request rejects the walk (the previous index stays in use; the cursor stays
 * for the next walk to resume).
 */
export async function walkBrand(
  client: ContentClient,
  store: BrandStore,
  brandId: string,
  options: BrandWalkOptions,
): Promise<BrandWalkResult> {
  const controller = new AbortController();
  const { signal } = options;
  const stopWatching = signal && onAbort(signal, () => controller.abort(signal.reason));
  let requests = 0;
  const readPage = async (categoryId: string, page: number, pageSize: number) => {
    requests++;
    return client.getContentByCategory(brandId, categoryId, {
      signal: controller.signal,
      page,
      pageSize,
    });
  };
  /** What this instance read, by `list:page`; pages another instance read are read back from the store. */
  const reads = new Map<string, PageRead>();

  try {
    let cursor = options.resume;
    if (cursor === undefined) {
      const started = await startWalk(client, store, brandId, options, readPage, reads, () => {
        requests++;
      });
      if (started.kind === 'too-large') return started;
      cursor = started.cursor;
    } else {
      await takeUpStoredPages(store, cursor, reads);
      const pages = cursor.lists.reduce((sum, list) => sum + list[3], 0);
      const pagesDone = cursor.lists.reduce((sum, list) => sum + list[4], 0);
      options.emit({ kind: 'walk-resumed', brandId, pagesDone, pages });
    }
    const { generation } = cursor;

    /** Writes the cursor now, or soon: at most one write per `cursorIntervalMs`, in order. */
    let writing: Promise<void> = Promise.resolve();
    let writtenAt = Date.now();
    const saveCursor = (now: boolean) => {
      if (!now && isWithin(writtenAt, cursorIntervalMs)) return writing;
      writtenAt = Date.now();
      const snapshot = structuredCloneCursor(cursor);
      writing = writing.then(() => store.set(store.keys.cursor, snapshot));
      return writing;
    };

    /** Reads the pages of `lists` the cursor has not stored yet. */
    const readPages = async (lists: CursorList[]) => {
      const done = new Map<CursorList, Set<number>>(lists.map((list) => [list, new Set()]));
      const tasks: (() => Promise<void>)[] = [];
      const deepest = lists.reduce((most, list) => Math.max(most, list[3]), 0);
      for (let page = 1; page <= deepest; page++) {
        for (const list of lists) {
          if (page <= list[4] || page > list[3]) continue;
          tasks.push(async () => {
            const result = await readPage(list[0], page, list[2]);
            const index = cursor.lists.indexOf(list);
            await storePage(store, generation, index, list, page, result, reads, options);
            // The cursor advances only over pages stored in a row from page 1.
            const pages = done.get(list);
            pages?.add(page);
            while (pages?.has(list[4] + 1)) {
              list[4]++;
              list[5] += reads.get(`${index}:${list[4]}`)?.seenCount ?? 0;
            }
            await saveCursor(false);
          });
        }
      }
      await runPool(tasks, options.concurrency, controller);
      await saveCursor(true);
    };

    await readPages(cursor.lists);
    // A list that changed while it was read may have moved an item past the walk: once more,
    // from page 1 (its total may have changed).
    const again = cursor.lists.filter((list) => list[7] === 1 && (list[6] || list[5] < list[1]));
    if (again.length > 0) {
      for (const list of again) {
        const index = cursor.lists.indexOf(list);
        const first = await readPage(list[0], 1, options.pageSize);
        // Pages past the list's new end would be left in the store under this generation.
        for (let page = pageCountOf(first) + 1; page <= list[3]; page++) {
          await store.removePage(generation, index, page);
        }
        list[1] = first.totalCount;
        list[2] = first.pageSize > 0 ? first.pageSize : options.pageSize;
        list[3] = pageCountOf(first);
        list[4] = 0;
        list[5] = 0;
        list[6] = false;
        list[7] = 2;
        await storePage(store, generation, index, list, 1, first, reads, options);
        list[4] = 1;
        list[5] = reads.get(`${index}:1`)?.seenCount ?? 0;
      }
      // The lists grew while they were walked: the brand may be past `maxItems` now.
      const itemCount = cursor.lists.reduce((sum, list) => sum + list[1], 0);
      if (itemCount > options.maxItems) {
        await store.remove(store.keys.cursor);
        return { kind: 'too-large', itemCount, walkedAt: cursor.walkedAt };
      }
      await saveCursor(true);
      await readPages(again);
    }
    const meta = await seal(store, brandId, cursor, reads, options, controller);
    return { kind: 'indexed', meta, requests };
  } finally {
    stopWatching?.();
  }
}

/**
 * Counts as done the pages stored since the cursor was last written: the cursor is written at
 * most once a second, and an instance frozen right after answering leaves the pages of its
 * last second stored but not counted. Each list's next pages are read from the store while
 * they are there (lists in their second pass are not: their old pages are still stored).
 */
async function takeUpStoredPages(
  store: BrandStore,
  cursor: StoredCursor,
  reads: Map<string, PageRead>,
): Promise<void> {
  for (const [index, list] of cursor.lists.entries()) {
    if (list[7] !== 1) continue;
    while (list[4] < list[3]) {
      const page = list[4] + 1;
      const chunk = await store.storedChunk(cursor.generation, index, page);
      const read = chunk && pageReadOf(chunk);
      if (chunk === undefined || read === undefined) break;
      if (chunk.totalCount !== list[1]) list[6] = true;
      reads.set(`${index}:${page}`, read);
      list[4] = page;
      list[5] += read.seenCount;
    }
  }
}

/** A cursor's copy, so the one written is not changed by pages arriving meanwhile. */
function structuredCloneCursor(cursor: StoredCursor): StoredCursor {
  return { ...cursor, lists: cursor.lists.map((list) => [...list] as CursorList) };
}

type PageReader = (
  categoryId: string,
  page: number,
  pageSize: number,
) => Promise<PagedResult<ContentItem>>;

/**
 * The start of a new walk: the categories and page 1 of each (their totals), stored, and the
 * cursor that says so. Stops there when the brand lists more than `maxItems`.
 */
async function startWalk(
  client: ContentClient,
  store: BrandStore,
  brandId: string,
  options: BrandWalkOptions,
  readPage: PageReader,
  reads: Map<string, PageRead>,
  countRequest: () => void,
): Promise<
  { kind: 'started'; cursor: StoredCursor } | Extract<BrandWalkResult, { kind: 'too-large' }>
> {
  const walkedAt = Date.now();
  countRequest();
  const categories = await client.getCategories(brandId, { signal: options.signal });
  const categoryIds = [...new Set(categories.map((category) => category.id))];
  const generation = newStoreId();
  let skipped = false;
  let counted = 0;
  const firstPages = new Map<string, PagedResult<ContentItem>>();
  const controller = new AbortController();
  const stopWatching =
    options.signal && onAbort(options.signal, () => controller.abort(options.signal?.reason));
  try {
    await runPool(
      categoryIds.map((categoryId) => async () => {
        // Thousands of categories must not cost a request each once the brand is too large.
        if (counted > options.maxItems) return;
        try {
          const first = await readPage(categoryId, 1, options.pageSize);
          counted += first.totalCount;
          firstPages.set(categoryId, first);
        } catch (error) {
          // A category id the client cannot put in a URL (`..`): its items cannot be indexed,
          // so the index is not complete, but the other categories still are.
          if (isContentApiError(error) && error.field === 'categoryId') {
            skipped = true;
            return;
          }
          throw error;
        }
      }),
      options.concurrency,
      controller,
    );
  } finally {
    stopWatching?.();
  }
  if (counted > options.maxItems) return { kind: 'too-large', itemCount: counted, walkedAt };
  const lists: CursorList[] = [];
  for (const categoryId of categoryIds) {
    const first = firstPages.get(categoryId);
    if (first === undefined) continue;
    const pageSize = first.pageSize > 0 ? first.pageSize : options.pageSize;
    lists.push([categoryId, first.totalCount, pageSize, pageCountOf(first), 0, 0, false, 1]);
  }
  const cursor: StoredCursor = {
    format: storedFormat,
    fields: [...storedFields],
    generation,
    walkedAt,
    pageSize: options.pageSize,
    skipped,
    lists,
  };
  for (const [index, list] of lists.entries()) {
    const first = firstPages.get(list[0]);
    if (first === undefined) continue;
    await storePage(store, generation, index, list, 1, first, reads, options);
    list[4] = 1;
    list[5] = reads.get(`${index}:1`)?.seenCount ?? 0;
  }
  await store.set(store.keys.cursor, cursor);
  return { kind: 'started', cursor };
}

/** Stores one page of a list as a chunk, and keeps what the seal needs of it. */
async function storePage(
  store: BrandStore,
  generation: string,
  index: number,
  list: CursorList,
  page: number,
  result: PagedResult<ContentItem>,
  reads: Map<string, PageRead>,
  options: BrandWalkOptions,
): Promise<void> {
  if (result.totalCount !== list[1]) list[6] = true;
  const [categoryId, totalCount, pageSize] = list;
  // At most a page, and no more than the list counts past the pages before it: a service
  // claiming a huge page size cannot make the index hold more than `maxItems`.
  const left = totalCount - (page - 1) * pageSize;
  const room = Math.max(0, Math.min(pageSize, left));
  const items = result.data.slice(0, room);
  // Rows the client could not read were left out of the page (and reported): they were listed
  // all the same, so they count as seen, and a page with one does not look like a list whose
  // items moved (which would walk it again, and leave the index incomplete). The items after
  // one keep their page, so a slug still finds the page that lists it.
  const listed = Math.min(room, items.length + rowsLeftOut(result));
  options.onPage?.(categoryId, page, items);
  const chunk: StoredChunk = {
    records: [],
    refused: [],
    listed,
    totalCount: result.totalCount,
  };
  const texts: StoredTexts = { texts: [] };
  const read: PageRead = { held: [], refused: [], seenCount: listed };
  items.forEach((item, offset) => {
    const entry = toIndexedContent(item);
    if (entry === undefined) {
      // A slug too long to be asked for is not remembered: it is counted as seen.
      if (item.slug.length <= maxIdentifierLength) {
        chunk.refused.push(item.slug);
        read.refused.push(item.slug);
      }
      return;
    }
    const position = (page - 1) * pageSize + offset;
    chunk.records.push(toChunkRecord({ entry, list: categoryId, position }));
    texts.texts.push([position, ...searchTextOf(item)]);
    read.held.push({ slug: entry.slug, id: entry.id, group: entry.translationGroupId, position });
  });
  await store.savePage(generation, index, page, chunk, texts);
  reads.set(`${index}:${page}`, read);
}
