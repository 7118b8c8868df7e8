import type { ContentClient } from './contentClient.js';
import { invalidRequest } from './errorBuilding.js';
import type { ContentItem } from './types.js';
import { assertCount } from './walkAllPages.js';

/** Options of {@link createSlugIndex}. */
export interface SlugIndexOptions {
  /**
   * Slugs remembered at most, over all lists; when full, the least recently used lists are
   * forgotten first. An entry is a slug and a page number (about 100 bytes), never an item.
   * @default 20000
   */
  maxEntries?: number | undefined;
  /**
   * For how long, in milliseconds, a list walked to its end answers "no such slug" without a
   * request. A slug published after the walk is found once this window has passed (or at
   * once with `0`, which turns negative answers off).
   * @default 60000
   */
  completeListTtlMs?: number | undefined;
}

/**
 * Where slugs were last seen: per list (brand, language or category, page size), the page
 * each slug was on. It remembers locations, not items, so memory stays bounded and every
 * answer is read from a fresh page. Create one with {@link createSlugIndex}; the lookups of
 * `findContentBySlug` (and `contentBySlugQueryOptions`) fill and read it.
 */
export interface SlugIndex {
  /** Entries held now (slugs over all lists, an empty walked list counting as one). */
  readonly size: number;
  /** The page `slug` was last seen on in `list`, if it was. */
  pageOf(list: string, slug: string): number | undefined;
  /** Records the slugs of one page of `list` (the lowest page wins when a slug repeats). */
  remember(list: string, page: number, items: readonly ContentItem[]): void;
  /** Drops a slug that was not where it was remembered; `list` is then no longer known whole. */
  forget(list: string, slug: string): void;
  /** Whether `list` was walked to its end within `completeListTtlMs`: a slug it lacks is not in it. */
  knowsWholeList(list: string): boolean;
  /** Replaces what `list` remembers with one complete walk (`slug → page`) that started at `walkedAt`. */
  rememberWholeList(list: string, slugs: ReadonlyMap<string, number>, walkedAt: number): void;
  /** Forgets everything. */
  clear(): void;
}

/**
 * Slugs, ids and list keys longer than this are not remembered (a list holding one is never
 * known whole): a hostile 1 MB slug, or a `lang` taken from a URL, cannot make the index hold
 * megabytes per entry.
 */
const maxKeyLength = 1024;

interface ListRecord {
  /** slug → page it was seen on. */
  pages: Map<string, number>;
  /** When the walk that saw every page started; `undefined` when the list is not known whole. */
  walkedAt: number | undefined;
}

/** The index key of one list: unambiguous for any strings (JSON escapes quotes and lone surrogates). */
export function slugListKey(
  brandId: string,
  kind: string,
  value: string,
  pageSize: number,
): string {
  return JSON.stringify([brandId, kind, value, pageSize]);
}

/**
 * Creates a {@link SlugIndex}. `findContentBySlug` keeps one per client by default (its
 * lifetime is the client's); create your own to share one between clients, or to size it.
 * Bad options throw a `ContentApiError` (`invalid-request`), as `createContentClient` does.
 *
 * @example
 * const slugs = createSlugIndex({ maxEntries: 5_000, completeListTtlMs: 30_000 });
 * await findContentBySlug(client, 'acme-outdoor', { lang: 'de', slug, index: slugs });
 */
export function createSlugIndex({
  maxEntries = 20_000,
  completeListTtlMs = 60_000,
}: SlugIndexOptions = {}): SlugIndex {
  assertCount('maxEntries', maxEntries, 1_000_000_000);
  if (
    typeof completeListTtlMs !== 'number' ||
    !(completeListTtlMs >= 0 && completeListTtlMs <= Number.MAX_SAFE_INTEGER)
  ) {
    throw invalidRequest(
      'completeListTtlMs must be a number of milliseconds, 0 or more',
      'completeListTtlMs',
    );
  }
  // Map order is use order: a list used again moves to the end, the first one is evicted first.
  const lists = new Map<string, ListRecord>();
  let size = 0;
  const weight = (record: ListRecord) => Math.max(1, record.pages.size);

  /** The record of `list`, moved to the most recently used end; created when missing. */
  const use = (list: string): ListRecord | undefined => {
    if (list.length > maxKeyLength) return undefined;
    const record = lists.get(list) ?? { pages: new Map(), walkedAt: undefined };
    if (lists.delete(list)) size -= weight(record);
    lists.set(list, record);
    size += weight(record);
    return record;
  };
  /** Evicts least recently used lists other than `keep` until the index fits. */
  const shrink = (keep: ListRecord) => {
    for (const [list, record] of lists) {
      if (size <= maxEntries) return;
      if (record === keep) continue;
      lists.delete(list);
      size -= weight(record);
    }
  };
  /**
   * Adds `slug` at `page` unless a lower page holds it already (so a slug a hostile service
   * repeats points where a walk would find it first): `new` or `known`, or `refused` when it
   * is too long or the list is full.
   */
  const add = (record: ListRecord, slug: string, page: number): 'new' | 'known' | 'refused' => {
    const known = record.pages.get(slug);
    if (known !== undefined) {
      if (page < known) record.pages.set(slug, page);
      return 'known';
    }
    if (slug.length > maxKeyLength || record.pages.size >= maxEntries) return 'refused';
    if (record.pages.size > 0) size += 1;
    record.pages.set(slug, page);
    // Stryker disable next-line StringLiteral: callers test only for 'known' and 'refused'
    return 'new';
  };

  return {
    get size() {
      return size;
    },
    pageOf: (list, slug) => lists.get(list)?.pages.get(slug),
    remember(list, page, items) {
      const record = use(list);
      if (record === undefined) return;
      for (const item of items) {
        // A slug the whole-list walk did not see means the list changed since: stop
        // answering "not found" from that walk.
        if (add(record, item.slug, page) !== 'known') record.walkedAt = undefined;
      }
      shrink(record);
    },
    forget(list, slug) {
      const record = lists.get(list);
      if (record === undefined) return;
      size -= weight(record);
      record.pages.delete(slug);
      record.walkedAt = undefined;
      size += weight(record);
    },
    knowsWholeList(list) {
      const walkedAt = lists.get(list)?.walkedAt;
      if (walkedAt === undefined) return false;
      const age = Date.now() - walkedAt;
      // A clock set back must not make the answer fresh for longer than the window.
      return age >= 0 && age < completeListTtlMs;
    },
    rememberWholeList(list, slugs, walkedAt) {
      const record = use(list);
      if (record === undefined) return;
      size -= weight(record);
      record.pages = new Map();
      size += weight(record);
      let whole = true;
      for (const [slug, page] of slugs) {
        if (add(record, slug, page) === 'refused') whole = false;
      }
      record.walkedAt = whole && completeListTtlMs > 0 ? walkedAt : undefined;
      shrink(record);
    },
    clear() {
      lists.clear();
      size = 0;
    },
  };
}

// The default index lives exactly as long as its client: a server that creates its client
// once shares it between requests, a browser between pages, and a dropped client frees it.
const clientIndexes = new WeakMap<ContentClient, SlugIndex>();

/** The slug index a lookup with `client` uses by default, created on first use. */
export function slugIndexOf(client: ContentClient): SlugIndex {
  let index = clientIndexes.get(client);
  if (index === undefined) {
    index = createSlugIndex();
    clientIndexes.set(client, index);
  }
  return index;
}
