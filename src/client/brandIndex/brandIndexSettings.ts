import { invalidRequest } from '../errorBuilding.js';
import { assertCount } from '../walkAllPages.js';
import type { BrandIndexStorage } from './brandIndexStorage.js';
import type { BrandIndexOptions } from './brandIndexTypes.js';

/** The options of `createBrandIndex`, checked, with their defaults. */
export interface BrandIndexSettings {
  storage: BrandIndexStorage | undefined;
  keyPrefix: string;
  ttlMs: number;
  maxStaleMs: number;
  missRefreshMs: number;
  syncIntervalMs: number;
  /** A walking instance renews its lock every third of this; a lock that lapses is abandoned. */
  lockLeaseMs: number;
  maxItems: number;
  pageSize: number;
  concurrency: number;
  maxBrands: number;
  /** Hands a failure of a background walk or of the shared storage to `onError`; never throws. */
  report: (error: unknown) => void;
}

const defaultPrefix = 'content-delivery-react:brand-index';

function assertDuration(name: string, value: number): void {
  if (typeof value !== 'number' || !(value >= 0 && value <= Number.MAX_SAFE_INTEGER)) {
    throw invalidRequest(`${name} must be a number of milliseconds, 0 or more`, name);
  }
}

function isStorage(value: unknown): value is BrandIndexStorage {
  if (typeof value !== 'object' || value === null) return false;
  return ['getItem', 'setItem', 'removeItem'].every(
    (name) => typeof Reflect.get(value, name) === 'function',
  );
}

/** Development warnings are off in production; read safely, since workers may have no `process`. */
export const inDevelopment = () =>
  // Stryker disable next-line OptionalChaining: not equivalent, but no Vitest test can tell: Vite's define rewrites `process.env?.NODE_ENV` to `process.env.NODE_ENV` when it loads the file
  typeof process === 'undefined' || process.env?.NODE_ENV !== 'production';

/** Checks `options` (bad ones throw a `ContentApiError`, `invalid-request`) and fills in defaults. */
export function brandIndexSettings(options: BrandIndexOptions): BrandIndexSettings {
  const {
    storage,
    keyPrefix = defaultPrefix,
    ttlMs = 60 * 60_000,
    maxStaleMs = 24 * 60 * 60_000,
    missRefreshMs = 60_000,
    syncIntervalMs = 5_000,
    maxItems = 250_000,
    pageSize = 100,
    concurrency = 4,
    maxBrands = 50,
    onError,
  } = options;
  for (const [name, value] of Object.entries({
    ttlMs,
    maxStaleMs,
    missRefreshMs,
    syncIntervalMs,
  })) {
    assertDuration(name, value);
  }
  assertCount('maxItems', maxItems, 10_000_000);
  assertCount('pageSize', pageSize, 2_147_483_647);
  assertCount('concurrency', concurrency, 16);
  assertCount('maxBrands', maxBrands, 10_000);
  if (storage !== undefined && !isStorage(storage)) {
    throw invalidRequest('storage must have getItem, setItem and removeItem', 'storage');
  }
  if (typeof keyPrefix !== 'string' || keyPrefix === '') {
    throw invalidRequest('keyPrefix must be a non-empty string', 'keyPrefix');
  }
  const report = (error: unknown) => {
    try {
      if (onError !== undefined) onError(error);
      else if (inDevelopment()) {
        console.warn(
          '[createBrandIndex] a background walk or the shared storage failed; the index goes on:',
          error,
        );
      }
    } catch {}
  };
  return {
    storage,
    keyPrefix,
    ttlMs,
    maxStaleMs,
    missRefreshMs,
    syncIntervalMs,
    lockLeaseMs: Math.max(3 * syncIntervalMs, 3_000),
    maxItems,
    pageSize,
    concurrency,
    maxBrands,
    report,
  };
}
