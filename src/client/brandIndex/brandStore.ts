import type { IndexedContent } from '../types.js';
import type { IndexStorage } from './brandIndexStorage.js';
import { fromStoredEntry, storedFields, toStoredEntry } from './indexedContent.js';
import type { SearchText } from './searchText.js';
import {
  type BrandKeys,
  brandKeys,
  bucketOf,
  type IndexedMeta,
  parsed,
  readChunk,
  readCursor,
  readDelta,
  readLock,
  readMeta,
  readPointers,
  readTexts,
  type StoredChunk,
  type StoredCursor,
  type StoredDelta,
  type StoredLock,
  type StoredMeta,
  type StoredPointer,
  type StoredTexts,
} from './storeLayout.js';

// One brand's index in its storage: every read a lookup makes and every write a walk or head
// check makes, in the layout of storeLayout.ts. A lookup reads the meta, one bucket and one
// chunk; nothing here holds the brand in memory.

/** One indexed item and where the walk found it. */
export interface IndexRecord {
  entry: IndexedContent;
  /** The category whose list the walk read it in (the list a fresh read asks for). */
  list: string;
  /**
   * Its 0-based place in that list when the walk read it, minus the items found on top of the
   * list since (the list's `shift`): the page now is `floor((position + shift) / pageSize) + 1`.
   */
  position: number;
  /**
   * What it adds to site search: set by the walk or head check that read the item, and by the
   * search build's reads ({@link BrandStore.searchRecords}); absent on a lookup's records.
   */
  search?: SearchText | undefined;
}

/** What a lookup reads of a brand before anything else: the meta, and what head checks added. */
export interface IndexView {
  meta: IndexedMeta;
  /** Records head checks added since the walk (on top of their lists), newest first. */
  delta: IndexRecord[];
  /** Slugs of items head checks found that the index could not hold. */
  deltaRefused: Set<string>;
  /** Index of each category list in `meta.lists`. */
  listIndex: Map<string, number>;
}

/**
 * The last page a lookup asks for (it reads the page after too, and pages are int32): a
 * position or shift damaged in a shared store must not make a page number the client refuses.
 */
const lastPage = 2_147_483_646;

/** The page a record is on now, by its list's page size and known shift. */
export function pageOf(view: IndexView, record: IndexRecord): number {
  const at = view.listIndex.get(record.list);
  const list = at === undefined ? undefined : view.meta.lists[at];
  const size = list?.[2] ?? view.meta.pageSize;
  const page = Math.floor((record.position + (list?.[3] ?? 0)) / size) + 1;
  return Math.min(lastPage, Math.max(1, page));
}

/** A chunk's stored record: the entry tuple and its place in the list. */
export function toChunkRecord(record: IndexRecord): unknown[] {
  return [...toStoredEntry(record.entry), record.position];
}

function fromChunkRecord(value: readonly unknown[], list: string): IndexRecord | undefined {
  const position = value[storedFields.length];
  if (value.length !== storedFields.length + 1 || !Number.isSafeInteger(position)) {
    return undefined;
  }
  const entry = fromStoredEntry(value.slice(0, storedFields.length));
  return entry && { entry, list, position: Number(position) };
}

function toDeltaRecord(record: IndexRecord): unknown[] {
  return [...toStoredEntry(record.entry), record.list, record.position];
}

function fromDeltaRecord(value: readonly unknown[]): IndexRecord | undefined {
  const list = value[storedFields.length];
  const position = value[storedFields.length + 1];
  if (
    value.length !== storedFields.length + 2 ||
    typeof list !== 'string' ||
    !Number.isSafeInteger(position)
  ) {
    return undefined;
  }
  const entry = fromStoredEntry(value.slice(0, storedFields.length));
  return entry && { entry, list, position: Number(position) };
}

/** The search text of a record with none (a lost text value): its other fields are searched. */
const noSearchText: SearchText = ['', '', ''];

/** Thrown when a stored value a lookup needs is missing or unreadable (a new walk replaced it, or the store lost it). */
export class StoreMiss extends Error {
  constructor(key: string) {
    super(`brand index: no readable value at a key it needs (${key.slice(-80)})`);
    this.name = 'StoreMiss';
  }
}

