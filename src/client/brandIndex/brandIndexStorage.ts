import { parsed } from './storeLayout.js';

/**
 * Where a brand index is kept and shared between server instances: any key-value store with
 * these three methods. An `unstorage` `Storage` fits as it is (Redis, Cloudflare KV, Vercel
 * KV, the filesystem, …): `createStorage({ driver: redisDriver({ url }) })`. Values are
 * written as JSON strings; a store may give them back as strings or parsed (unstorage parses
 * them).
 */
export interface BrandIndexStorage {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/**
 * The index's own view of where it is kept: values in, values out. Over a shared store values
 * travel as JSON; in memory (no store given) they are kept as they are, so a lookup in a
 * long-lived server parses nothing. Readers never change a value they read.
 */
export interface IndexStorage {
  /** Whether other instances share it (a store was given). */
  readonly shared: boolean;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
  /** Forgets every key under `prefix` (in memory: a brand dropped to stay within `maxBrands`). */
  forget(prefix: string): void;
}

/** The index's storage over a shared store: JSON values. */
export function sharedStorage(storage: BrandIndexStorage): IndexStorage {
  return {
    shared: true,
    get: async (key) => parsed(await storage.getItem(key)),
    set: (key, value) => storage.setItem(key, JSON.stringify(value)),
    remove: (key) => storage.removeItem(key),
    // Stored brands stay: every instance shares them, and the next walk replaces them.
    forget() {},
  };
}

/** The index's storage in this process's memory: a `Map` of the values themselves. */
export function memoryStorage(): IndexStorage {
  const values = new Map<string, unknown>();
  return {
    shared: false,
    get: async (key) => values.get(key),
    set: async (key, value) => {
      values.set(key, value);
    },
    remove: async (key) => {
      values.delete(key);
    },
    forget(prefix) {
      for (const key of values.keys()) if (key.startsWith(prefix)) values.delete(key);
    },
  };
}
