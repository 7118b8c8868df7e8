import type { ContentClient } from './createContentClient.js';
import { invalidRequest } from './errors.js';
import type { RequestOptions } from './options.js';
import { type SlugIndex, slugIndexOf } from './slugIndex.js';
import { clientSlugSource, searchBySlug } from './slugSearch.js';
import type { ContentItem } from './types.js';

/** Options of {@link findContentBySlug}. */
export interface FindContentBySlugOptions extends RequestOptions {
  /** The slug to find, compared exactly (no case folding, trimming or Unicode normalisation). */
  slug: string;
  /**
   * The item's language: only that language's list is searched. Without it, each category's
   * list is searched in turn (one more request, for the categories).
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
 * turn into a 404). v1 of the service has no item endpoint, so this searches lists:
 *
 * - with `lang`, that language's list; without it, the categories (1 request), then each
 *   category's list in the categories' order (every item has one category, so together
 *   they hold every item once);
 * - page 1 first, then `concurrency` pages at a time; the search ends at the first page
 *   holding the slug (later pages are cancelled, earlier ones awaited, so a slug a service
 *   repeats always gives the item on the lowest page);
 * - worst case `ceil(count / pageSize)` requests for the language (`1 + Σ max(1, ceil(count / pageSize))`
 *   over the categories), never more than `maxPages` pages in all; reaching `maxPages`
 *   without the slug rejects, since the item may be further on.
 *
 * Each page read records where its slugs are in the client's slug index (see
 * `createSlugIndex`): a repeated lookup reads only the remembered page (1 request, then
 * checked: an item that moved is searched again), and for `completeListTtlMs` after a
 * list was walked to its end, a slug it lacked answers `null` with no list request.
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
export async function findContentBySlug(
  client: ContentClient,
  brandId: string,
  options: FindContentBySlugOptions,
): Promise<ContentItem | null> {
  if (typeof options !== 'object' || options === null) {
    throw invalidRequest('options with a slug are required', 'slug');
  }
  const { slug, lang, pageSize = 100, concurrency = 2, maxPages = 100, signal } = options;
  return searchBySlug(clientSlugSource(client, brandId, options), {
    brandId,
    slug,
    lang,
    pageSize,
    concurrency,
    maxPages,
    signal,
    index: chooseSlugIndex(client, options.index),
  });
}
