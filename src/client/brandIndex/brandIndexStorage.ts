import {
  type BrandSnapshot,
  createSnapshot,
  fromStoredRecord,
  type IndexRecord,
  toStoredRecord,
} from './brandSnapshot.js';
import {
  chunkSize,
  isObject,
  listsOf,
  parsed,
  readMeta,
  type StoredDelta,
  type StoredLock,
  type StoredMeta,
  storageKey,
} from './storageFormat.js';

/**
 * Where a brand index is shared between server instances: any key-value store with these
 * three methods. An `unstorage` `Storage` fits as it is (Redis, Cloudflare KV, Vercel KV,
 * the filesystem, …): `createStorage({ driver: redisDriver({ url }) })`. Values are written
 * as JSON strings; a store may give them back as strings or parsed (unstorage parses them).
 */
export interface BrandIndexStorage {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** The storage of one index: snapshots in chunks, head-check deltas and the walk lock. */
export class SnapshotStore {
  readonly #storage: BrandIndexStorage;
  readonly #prefix: string;

  constructor(storage: BrandIndexStorage, prefix: string) {
    this.#storage = storage;
    this.#prefix = prefix;
  }

  /** The stored snapshot's generation and revision, without loading it. */
  async version(brandId: string): Promise<{ generation: string; revision: number } | undefined> {
    const meta = readMeta(await this.#storage.getItem(storageKey(this.#prefix, brandId, 'meta')));
    return meta && { generation: meta.generation, revision: meta.revision };
  }

  /**
   * The stored snapshot with its head-check records, or `undefined` when there is none or
   * it is unreadable (a chunk missing or malformed: a walk is then needed).
   */
  async load(brandId: string): Promise<BrandSnapshot | undefined> {
    const meta = readMeta(await this.#storage.getItem(storageKey(this.#prefix, brandId, 'meta')));
    if (meta === undefined) return undefined;
    const records: IndexRecord[] = [];
    for (let chunk = 0; chunk < meta.chunks; chunk++) {
      const key = storageKey(this.#prefix, brandId, meta.generation, String(chunk));
      const values = parsed(await this.#storage.getItem(key));
      if (!Array.isArray(values)) return undefined;
      for (const value of values) {
        const record = fromStoredRecord(value);
        if (record === undefined) return undefined;
        records.push(record);
      }
    }
    // Head-check records last: their slugs are new, and walk order stays the stored order.
    records.push(...(await this.#loadDelta(brandId, meta)));
    const snapshot = createSnapshot(records, {
      generation: meta.generation,
      walkedAt: meta.walkedAt,
      pageSize: meta.pageSize,
      complete: meta.complete,
      lists: listsOf(meta),
      revision: meta.revision,
      refusedSlugs: meta.refusedSlugs,
    });
    return snapshot;
  }

  async #loadDelta(brandId: string, meta: StoredMeta): Promise<IndexRecord[]> {
    if (meta.revision === 0) return [];
    const delta = parsed(await this.#storage.getItem(storageKey(this.#prefix, brandId, 'delta')));
    if (!isObject(delta) || delta.generation !== meta.generation || !Array.isArray(delta.records)) {
      return [];
    }
    return delta.records.flatMap((value) => fromStoredRecord(value) ?? []);
  }

  /** Writes a new walk's snapshot, then points the brand at it, then drops the old chunks. */
  async save(brandId: string, snapshot: BrandSnapshot): Promise<void> {
    const previous = readMeta(
      await this.#storage.getItem(storageKey(this.#prefix, brandId, 'meta')),
    );
    const chunks = Math.ceil(snapshot.records.length / chunkSize);
    for (let chunk = 0; chunk < chunks; chunk++) {
      const part = snapshot.records.slice(chunk * chunkSize, (chunk + 1) * chunkSize);
      await this.#storage.setItem(
        storageKey(this.#prefix, brandId, snapshot.generation, String(chunk)),
        JSON.stringify(part.map(toStoredRecord)),
      );
    }
    await this.#writeMeta(brandId, snapshot, 0, chunks);
    if (previous !== undefined && previous.generation !== snapshot.generation) {
      for (let chunk = 0; chunk < previous.chunks; chunk++) {
        await this.#storage.removeItem(
          storageKey(this.#prefix, brandId, previous.generation, String(chunk)),
        );
      }
    }
  }

  /** Stores what a head check added: the records found on top of lists, and the lists' shifts. */
  async saveDelta(
    brandId: string,
    snapshot: BrandSnapshot,
    added: readonly IndexRecord[],
  ): Promise<void> {
    const meta = readMeta(await this.#storage.getItem(storageKey(this.#prefix, brandId, 'meta')));
    // Another instance has walked since: its snapshot is newer than this delta.
    if (meta === undefined || meta.generation !== snapshot.generation) return;
    const known = await this.#loadDelta(brandId, meta);
    const revision = Math.max(meta.revision, snapshot.revision) + 1;
    snapshot.revision = revision;
    const delta: StoredDelta = {
      generation: snapshot.generation,
      revision,
      records: [...added, ...known].map(toStoredRecord),
    };
    await this.#storage.setItem(storageKey(this.#prefix, brandId, 'delta'), JSON.stringify(delta));
    await this.#writeMeta(brandId, snapshot, revision, meta.chunks);
  }

  async #writeMeta(brandId: string, snapshot: BrandSnapshot, revision: number, chunks: number) {
    const meta: StoredMeta = {
      format: 1,
      generation: snapshot.generation,
      revision,
      walkedAt: snapshot.walkedAt,
      pageSize: snapshot.pageSize,
      complete: snapshot.complete,
      chunks,
      lists: [...snapshot.lists].map(([id, list]) => [
        id,
        list.totalCount,
        list.pageSize,
        list.shift,
      ]),
      refusedSlugs: [...snapshot.refusedSlugs],
    };
    await this.#storage.setItem(storageKey(this.#prefix, brandId, 'meta'), JSON.stringify(meta));
  }

  /** When the last head check of the brand started, over all instances (0 for never). */
  async checkedAt(brandId: string): Promise<number> {
    const value = parsed(await this.#storage.getItem(storageKey(this.#prefix, brandId, 'checked')));
    return typeof value === 'number' ? value : 0;
  }

  async markChecked(brandId: string, at: number): Promise<void> {
    await this.#storage.setItem(storageKey(this.#prefix, brandId, 'checked'), JSON.stringify(at));
  }

  /** The walk lock of another instance that has not expired, if any. */
  async lockHolder(brandId: string, self: string): Promise<StoredLock | undefined> {
    const lock = parsed(await this.#storage.getItem(storageKey(this.#prefix, brandId, 'lock')));
    if (!isObject(lock) || typeof lock.owner !== 'string' || typeof lock.until !== 'number') {
      return undefined;
    }
    if (lock.owner === self || lock.until <= Date.now()) return undefined;
    return { owner: lock.owner, until: lock.until };
  }

  /**
   * Takes the walk lock for `forMs`. Key-value stores have no compare-and-set that every one
   * of them offers, so this writes, waits `settleMs`, and reads back: of instances that raced,
   * the last writer wins and the others see it and wait. Returns whether this one holds it.
   */
  async lock(brandId: string, self: string, forMs: number, settleMs: number): Promise<boolean> {
    const key = storageKey(this.#prefix, brandId, 'lock');
    const lock: StoredLock = { owner: self, until: Date.now() + forMs };
    await this.#storage.setItem(key, JSON.stringify(lock));
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const now = parsed(await this.#storage.getItem(key));
    return isObject(now) && now.owner === self;
  }

  /**
   * Extends this instance's walk lock to `forMs` from now, so it lapses soon after the
   * instance dies mid-walk rather than when a walk of any length would be over. Does nothing
   * when the lock is another's (this one's lapsed and was taken).
   */
  async renew(brandId: string, self: string, forMs: number): Promise<void> {
    const key = storageKey(this.#prefix, brandId, 'lock');
    const now = parsed(await this.#storage.getItem(key));
    if (!isObject(now) || now.owner !== self) return;
    const lock: StoredLock = { owner: self, until: Date.now() + forMs };
    await this.#storage.setItem(key, JSON.stringify(lock));
  }

  async unlock(brandId: string, self: string): Promise<void> {
    const key = storageKey(this.#prefix, brandId, 'lock');
    const now = parsed(await this.#storage.getItem(key));
    if (isObject(now) && now.owner === self) await this.#storage.removeItem(key);
  }
}
