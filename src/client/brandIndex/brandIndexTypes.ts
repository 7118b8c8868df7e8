import type { ContentItem, IndexedContent } from '../types.js';
import type { BrandIndexStorage } from './brandIndexStorage.js';
import type { IndexRecord } from './brandStore.js';

// The brand index's public types, apart from `createBrandIndex`, which is their one
// implementation (and holds the internal interface the lookups of this package use).

/** Options of {@link createBrandIndex}. Durations are in milliseconds. */
export interface BrandIndexOptions {
  /**
   * Where the index is kept and shared between server instances: an `unstorage` `Storage`
   * (Redis, Cloudflare KV, Vercel KV, the filesystem) or anything with the same three methods.
   * The store is the index: an instance answers a lookup by reading the few keys it needs
   * (no instance loads the brand), a walk writes what it reads as it goes (an instance frozen
   * mid-walk leaves its progress to the next), and N instances walk a brand about once.
   * @default none: the index lives in this process's memory only
   */
  storage?: BrandIndexStorage | undefined;
  /**
   * The namespace of every key the index writes in `storage`. By default it names the service
   * and the credentials (`content-delivery-react:brand-index:` and a SHA-256 fingerprint of the
   * base URL and the secret headers, the API key's among them), so two services, or two keys
   * with different rights, never read each other's index. An explicit prefix is the whole
   * namespace: clients given the same one share their index, whatever their service.
   * @default derived from the service and credentials
   */
  keyPrefix?: string | undefined;
  /**
   * Keeps the instance alive for work the index does after a lookup has answered (the rest of
   * a walk, a background walk, a head check): Next.js's `after`, `waitUntil` from
   * `@vercel/functions` or `cloudflare:workers`. Without it the work runs on while the instance
   * lives; a walk cut short by a frozen instance is taken up by the next one.
   * @default none
   */
  waitUntil?: ((work: Promise<unknown>) => void) | undefined;
  /**
   * Age after which the index is walked again in the background while lookups go on being
   * answered from it (stale-while-revalidate). New items are found sooner by head checks
   * (`missRefreshMs`) and a webhook's `refresh()`; this bounds how long other changes to
   * indexed fields (a title, a tag, a deletion) may take to show in lists.
   * @default 3600000 (1 hour: about 17 requests a minute for a 100 000-item brand)
   */
  ttlMs?: number | undefined;
  /**
   * Age after which the index is not used any more: lookups wait for a new walk.
   * @default 86400000 (24 hours)
   */
  maxStaleMs?: number | undefined;
  /**
   * A slug the index lacks may trigger a head check (page 1 of every category, to find items
   * published since the walk) at most once per this window, over all instances of a shared
   * index. A new item is found within this delay without a webhook; `refresh()` finds it at once.
   * @default 60000 (1 minute)
   */
  missRefreshMs?: number | undefined;
  /**
   * How long an instance trusts the stored index's meta (one small key) before it reads it
   * again, to pick up another instance's walk or head check. A lookup about to answer
   * "not found" always reads it again.
   * @default 5000
   */
  syncIntervalMs?: number | undefined;
  /**
   * Items a brand may list and still be indexed. A larger brand is not indexed (its lookups
   * search the lists as without an index) and a development warning says so; see
   * `docs/brand-index.md` for the memory an item costs.
   * @default 250000
   */
  maxItems?: number | undefined;
  /**
   * Page size of the walks (the service may cap it).
   * @default 100
   */
  pageSize?: number | undefined;
  /**
   * Page requests of a walk in flight at once.
   * @default 4
   */
  concurrency?: number | undefined;
  /**
   * Brands held at once; the least recently used is dropped first.
   * @default 50
   */
  maxBrands?: number | undefined;
  /**
   * Called with the error when a walk or the shared store fails (the index goes on answering
   * from what it has). Every such failure is also an event of the client's `onEvent`
   * (`walk-failed`, `store-failed`). Errors thrown by it are ignored.
   * @default a `console.warn` outside production
   */
  onError?: ((error: unknown) => void) | undefined;
}

/** Options of a lookup in the index. */
export interface BrandIndexLookupOptions {
  /**
   * Only items in this language, whatever its case or `_` (`de-at` finds `de-AT`, as the
   * service's language list does); `de` does not find `de-AT`.
   */
  lang?: string | undefined;
  /** Stops waiting (for a walk in progress, say) and rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

/** Filters of {@link BrandIndex.entries}. */
export interface BrandIndexEntriesOptions extends BrandIndexLookupOptions {
  /** Only items of this category. */
  categoryId?: string | undefined;
  /** Only items with this tag (compared without regard to case, as the service does). */
  tag?: string | undefined;
  /** Only items with this status, e.g. `'Published'` for a sitemap. */
  status?: ContentItem['status'] | undefined;
}

/** What the index holds of a brand now. */
export interface BrandIndexInfo {
  /** Items held. */
  items: number;
  /** When the walk behind it started (ms since the epoch). */
  walkedAt: number;
  /** Whether a slug the index lacks is "not found" without a request. */
  complete: boolean;
}

/**
 * A brand index: what server pages need to know of every item of a brand (slug, id,
 * language, translation group, category, tags, dates, status, title, description, image URL:
 * an {@link IndexedContent}; never the bodies), built from one walk of the brand's lists and
 * shared by every lookup after it. `findContentBySlug`, `contentBySlugQueryOptions`,
 * `findVariants` and one-language lists use the client's index by default on a server.
 */
export interface BrandIndex {
  /**
   * The indexed fields of the item with `slug`, or `null` when the brand has none: 0 requests
   * once the index is built (a slug it lacks may trigger one head check per `missRefreshMs`).
   */
  find(
    brandId: string,
    slug: string,
    options?: BrandIndexLookupOptions,
  ): Promise<IndexedContent | null>;
  /** Every language version of a translation group, sorted by language (0 requests once built). */
  variants(
    brandId: string,
    translationGroupId: string,
    options?: BrandIndexLookupOptions,
  ): Promise<IndexedContent[]>;
  /**
   * Every item of the brand (filtered), read from the index without copying it: for
   * `generateStaticParams`, prerendering and sitemaps. Category order, then list order.
   */
  entries(brandId: string, options?: BrandIndexEntriesOptions): AsyncIterable<IndexedContent>;
  /**
   * Walks the brand now, for a webhook: resolves once the new index is in use (and stored).
   * A walk already running is joined, then followed by one more, so nothing published before
   * the call is missed.
   */
  refresh(brandId: string, options?: { signal?: AbortSignal | undefined }): Promise<void>;
  /** What the index holds of a brand in this process now, or `undefined` before the first walk. */
  info(brandId: string): BrandIndexInfo | undefined;
}

/** Where a slug is, for a lookup that reads the item fresh. */
export type SlugLocation =
  | {
      kind: 'found';
      record: IndexRecord;
      /** The page of the category list it is on now, at `pageSize`. */
      page: number;
      pageSize: number;
      /** The item itself when a walk read it for this very lookup (no further request needed). */
      item: ContentItem | undefined;
    }
  | { kind: 'absent' }
  /** The index cannot say (the brand is too large, or could not be walked whole): search the lists. */
  | { kind: 'unknown' };