/** A read or write of the shared store failed (it is down, or refused): not the service's fault. */
export class StoreFailure extends Error {
  readonly operation: 'read' | 'write';
  constructor(operation: 'read' | 'write', cause: unknown) {
    super(`brand index: a ${operation} of the shared store failed`, { cause });
    this.name = 'StoreFailure';
    this.operation = operation;
  }
}

/** The storage of one brand's index. */
export class BrandStore {
  readonly keys: BrandKeys;
  readonly #storage: IndexStorage;

  constructor(storage: IndexStorage, base: string) {
    this.#storage = storage;
    this.keys = brandKeys(base);
  }

  /** Whether other instances share it. */
  get shared(): boolean {
    return this.#storage.shared;
  }

  async #get(key: string): Promise<unknown> {
    try {
      return await this.#storage.get(key);
    } catch (error) {
      throw new StoreFailure('read', error);
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    try {
      await this.#storage.set(key, value);
    } catch (error) {
      throw new StoreFailure('write', error);
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.#storage.remove(key);
    } catch (error) {
      throw new StoreFailure('write', error);
    }
  }

  async meta(): Promise<StoredMeta | undefined> {
    return readMeta(await this.#get(this.keys.meta));
  }

  /** The view a lookup starts from; the delta is read only when head checks stored one. */
  async view(meta: IndexedMeta): Promise<IndexView> {
    let delta: IndexRecord[] = [];
    let deltaRefused: string[] = [];
    if (meta.revision > 0) {
      const stored = readDelta(await this.#get(this.keys.delta));
      if (stored !== undefined && stored.generation === meta.generation) {
        delta = stored.records.flatMap((value) => fromDeltaRecord(value) ?? []);
        deltaRefused = stored.refused;
      }
    }
    return {
      meta,
      delta,
      deltaRefused: new Set(deltaRefused),
      listIndex: new Map(meta.lists.map(([id], index) => [id, index])),
    };
  }

  /** The records of one page of a list, as the walk stored it. */
  async chunk(view: IndexView, list: number, page: number): Promise<IndexRecord[]> {
    const key = this.keys.chunk(view.meta.generation, list, page);
    const chunk = readChunk(await this.#get(key));
    const stored = view.meta.lists[list];
    if (chunk === undefined || stored === undefined) throw new StoreMiss(key);
    const records: IndexRecord[] = [];
    for (const value of chunk.records) {
      const record = fromChunkRecord(value, stored[0]);
      if (record === undefined) throw new StoreMiss(key);
      records.push(record);
    }
    return records;
  }

  /** The raw chunk (a walk resuming reads back what another instance stored). */
  async storedChunk(
    generation: string,
    list: number,
    page: number,
  ): Promise<StoredChunk | undefined> {
    return readChunk(await this.#get(this.keys.chunk(generation, list, page)));
  }

  /**
   * Stores one page a walk read: its chunk, and its items' search texts beside it (by position).
   * Written together: a page whose chunk is stored has its texts too, unless the store lost them.
   */
  async savePage(
    generation: string,
    list: number,
    page: number,
    chunk: StoredChunk,
    texts: StoredTexts,
  ): Promise<void> {
    await Promise.all([
      this.set(this.keys.texts(generation, list, page), texts),
      this.set(this.keys.chunk(generation, list, page), chunk),
    ]);
  }

  /** Removes one page of a generation: its chunk and its texts. */
  async removePage(generation: string, list: number, page: number): Promise<void> {
    await this.remove(this.keys.chunk(generation, list, page));
    await this.remove(this.keys.texts(generation, list, page));
  }

  /** The record a pointer names: read from its page's chunk (only that record is checked). */
  async #pointed(view: IndexView, list: number, position: number): Promise<IndexRecord> {
    const stored = view.meta.lists[list];
    if (stored === undefined) throw new StoreMiss(this.keys.meta);
    const key = this.keys.chunk(view.meta.generation, list, Math.floor(position / stored[2]) + 1);
    const chunk = readChunk(await this.#get(key));
    const value = chunk?.records.find((candidate) => candidate[storedFields.length] === position);
    const record = value && fromChunkRecord(value, stored[0]);
    if (record === undefined) throw new StoreMiss(key);
    return record;
  }

  async #bucket(key: string): Promise<StoredPointer[]> {
    const pointers = readPointers(await this.#get(key));
    if (pointers === undefined) throw new StoreMiss(key);
    return pointers;
  }

  /**
   * The record of `slug`: `'refused'` when the walk saw it but could not hold it, `undefined`
   * when the index lacks it. Reads one bucket and one chunk (a head check's items: none).
   */
  async slug(view: IndexView, slug: string): Promise<IndexRecord | 'refused' | undefined> {
    const added = view.delta.find((record) => record.entry.slug === slug);
    if (added !== undefined) return added;
    if (view.deltaRefused.has(slug)) return 'refused';
    const { generation, buckets } = view.meta;
    const pointers = await this.#bucket(this.keys.slugs(generation, bucketOf(slug, buckets)));
    const pointer = pointers.find((candidate) => candidate[0] === slug);
    if (pointer === undefined) return undefined;
    if (pointer.length === 1) return 'refused';
    return this.#pointed(view, pointer[1], pointer[2]);
  }

  /** Every record of a translation group: one bucket, and the chunk of each version. */
  async group(view: IndexView, translationGroupId: string): Promise<IndexRecord[]> {
    const { generation, buckets } = view.meta;
    const key = this.keys.groups(generation, bucketOf(translationGroupId, buckets));
    const records: IndexRecord[] = [];
    for (const pointer of await this.#bucket(key)) {
      if (pointer[0] !== translationGroupId || pointer.length === 1) continue;
      records.push(await this.#pointed(view, pointer[1], pointer[2]));
    }
    for (const record of view.delta) {
      if (record.entry.translationGroupId === translationGroupId) records.push(record);
    }
    return records;
  }

  /**
   * Every record of the lists `lists` (indexes into the meta's lists; all by default), list by
   * list in the categories' order, then what head checks added: one chunk at a time, so a
   * sitemap of a brand of any size holds one page of it.
   */
  async *records(view: IndexView, lists?: readonly number[]): AsyncGenerator<IndexRecord> {
    const chosen = lists ?? view.meta.lists.map((_, index) => index);
    for (const list of chosen) {
      const stored = view.meta.lists[list];
      if (stored === undefined) continue;
      for (let page = 1; page <= stored[4]; page++) yield* await this.chunk(view, list, page);
    }
    for (const record of view.delta) {
      if (lists === undefined || lists.some((list) => view.meta.lists[list]?.[0] === record.list)) {
        yield record;
      }
    }
  }

  /**
   * Every record the walk stored, with its search text: the lists' chunks, each joined with the
   * texts stored beside it (a text lost from the store leaves its record with none). Read by the
   * site search's build only; no lookup reads the texts.
   */
  async *searchRecords(view: IndexView): AsyncGenerator<IndexRecord> {
    const { generation } = view.meta;
    for (const [list, stored] of view.meta.lists.entries()) {
      for (let page = 1; page <= stored[4]; page++) {
        const records = await this.chunk(view, list, page);
        const texts = readTexts(await this.#get(this.keys.texts(generation, list, page)));
        for (const record of records) {
          yield { ...record, search: texts.get(record.position) ?? noSearchText };
        }
      }
    }
  }

  /** What head checks added since the walk, with their search texts (the site search's build). */
  async deltaRecords(view: IndexView): Promise<IndexRecord[]> {
    if (view.delta.length === 0) return [];
    const texts = readTexts(await this.#get(this.keys.deltaText), view.meta.generation);
    return view.delta.map((record) => ({
      ...record,
      search: record.search ?? texts.get(record.entry.id) ?? noSearchText,
    }));
  }

  async cursor(): Promise<StoredCursor | undefined> {
    return readCursor(await this.#get(this.keys.cursor));
  }

  /**
   * Stores what head checks added, and the meta that counts them (`revision`). The records'
   * search texts go beside them (`delta-text`): those of records read back from an earlier
   * delta come from the texts stored with it.
   */
  async saveDelta(
    meta: IndexedMeta,
    records: readonly IndexRecord[],
    refused: readonly string[],
  ): Promise<IndexedMeta> {
    const revision = meta.revision + 1;
    const earlier = records.some((record) => record.search === undefined)
      ? readTexts(await this.#get(this.keys.deltaText), meta.generation)
      : new Map<number | string, SearchText>();
    const texts: StoredTexts = {
      generation: meta.generation,
      texts: records.map((record) => [
        record.entry.id,
        ...(record.search ?? earlier.get(record.entry.id) ?? noSearchText),
      ]),
    };
    const delta: StoredDelta = {
      generation: meta.generation,
      revision,
      records: records.map(toDeltaRecord),
      refused: [...refused],
    };
    // The texts first: a delta a reader sees has its texts stored.
    await this.set(this.keys.deltaText, texts);
    await this.set(this.keys.delta, delta);
    const next = { ...meta, revision };
    await this.set(this.keys.meta, next);
    return next;
  }

  /** When the last head check of the brand started, over all instances (0 for never). */
  async checkedAt(): Promise<number> {
    const value = await this.#get(this.keys.checked);
    return typeof value === 'number' ? value : 0;
  }

  markChecked(at: number): Promise<void> {
    return this.set(this.keys.checked, at);
  }

  /** The walk lock of another instance that has not expired, if any. */
  async lockHolder(self: string): Promise<StoredLock | undefined> {
    const lock = readLock(await this.#get(this.keys.lock));
    if (lock === undefined || lock.owner === self || lock.until <= Date.now()) return undefined;
    return lock;
  }

  /**
   * Takes the walk lock for `forMs`. Key-value stores have no compare-and-set that every one
   * of them offers, so this writes, waits `settleMs`, and reads back: of instances that raced,
   * the last writer wins and the others see it and wait. Returns whether this one holds it.
   */
  async lock(self: string, forMs: number, settleMs: number): Promise<boolean> {
    await this.set(this.keys.lock, { owner: self, until: Date.now() + forMs } satisfies StoredLock);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return readLock(await this.#get(this.keys.lock))?.owner === self;
  }

  /**
   * Extends this instance's walk lock to `forMs` from now. Resolves `false` when the lock is
   * another's (this one's lapsed and was taken): the walk then stops and leaves it to them.
   */
  async renew(self: string, forMs: number): Promise<boolean> {
    if (readLock(await this.#get(this.keys.lock))?.owner !== self) return false;
    await this.set(this.keys.lock, { owner: self, until: Date.now() + forMs } satisfies StoredLock);
    return true;
  }

  async unlock(self: string): Promise<void> {
    if (readLock(await this.#get(this.keys.lock))?.owner === self) {
      await this.remove(this.keys.lock);
    }
  }

  /**
   * Removes the pages of a walk left unfinished (a cursor a new walk does not take up), with
   * their texts: every page its lists count, stored or not, since a page stored after the cursor's last write is
   * not counted in it.
   */
  async dropCursorGeneration(cursor: StoredCursor): Promise<void> {
    for (const [index, list] of cursor.lists.entries()) {
      for (let page = 1; page <= list[3]; page++) {
        await this.removePage(cursor.generation, index, page);
      }
    }
  }

  /** A value derived from a generation (a site search index part), or `undefined`. */
  async derived(generation: string, name: string): Promise<unknown> {
    return parsed(await this.#get(this.keys.derived(generation, name)));
  }

  /**
   * Stores values derived from a generation, named so that the generation's removal removes
   * them too: the names are listed under the generation (`derivedNames`) before the values are
   * written, so no value outlives its generation unlisted.
   */
  async saveDerived(generation: string, values: ReadonlyMap<string, unknown>): Promise<void> {
    const listed = await this.#derivedNames(generation);
    const names = [...new Set([...listed, ...values.keys()])];
    await this.set(this.keys.derivedNames(generation), names);
    for (const [name, value] of values) await this.set(this.keys.derived(generation, name), value);
  }

  async #derivedNames(generation: string): Promise<string[]> {
    const names = parsed(await this.#get(this.keys.derivedNames(generation)));
    return Array.isArray(names)
      ? names.filter((name): name is string => typeof name === 'string')
      : [];
  }

  /** Removes every key of a generation the meta no longer points at. */
  async dropGeneration(meta: IndexedMeta): Promise<void> {
    const removals: string[] = [];
    for (const name of await this.#derivedNames(meta.generation)) {
      removals.push(this.keys.derived(meta.generation, name));
    }
    removals.push(this.keys.derivedNames(meta.generation));
    meta.lists.forEach((list, index) => {
      for (let page = 1; page <= list[4]; page++) {
        removals.push(
          this.keys.chunk(meta.generation, index, page),
          this.keys.texts(meta.generation, index, page),
        );
      }
    });
    for (let bucket = 0; bucket < meta.buckets; bucket++) {
      removals.push(
        this.keys.slugs(meta.generation, bucket),
        this.keys.groups(meta.generation, bucket),
      );
    }
    for (const key of removals) await this.remove(key);
  }
}
