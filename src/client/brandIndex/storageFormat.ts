import { invalidRequest } from '../errorBuilding.js';
import { isWellFormed } from '../wellFormed.js';
import type { ListState, StoredRecord } from './brandSnapshot.js';

// The stored layout of a shared brand index: the keys, and the meta, delta and lock values as
// they are written, each read back checked (a store may hold anything: another version's
// values, a foreign writer's, a truncated write).

/** Records per stored chunk: about 0.5 MB of JSON, under the value limits of KV stores (25 MB). */
export const chunkSize = 2000;

/** The stored description of one brand's current snapshot. */
export interface StoredMeta {
  format: 1;
  generation: string;
  /** Head checks since the walk: a change means `delta` changed. */
  revision: number;
  walkedAt: number;
  pageSize: number;
  complete: boolean;
  chunks: number;
  /** Category lists in order: `[categoryId, totalCount, pageSize, shift]`. */
  lists: [string, number, number, number][];
  /** Slugs of items the walk could not hold. */
  refusedSlugs: string[];
}

/** The records head checks added since the walk. */
export interface StoredDelta {
  generation: string;
  revision: number;
  records: StoredRecord[];
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

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A count or size read from the store: a page size of 0 would put items on page `Infinity`. */
const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** The key of one brand's item: an encoded brand, so no brand id can reach another's keys. */
export function storageKey(prefix: string, brandId: string, ...rest: string[]): string {
  // A lone surrogate cannot be encoded (nor put in a request URL by the client).
  if (!isWellFormed(brandId))
    throw invalidRequest('brandId must be a well-formed string', 'brandId');
  const encoded = encodeURIComponent(brandId);
  // `b-` keeps `.` and `..` (which stores treat as path steps) out of the key.
  return [prefix, `b-${encoded}`, ...rest].join(':');
}

export function readMeta(value: unknown): StoredMeta | undefined {
  const meta = parsed(value);
  if (!isObject(meta) || meta.format !== 1) return undefined;
  const { generation, revision, walkedAt, pageSize, complete, chunks, lists, refusedSlugs } = meta;
  if (
    typeof generation !== 'string' ||
    !isCount(revision, 0) ||
    !isCount(walkedAt, 0) ||
    !isCount(pageSize, 1) ||
    typeof complete !== 'boolean' ||
    typeof chunks !== 'number' ||
    !Number.isSafeInteger(chunks) ||
    chunks < 0 ||
    chunks > 10_000 ||
    !Array.isArray(lists) ||
    !Array.isArray(refusedSlugs) ||
    !refusedSlugs.every((slug) => typeof slug === 'string')
  ) {
    return undefined;
  }
  const checkedLists: StoredMeta['lists'] = [];
  for (const list of lists) {
    if (
      !Array.isArray(list) ||
      typeof list[0] !== 'string' ||
      !isCount(list[1], 0) ||
      !isCount(list[2], 1) ||
      !isCount(list[3], 0)
    ) {
      return undefined;
    }
    checkedLists.push([list[0], list[1], list[2], list[3]]);
  }
  return {
    format: 1,
    generation,
    revision,
    walkedAt,
    pageSize,
    complete,
    chunks,
    lists: checkedLists,
    refusedSlugs,
  };
}

export function listsOf(meta: StoredMeta): Map<string, ListState> {
  return new Map(
    meta.lists.map(([id, totalCount, pageSize, shift]) => [id, { totalCount, pageSize, shift }]),
  );
}
