import type { IndexedContent } from '../types.js';
import { fromStoredEntry, type StoredEntry, toStoredEntry } from './indexedContent.js';

/** One indexed item and where the walk found it. */
export interface IndexRecord {
  entry: IndexedContent;
  /** The category whose list the walk read it in (the list a fresh read asks for). */
  list: string;
  /**
   * Its 0-based place in that list when the walk read it, minus the items found on top of the
   * list since (see {@link ListState.shift}): the page now is
   * `floor((position + shift) / pageSize) + 1`.
   */
  position: number;
}

/** What the index knows of one category list. */
export interface ListState {
  /** The `totalCount` the service last reported. */
  totalCount: number;
  /** Items per page as the service answers the asked size (it may cap it). */
  pageSize: number;
  /** Items found on the top of the list by head checks since the walk. */
  shift: number;
}

/** An index record as stored: the entry tuple, its list and its position. */
export type StoredRecord = [...StoredEntry, string, number];

/**
 * Everything the index knows of one brand at one time: built by a walk, extended by head
 * checks, replaced by the next walk. Lookups are `Map`s, so `__proto__` or `constructor`
 * are slugs like any other.
 */
export interface BrandSnapshot {
  /** Names this walk in a shared store (changes with every walk). */
  generation: string;
  /** When the walk started (ms since the epoch): an item published after it may be missing. */
  walkedAt: number;
  /** Page size the walk asked for, and asks for again on a fresh read. */
  pageSize: number;
  /**
   * The walk saw every item the lists counted, and could hold each one: only then does a
   * slug the index lacks answer "not found" with no request.
   */
  complete: boolean;
  /** Every record, in walk order (category order, then list order), each slug and id once. */
  records: IndexRecord[];
  /** Per category list, in the categories' order: what the walk and head checks learnt of it. */
  lists: Map<string, ListState>;
  /** Head checks stored since the walk (a shared store compares it to reload their records). */
  revision: number;
  bySlug: Map<string, IndexRecord>;
  byGroup: Map<string, IndexRecord[]>;
  /**
   * Slugs of listed items the index could not hold (a field too long): a lookup of one of
   * them is answered by a search of the lists, never "not found" from the index.
   */
  refusedSlugs: Set<string>;
  /** Every id held, so an id seen twice is held once. */
  ids: Set<string>;
}

/** A snapshot from records in walk order; the first record of a slug or id wins. */
export function createSnapshot(
  records: readonly IndexRecord[],
  fields: Pick<BrandSnapshot, 'generation' | 'walkedAt' | 'pageSize' | 'complete' | 'lists'> & {
    revision?: number;
    refusedSlugs?: Iterable<string>;
  },
): BrandSnapshot {
  const snapshot: BrandSnapshot = {
    revision: 0,
    ...fields,
    records: [],
    bySlug: new Map(),
    byGroup: new Map(),
    ids: new Set(),
    refusedSlugs: new Set(fields.refusedSlugs),
  };
  for (const record of records) addRecord(snapshot, record);
  return snapshot;
}

/** Adds a record unless its slug or id is known already (a hostile list may repeat both): `true` when added. */
export function addRecord(snapshot: BrandSnapshot, record: IndexRecord): boolean {
  const { entry } = record;
  if (snapshot.bySlug.has(entry.slug) || snapshot.ids.has(entry.id)) return false;
  snapshot.ids.add(entry.id);
  snapshot.records.push(record);
  snapshot.bySlug.set(entry.slug, record);
  const group = snapshot.byGroup.get(entry.translationGroupId);
  if (group === undefined) snapshot.byGroup.set(entry.translationGroupId, [record]);
  else group.push(record);
  return true;
}

/**
 * The last page a lookup asks for (it reads the page after too, and pages are int32): a
 * position or shift damaged in a shared store must not make a page number the client refuses.
 */
const lastPage = 2_147_483_646;

/** The page a record is on now, by its list's page size and known shift. */
export function pageOf(snapshot: BrandSnapshot, record: IndexRecord): number {
  const list = snapshot.lists.get(record.list);
  const size = list?.pageSize ?? snapshot.pageSize;
  const page = Math.floor((record.position + (list?.shift ?? 0)) / size) + 1;
  return Math.min(lastPage, Math.max(1, page));
}

export function toStoredRecord(record: IndexRecord): StoredRecord {
  return [...toStoredEntry(record.entry), record.list, record.position];
}

/** The record a stored tuple holds, or `undefined` when it is not one. */
export function fromStoredRecord(value: unknown): IndexRecord | undefined {
  if (!Array.isArray(value) || value.length !== 17) return undefined;
  const list: unknown = value[15];
  const position: unknown = value[16];
  if (typeof list !== 'string' || typeof position !== 'number' || !Number.isSafeInteger(position)) {
    return undefined;
  }
  const entry = fromStoredEntry(value.slice(0, 15));
  if (entry === undefined) return undefined;
  return { entry, list, position };
}
