import { invalidRequest } from '../errorBuilding.js';
import type { ClientObservers, ContentEvent, ContentTelemetry } from '../events.js';
import { assertCount } from '../walkAllPages.js';
import { brandIndexFailed } from '../warnings.js';
import {
  type BrandIndexStorage,
  type IndexStorage,
  memoryStorage,
  sharedStorage,
} from './brandIndexStorage.js';
import type { BrandIndexOptions } from './brandIndexTypes.js';

/** The options of `createBrandIndex`, checked, with their defaults. */
export interface BrandIndexSettings {
  /** Where the index is kept: the shared store given, else this process's memory. */
  storage: IndexStorage;
  /** The namespace an explicit `keyPrefix` sets; `undefined`: one derived from the service. */
  keyPrefix: string | undefined;
  ttlMs: number;
  maxStaleMs: number;
  missRefreshMs: number;
  syncIntervalMs: number;
  maxItems: number;
  pageSize: number;
  concurrency: number;
  maxBrands: number;
  /** Hands an event to the client's `onEvent` (and a failure to `onError`); never throws. */
  emit: (event: ContentEvent) => void;
  /** Keeps the instance alive for background work after the answer (`after()`, `waitUntil`). */
  waitUntil: (work: Promise<unknown>) => void;
  telemetry: ContentTelemetry | undefined;
  /** Names the service and credentials, for the default namespace (hashed, never stored). */
  serviceIdentity: string;
}

/** The start of every key the index writes, before the service's fingerprint. */
export const defaultPrefix = 'content-delivery-react:brand-index';

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

/** Checks `options` (bad ones throw a `ContentApiError`, `invalid-request`) and fills in defaults. */
export function brandIndexSettings(
  options: BrandIndexOptions,
  observers: ClientObservers,
): BrandIndexSettings {
  const {
    storage,
    keyPrefix,
    waitUntil,
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
  if (keyPrefix !== undefined && (typeof keyPrefix !== 'string' || keyPrefix === '')) {
    throw invalidRequest('keyPrefix must be a non-empty string', 'keyPrefix');
  }
  if (waitUntil !== undefined && typeof waitUntil !== 'function') {
    throw invalidRequest('waitUntil must be a function', 'waitUntil');
  }
  if (onError !== undefined && typeof onError !== 'function') {
    throw invalidRequest('onError must be a function', 'onError');
  }
  const emit = (event: ContentEvent) => {
    observers.emit(event);
    if (event.kind !== 'store-failed' && event.kind !== 'walk-failed') return;
    try {
      if (onError !== undefined) onError(event.error);
      else brandIndexFailed(event.brandId, event, event.error);
    } catch {}
  };
  return {
    storage: storage === undefined ? memoryStorage() : sharedStorage(storage),
    keyPrefix,
    ttlMs,
    maxStaleMs,
    missRefreshMs,
    syncIntervalMs,
    maxItems,
    pageSize,
    concurrency,
    maxBrands,
    emit,
    waitUntil: (work) => {
      // The work's own failures are reported where they happen; this only keeps it alive.
      const kept = work.catch(() => {});
      try {
        waitUntil?.(kept);
      } catch {
        // Outside a request (`after()` at build time, say), the work simply runs on.
      }
    },
    telemetry: observers.telemetry,
    serviceIdentity: observers.serviceIdentity,
  };
}
