import { isWellFormed } from '../../shared/wellFormed.js';
import { invalidRequest } from '../errorBuilding.js';
import { storedFields } from './indexedContent.js';

// The stored layout of a brand index: its keys and the values under them, each read back
// checked (a store may hold anything: another version's values, a foreign writer's, a
// truncated write). Why this layout, and what it costs: docs/brand-index.md#the-store.
//
// Under one brand's base key (`{namespace}:b-{brand}`):
//   meta                   the index in use: generation, lists, counts (read by every lookup)
//   walk                   the cursor of the walk under way: what it has read so far
//   lock, checked, delta   the walk lock, the last head check, what head checks added
//   delta-text             what those items add to site search (read by its build only)
//   {gen}:c:{list}:{page}  the items of one page of one category list, as the walk read it
//   {gen}:t:{list}:{page}  what the same items add to site search (read by its build only, so
//                          no lookup reads a byte of it)
//   {gen}:s:{n}            where the slugs hashed to bucket n are: [slug, list, position]
//   {gen}:g:{n}            where the items of the groups hashed to bucket n are
//   {gen}:derived          the names of the values derived from the generation (site search)
//   {gen}:x:{name}         each of them (no key is also a prefix of another: a filesystem store
//                          makes `a:b` a file and `a:b:c` a file in a folder `a/b`)

/** The stored format; `fields` (the entry tuple's field list) is part of it too. */
export const storedFormat = 4;

/**
 * A fresh name for something of one instance in the store (a walk's generation of keys, the
 * walk lock's holder): the time, for a person reading the store, and enough randomness that
 * two instances starting in the same millisecond do not share it. Not a secret.
 */
export function newStoreId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Slugs (and groups) per bucket the layout aims at: a lookup reads one bucket of about 20 KB
 * (about the size of a chunk), and a seal writes `2 × items / 256` buckets (940 for 120 000
 * items): stores that count operations (Cloudflare KV: 1 000 per Worker invocation) are spared
 * a write per few dozen items.
 */
const itemsPerBucket = 256;

/** Most buckets per kind: a bucket of a 10-million-item brand is still about 12 KB. */
const maxBuckets = 1 << 16;

/** The number of slug (and group) buckets for `items` items: a power of two. */
export function bucketCountFor(items: number): number {
  let count = 1;
  while (count < maxBuckets && count * itemsPerBucket < items) count *= 2;
  return count;
}

