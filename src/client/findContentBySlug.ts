import type { BrandIndex } from './brandIndex/brandIndexTypes.js';
import { findThroughIndex, lookupRoute, searchInsteadOfProxy } from './brandIndex/indexedLookup.js';
import type { ContentClient } from './contentClient.js';
import { invalidRequest } from './errorBuilding.js';
import type { RequestOptions } from './options.js';
import { type SlugIndex, slugIndexOf } from './slugIndex.js';
import { clientSlugSource, type SlugSearch, searchBySlug } from './slugSearch.js';
import type { ContentItem, IndexedContent } from './types.js';

/** Options of {@link findContentBySlug}. */
export interface FindContentBySlugOptions extends RequestOptions {
  /** The slug to find, compared exactly (no case folding, trimming or Unicode normalisation). */
  slug: string;
  /**
   * The item's language: only that language's list is searched (through the index, whatever
   * its case or `_`: `de-at` finds `de-AT`). Without it, each category's list is searched in
   * turn (one more request, for the categories).
   */
  lang?: string | undefined;
  /**
   * Page size of the search (larger pages, fewer requests; the service may cap it).
   * @default 100
   */
  pageSize?: number | undefined;
  /**
   * Page requests in flight at once.
   * @default 2
   */
  concurrency?: number | undefined;
  /**
   * Pages read at most, over all lists; a search that reaches it without finding the slug
   * rejects (`invalid-request`, field `maxPages`) rather than answering "not found".
   * @default 100
   */
  maxPages?: number | undefined;
  /**
   * Where slugs were seen, so repeated lookups do not walk the service again: `false` turns
   * it off; a {@link SlugIndex} from `createSlugIndex` is used instead of the client's own.
   * @default the client's own index, kept as long as the client is (see `createSlugIndex`)
   */
  index?: SlugIndex | false | undefined;
  /**
   * The brand index to find the item through: another than the client's, or `false` to
   * search the lists (bounded by `maxPages`) even where the client has one.
   * @default the client's (`client.brandIndex`, or its proxy's with `brandIndex: 'proxy'`)
   */
  brandIndex?: BrandIndex | false | undefined;
  /**
   * `false` answers from the brand index alone: the indexed fields (no body), with no request
   * once the index is built. Without an index the item is searched for as usual.
   * @default true
   */
  fresh?: boolean | undefined;
}

/** The index option, checked: `undefined` when turned off. */
function chooseSlugIndex(
  client: ContentClient,
  index: SlugIndex | false | undefined,
): SlugIndex | undefined {
  if (index === false) return undefined;
  if (index === undefined) return slugIndexOf(client);
  if (typeof index === 'object' && index !== null && typeof index.pageOf === 'function') {
    return index;
  }
  throw invalidRequest('index must be false or an index from createSlugIndex()', 'index');
}

/**
 * The item with this permalink slug, or `null` when there is none (a "not found" a page can
 * turn into a 404). v1 of the service has no item endpoint, so the item is found in lists:
 *
 * - **Through the client's brand index** (on a server by default; see `createBrandIndex`):
 *   the first lookup of a brand walks it once (it answers as soon as the walk reads the slug);
 *   after that a lookup reads the one page the index says the item is on (1 request, so the
 *   item is fresh), and a slug the brand lacks is `null` with no request. A slug published
 *   since the walk is found by a head check (at most one per `missRefreshMs`, 1 minute).
 * - **Through the proxy** with `brandIndex: 'proxy'` (a browser): 1 request to the proxy,
 *   which answers from its own index.
 * - **Searching the lists** without an index (a browser, `brandIndex: false`, a brand over
 *   the index's `maxItems`): with `lang`, that language's list; without it, the categories
 *   (1 request), then each category's list in turn; page 1 first, then `concurrency` pages at
 *   a time, ending at the first page holding the slug; never more than `maxPages` pages in
 *   all, and reaching `maxPages` without the slug rejects, since the item may be further on.
 *   A slug index (`index`) remembers where slugs were seen for the next search.
 *
 * Slugs compare exactly, so a hostile slug (`..`, `__proto__`, a lone surrogate) matches
 * nothing it does not equal. A `lang` the client cannot put in a URL (`..`, a lone
 * surrogate) rejects with `invalid-request`; the caller's `signal` rejects with `aborted`;
 * any other failure rejects with its error, never with `null`.
 *
 * @example
 * const item = await findContentBySlug(client, 'acme-outdoor', { lang: 'en', slug });
 * if (item === null) notFound();
 */
export function findContentBySlug(
  client: ContentClient,
  brandId: string,
  options: FindContentBySlugOptions & { fresh: false },
): Promise<IndexedContent | null>;
export function findContentBySlug(
  client: ContentClient,
  brandId: string,
  options: FindContentBySlugOptions,
): Promise<ContentItem | null>;
export async function findContentBySlug(
  client: ContentClient,
  brandId: string,
  options: FindContentBySlugOptions,
): Promise<IndexedContent | null> {
  if (typeof options !== 'object' || options === null) {
    throw invalidRequest('options with a slug are required', 'slug');
  }
  const { slug, lang, pageSize = 100, concurrency = 2, maxPages = 100, signal } = options;
  const search: SlugSearch = {
    brandId,
    slug,
    lang,
    pageSize,
    concurrency,
    maxPages,
    signal,
    index: chooseSlugIndex(client, options.index),
  };
  const source = clientSlugSource(client, brandId, options);
  const route = lookupRoute(client, options.brandIndex);
  if (route.kind === 'proxy') {
    const call = { signal, headers: options.headers, fetchOptions: options.fetchOptions };
    try {
      return await route.lookups.slug(brandId, slug, lang, call);
    } catch (error) {
      // A proxy with no index answer for this brand: search the lists through it instead.
      if (!searchInsteadOfProxy(error)) throw error;
      return searchBySlug(source, search);
    }
  }
  if (route.kind === 'none') return searchBySlug(source, search);
  if (options.fresh === false) {
    const location = await route.index.locate(brandId, slug, { lang, signal });
    if (location.kind === 'found') return location.record.entry;
    if (location.kind === 'absent') return null;
  }
  return findThroughIndex(route.index, source, search, () => searchBySlug(source, search));
}
