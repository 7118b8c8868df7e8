import type { ContentClient } from '../contentClient.js';
import { isContentApiError } from '../errors.js';
import type { RequestOptions } from '../options.js';
import { pastTheEnd, type SlugSearch, type SlugSearchSource } from '../slugSearch.js';
import type { ContentItem, IndexedContent } from '../types.js';
import { segment } from '../url.js';
import type { BrandIndex, BrandIndexLookupOptions } from './brandIndexTypes.js';
import type { BrandSnapshot, IndexRecord } from './brandSnapshot.js';

// How this package's lookups (`findContentBySlug`, `findVariants`, one-language lists) reach a
// brand index: the internals of one made here, or the proxy's over HTTP.

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

/** What the lookups of this package use of an index made by `createBrandIndex`, beyond its public methods. */
export interface BrandIndexInternals {
  client: ContentClient;
  locate(brandId: string, slug: string, options: BrandIndexLookupOptions): Promise<SlugLocation>;
  /** The brand's snapshot when one is usable (building it when needed); `undefined` when the brand is too large. */
  snapshot(brandId: string, signal: AbortSignal | undefined): Promise<BrandSnapshot | undefined>;
  /**
   * A located item was not where the index said: walks again (or joins the running walk) and
   * resolves `true`, or resolves `false` when the index was walked within `missRefreshMs`.
   */
  moved(brandId: string, signal: AbortSignal | undefined): Promise<boolean>;
}

const internals = new WeakMap<BrandIndex, BrandIndexInternals>();

/** Called by `createBrandIndex` for each index it makes. */
export function registerBrandIndexInternals(index: BrandIndex, inside: BrandIndexInternals): void {
  internals.set(index, inside);
}

/** The internals of an index made by `createBrandIndex`; `undefined` for anything else. */
export function brandIndexInternals(index: BrandIndex): BrandIndexInternals | undefined {
  return internals.get(index);
}

/**
 * The two lookups a proxy answers from its brand index, below its base path, beside the
 * service's own paths (`{basePath}/api/v1/content/…`), in a namespace the service does not use:
 *
 * - `{basePath}/brand-index/{brandId}/slug/{slug}[?lang=xx]`: the item, fresh, as a page of
 *   zero or one item (`{ page, pageSize, totalCount, data }`);
 * - `{basePath}/brand-index/{brandId}/variants/{translationGroupId}`: every language version
 *   (indexed fields only), as a page of them.
 */
export type IndexLookup = 'slug' | 'variants';

/** The first path segment of the proxy's index lookups. */
export const indexPathSegment = 'brand-index';

/** The URL of one index lookup under `baseUrl`; throws `invalid-request` for an identifier it cannot use. */
export function indexLookupUrl(
  baseUrl: string,
  lookup: IndexLookup,
  brandId: string,
  value: string,
  lang?: string | undefined,
): string {
  const path = `${baseUrl}/${indexPathSegment}/${segment(brandId, 'brandId')}/${lookup}/${segment(value, lookup === 'slug' ? 'slug' : 'translationGroupId')}`;
  return lang === undefined ? path : `${path}?lang=${segment(lang, 'lang')}`;
}

/** How a client made with `brandIndex: 'proxy'` asks its proxy's index. */
export interface ProxyLookups {
  slug(
    brandId: string,
    slug: string,
    lang: string | undefined,
    call: RequestOptions,
  ): Promise<ContentItem | null>;
  variants(
    brandId: string,
    translationGroupId: string,
    call: RequestOptions,
  ): Promise<IndexedContent[]>;
}

// Kept beside the client, not on it, so the client's public shape stays the four endpoints.
const proxies = new WeakMap<ContentClient, ProxyLookups>();

export function setProxyLookups(client: ContentClient, lookups: ProxyLookups): void {
  proxies.set(client, lookups);
}

/**
 * Where a client's lookups go: its own brand index (a server), its proxy's (a browser client
 * made with `brandIndex: 'proxy'`), or nowhere (the bounded list search). `choice` is a
 * lookup's `brandIndex` option: an index to use instead, or `false` for none.
 */
export function lookupRoute(
  client: ContentClient,
  choice: BrandIndex | false | undefined,
):
  | { kind: 'index'; index: BrandIndexInternals }
  | { kind: 'proxy'; lookups: ProxyLookups }
  | { kind: 'none' } {
  if (choice === false) return { kind: 'none' };
  const chosen = choice ?? client.brandIndex;
  const index = chosen && brandIndexInternals(chosen);
  if (index !== undefined) return { kind: 'index', index };
  const lookups = choice === undefined ? proxies.get(client) : undefined;
  return lookups === undefined ? { kind: 'none' } : { kind: 'proxy', lookups };
}

/**
 * Whether a proxy lookup failed in a way the list search can answer instead: the proxy has no
 * index answer here (404: no index, the brand refused or too large to index), or the client
 * cannot put the brand or slug in the proxy's path (`invalid-request`). Other failures (the
 * service down behind the proxy, an abort) are the lookup's.
 */
export function searchInsteadOfProxy(error: unknown): boolean {
  if (!isContentApiError(error)) return false;
  return error.kind === 'invalid-request' || (error.kind === 'http' && error.status === 404);
}

/**
 * The item with `search.slug` through a brand index: where the index says it is, read fresh
 * (1 request; 0 when a walk read it for this lookup). An item that moved is looked for on the
 * pages beside it, then after one more walk (at most one per `missRefreshMs`); past that, and
 * whenever the index cannot say (a brand over `maxItems`), `fallback` searches the lists.
 */
export async function findThroughIndex(
  index: BrandIndexInternals,
  source: SlugSearchSource,
  search: Pick<SlugSearch, 'brandId' | 'slug' | 'lang' | 'signal'>,
  fallback: () => Promise<ContentItem | null>,
): Promise<ContentItem | null> {
  const { brandId, slug, lang, signal } = search;
  const inLanguage = (item: ContentItem) => lang === undefined || item.language === lang;
  const readAround = async (list: string, page: number, pageSize: number) => {
    for (const candidate of [page, page + 1, page - 1]) {
      if (candidate < 1) continue;
      const { data } = await source
        .page({ kind: 'category', value: list }, candidate, pageSize, signal)
        .catch(pastTheEnd);
      const item = data.find((entry) => entry.slug === slug);
      if (item !== undefined) return item;
    }
    return undefined;
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    const location = await index.locate(brandId, slug, { lang, signal });
    if (location.kind === 'absent') return null;
    if (location.kind === 'unknown') return fallback();
    if (location.item !== undefined) return location.item;
    const item = await readAround(location.record.list, location.page, location.pageSize);
    if (item !== undefined) return inLanguage(item) ? item : null;
    if (attempt === 1 || !(await index.moved(brandId, signal))) break;
  }
  return fallback();
}