/** The bucket of `value` among `buckets`: FNV-1a over its UTF-16 code units. */
export function bucketOf(value: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

/** What a category list is in an index: `[categoryId, totalCount, pageSize, shift, pageCount]`. */
export type StoredList = [
  categoryId: string,
  totalCount: number,
  pageSize: number,
  shift: number,
  pageCount: number,
];

/** The index in use for a brand. */
export type StoredMeta =
  | {
      format: typeof storedFormat;
      fields: string[];
      kind: 'indexed';
      /** Names this walk's keys (changes with every walk). */
      generation: string;
      /** Head checks since the walk: a change means `delta` changed. */
      revision: number;
      walkedAt: number;
      pageSize: number;
      complete: boolean;
      /** Items held. */
      items: number;
      /** Items listed that the index could not hold (their slugs are in the slug buckets). */
      refused: number;
      buckets: number;
      lists: StoredList[];
    }
  | {
      format: typeof storedFormat;
      fields: string[];
      /** The brand lists more than `maxItems`: not indexed (checked again after `ttlMs`). */
      kind: 'too-large';
      walkedAt: number;
      itemCount: number;
    };

export type IndexedMeta = Extract<StoredMeta, { kind: 'indexed' }>;

/**
 * A list as a walk reads it: `[categoryId, totalCount, pageSize, pageCount, pagesDone, seen,
 * changed, pass]`. `pagesDone` counts the pages read in a row from page 1 (a page read out of
 * order is read again by an instance that resumes), `seen` the items on them.
 */
export type CursorList = [
  categoryId: string,
  totalCount: number,
  pageSize: number,
  pageCount: number,
  pagesDone: number,
  seen: number,
  changed: boolean,
  pass: number,
];

/** The walk under way: written as it goes, so an instance frozen mid-walk leaves its progress. */
export interface StoredCursor {
  format: typeof storedFormat;
  fields: string[];
  generation: string;
  walkedAt: number;
  pageSize: number;
  /** A category could not be walked (an id no URL can hold): the index will not be complete. */
  skipped: boolean;
  lists: CursorList[];
}

/** One page of a list as stored: the entry tuples with their place, and the slugs refused. */
export interface StoredChunk {
  /** `[...entry, position]` per item held. */
  records: unknown[][];
  /** Slugs of items listed on the page that the index could not hold. */
  refused: string[];
  /** Items the page listed (held, refused, or with a slug too long to remember). */
  listed: number;
  /** The list's `totalCount` as this page reported it (a change means the list changed mid-walk). */
  totalCount: number;
}

/**
 * What the items of one page (or of the delta) add to site search, beside their records:
 * `[place, keyword, headings, opening]` each, the place being the record's position in its list
 * (a chunk's) or its item id (the delta's). Kept apart from the records so that a lookup, which
 * reads a chunk, does not read it too.
 */
export interface StoredTexts {
  /** For the delta's: the walk whose delta they go with (another walk's are not read). */
  generation?: string;
  texts: [place: number | string, keyword: string, headings: string, opening: string][];
}

/** Where a slug or a group's item is: `[key, list, position]`; `[slug]` alone for a refused slug. */
export type StoredPointer = [key: string, list: number, position: number] | [slug: string];

/** The items head checks added since the walk: `[...entry, list, position]` each. */
export interface StoredDelta {
  generation: string;
  revision: number;
  records: unknown[][];
  /** Slugs of new items the index could not hold (a lookup of one searches the lists). */
  refused: string[];
}

/** Who is walking a brand, and until when the others wait for it. */
export interface StoredLock {
  owner: string;
  until: number;
}

/** What a store answered: parsed by the store, or a JSON string to parse here. */
export function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A count or size read from the store: a page size of 0 would put items on page `Infinity`. */
const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

const isFieldList = (value: unknown) =>
  Array.isArray(value) &&
  value.length === storedFields.length &&
  value.every((name, index) => name === storedFields[index]);

/** The base key of a brand: an encoded brand, so no brand id can reach another's keys. */
export function brandKey(namespace: string, brandId: string): string {
  // A lone surrogate cannot be encoded (nor put in a request URL by the client).
  if (!isWellFormed(brandId))
    throw invalidRequest('brandId must be a well-formed string', 'brandId');
  // `b-` keeps `.` and `..` (which stores treat as path steps) out of the key.
  return `${namespace}:b-${encodeURIComponent(brandId)}`;
}

/** The keys of one brand. */
export function brandKeys(base: string) {
  return {
    /** The start of every key of the brand. */
    prefix: `${base}:`,
    meta: `${base}:meta`,
    cursor: `${base}:walk`,
    lock: `${base}:lock`,
    checked: `${base}:checked`,
    delta: `${base}:delta`,
    deltaText: `${base}:delta-text`,
    chunk: (generation: string, list: number, page: number) =>
      `${base}:${generation}:c:${list}:${page}`,
    texts: (generation: string, list: number, page: number) =>
      `${base}:${generation}:t:${list}:${page}`,
    slugs: (generation: string, bucket: number) => `${base}:${generation}:s:${bucket}`,
    groups: (generation: string, bucket: number) => `${base}:${generation}:g:${bucket}`,
    derivedNames: (generation: string) => `${base}:${generation}:derived`,
    derived: (generation: string, name: string) => `${base}:${generation}:x:${name}`,
  };
}

export type BrandKeys = ReturnType<typeof brandKeys>;

function readLists(value: unknown): StoredList[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const lists: StoredList[] = [];
  for (const list of value) {
    if (
      !Array.isArray(list) ||
      typeof list[0] !== 'string' ||
      !isCount(list[1], 0) ||
      !isCount(list[2], 1) ||
      !isCount(list[3], 0) ||
      !isCount(list[4], 0)
    ) {
      return undefined;
    }
    lists.push([list[0], list[1], list[2], list[3], list[4]]);
  }
  return lists;
}

export function readMeta(value: unknown): StoredMeta | undefined {
  const meta = parsed(value);
  if (!isObject(meta) || meta.format !== storedFormat || !isFieldList(meta.fields)) {
    return undefined;
  }
  const fields = [...storedFields];
  if (meta.kind === 'too-large') {
    if (!isCount(meta.walkedAt, 0) || !isCount(meta.itemCount, 0)) return undefined;
    const { walkedAt, itemCount } = meta;
    return { format: storedFormat, fields, kind: 'too-large', walkedAt, itemCount };
  }
  const { generation, revision, walkedAt, pageSize, complete, items, refused, buckets } = meta;
  const lists = readLists(meta.lists);
  if (
    meta.kind !== 'indexed' ||
    typeof generation !== 'string' ||
    !isCount(revision, 0) ||
    !isCount(walkedAt, 0) ||
    !isCount(pageSize, 1) ||
    typeof complete !== 'boolean' ||
    !isCount(items, 0) ||
    !isCount(refused, 0) ||
    !isCount(buckets, 1) ||
    buckets > maxBuckets ||
    lists === undefined
  ) {
    return undefined;
  }
  return {
    format: storedFormat,
    fields,
    kind: 'indexed',
    generation,
    revision,
    walkedAt,
    pageSize,
    complete,
    items,
    refused,
    buckets,
    lists,
  };
}

export function readCursor(value: unknown): StoredCursor | undefined {
  const cursor = parsed(value);
  if (!isObject(cursor) || cursor.format !== storedFormat || !isFieldList(cursor.fields)) {
    return undefined;
  }
  const { generation, walkedAt, pageSize, skipped } = cursor;
  if (
    typeof generation !== 'string' ||
    !isCount(walkedAt, 0) ||
    !isCount(pageSize, 1) ||
    typeof skipped !== 'boolean' ||
    !Array.isArray(cursor.lists)
  ) {
    return undefined;
  }
  const lists: CursorList[] = [];
  for (const list of cursor.lists) {
    if (
      !Array.isArray(list) ||
      typeof list[0] !== 'string' ||
      !isCount(list[1], 0) ||
      !isCount(list[2], 1) ||
      !isCount(list[3], 1) ||
      !isCount(list[4], 0) ||
      list[4] > list[3] ||
      !isCount(list[5], 0) ||
      typeof list[6] !== 'boolean' ||
      (list[7] !== 1 && list[7] !== 2)
    ) {
      return undefined;
    }
    lists.push([list[0], list[1], list[2], list[3], list[4], list[5], list[6], list[7]]);
  }
  return {
    format: storedFormat,
    fields: [...storedFields],
    generation,
    walkedAt,
    pageSize,
    skipped,
    lists,
  };
}

export function readChunk(value: unknown): StoredChunk | undefined {
  const chunk = parsed(value);
  if (!isObject(chunk) || !Array.isArray(chunk.records) || !Array.isArray(chunk.refused)) {
    return undefined;
  }
  const records: unknown[][] = [];
  for (const record of chunk.records) {
    if (!Array.isArray(record)) return undefined;
    records.push(record);
  }
  const refused: string[] = [];
  for (const slug of chunk.refused) {
    if (typeof slug !== 'string') return undefined;
    refused.push(slug);
  }
  const { listed, totalCount } = chunk;
  if (!isCount(listed, records.length + refused.length) || !isCount(totalCount, 0)) {
    return undefined;
  }
  return { records, refused, listed, totalCount };
}

/**
 * The search texts stored beside a chunk or the delta, by place; an empty map when the value is
 * not one (a lost or damaged value costs its items their search text, not their search).
 */
export function readTexts(
  value: unknown,
  generation?: string,
): Map<number | string, [string, string, string]> {
  const stored = parsed(value);
  const texts = new Map<number | string, [string, string, string]>();
  if (!isObject(stored) || !Array.isArray(stored.texts)) return texts;
  if (generation !== undefined && stored.generation !== generation) return texts;
  for (const text of stored.texts) {
    if (!Array.isArray(text) || text.length !== 4) continue;
    const [place, keyword, headings, opening] = text;
    if (typeof place !== 'number' && typeof place !== 'string') continue;
    if (typeof keyword !== 'string' || typeof headings !== 'string') continue;
    if (typeof opening !== 'string') continue;
    texts.set(place, [keyword, headings, opening]);
  }
  return texts;
}

/** The pointers of a bucket, or `undefined` when the value is not one. */
export function readPointers(value: unknown): StoredPointer[] | undefined {
  const pointers = parsed(value);
  if (!Array.isArray(pointers)) return undefined;
  const checked: StoredPointer[] = [];
  for (const pointer of pointers) {
    if (!Array.isArray(pointer) || typeof pointer[0] !== 'string') return undefined;
    if (pointer.length === 1) checked.push([pointer[0]]);
    else if (pointer.length === 3 && isCount(pointer[1], 0) && isCount(pointer[2], 0)) {
      checked.push([pointer[0], pointer[1], pointer[2]]);
    } else return undefined;
  }
  return checked;
}

export function readDelta(value: unknown): StoredDelta | undefined {
  const delta = parsed(value);
  if (
    !isObject(delta) ||
    typeof delta.generation !== 'string' ||
    !isCount(delta.revision, 0) ||
    !Array.isArray(delta.records)
  ) {
    return undefined;
  }
  const records: unknown[][] = [];
  for (const record of delta.records) if (Array.isArray(record)) records.push(record);
  const refused = Array.isArray(delta.refused)
    ? delta.refused.filter((slug): slug is string => typeof slug === 'string')
    : [];
  return { generation: delta.generation, revision: delta.revision, records, refused };
}

export function readLock(value: unknown): StoredLock | undefined {
  const lock = parsed(value);
  if (!isObject(lock) || typeof lock.owner !== 'string' || typeof lock.until !== 'number') {
    return undefined;
  }
  return { owner: lock.owner, until: lock.until };
}
