import type { QueryClient } from '@tanstack/react-query';
import { untilAborted } from '../client/abort.js';
import { runPool } from '../client/boundedPool.js';
import type { BrandIndexInternals } from '../client/brandIndex/brandIndex.js';
import { lookupRoute, searchInsteadOfProxy } from '../client/brandIndex/indexedLookup.js';
import {
  type Category,
  type ContentClient,
  type IndexedContent,
  isContentApiError,
} from '../client/index.js';
import { byLanguage, compareCodeUnits } from '../client/languageOrder.js';
import { isGroupId } from './collapseTranslations.js';
import { getNextPageParam } from './infiniteQueryOptions.js';
import {
  cachedListItems,
  categoriesQueryOptions,
  contentByLanguageQueryOptions,
} from './queryOptions.js';

/** Bounds of the variant lookup. */
export interface FindVariantsOptions {
  /**
   * Pages of each language list searched at most (without a brand index).
   * @default 5
   */
  maxPagesPerLanguage?: number;
  /**
   * Page size of those searches (larger pages, fewer requests).
   * @default 100
   */
  pageSize?: number;
  /**
   * Languages searched at most (the first ones, sorted), however many the categories name:
   * more than the 24 official languages of the EU and the world's largest besides.
   * @default 40
   */
  maxLanguages?: number;
  /**
   * Language searches running at once: a few, so a brand with many languages does not
   * take every connection the browser allows per host (6 over HTTP/1.1).
   * @default 4
   */
  concurrency?: number;
  /**
   * Stops waiting (for a walk of the brand index, the proxy, the next page) and rejects with
   * an `aborted` `ContentApiError`; pages already asked for still fill the cache.
   */
  signal?: AbortSignal | undefined;
}

/** The brand's languages: every language its categories are translated into, sorted. */
export function languagesFromCategories(categories: readonly Category[]): string[] {
  const languages = new Set<string>();
  for (const category of categories) {
    for (const language of Object.keys(category.translations)) languages.add(language);
  }
  return [...languages].sort(compareCodeUnits);
}

function cachedVariants(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
  groupId: string,
) {
  const found = new Map<string, IndexedContent>();
  for (const candidate of cachedListItems(queryClient, client, brandId)) {
    if (candidate?.translationGroupId === groupId) found.set(candidate.language, candidate);
  }
  return found;
}

/**
 * `item` and the other versions of its group, one per language (the item wins its own, then
 * the first of each other language), sorted by language. Versions of another group are left
 * out, whatever answered them: they are other articles.
 */
export function itemVersions(
  item: IndexedContent,
  versions: readonly IndexedContent[],
): IndexedContent[] {
  const found = new Map([[item.language, item]]);
  for (const version of versions) {
    if (version.translationGroupId !== item.translationGroupId) continue;
    if (!found.has(version.language)) found.set(version.language, version);
  }
  return [...found.values()].sort(byLanguage);
}

const isAborted = (error: unknown) => isContentApiError(error) && error.kind === 'aborted';

/**
 * The item's group as the brand index holds it: `complete` when the index holds the brand
 * whole and the item itself (then no version can be missing), else what it has, as a head
 * start for the search. `undefined` when the index cannot say (a brand over its `maxItems`, or
 * a walk that failed: the search then asks the lists, as without an index).
 */
async function versionsInIndex(
  index: BrandIndexInternals,
  brandId: string,
  item: IndexedContent,
  signal: AbortSignal | undefined,
): Promise<{ versions: IndexedContent[]; complete: boolean } | undefined> {
  return untilAborted(signal, () => index.versionsOf(brandId, item, signal)).catch(
    (error: unknown) => {
      if (isAborted(error) || signal?.aborted) throw error;
      return undefined;
    },
  );
}

/**
 * Finds every language version of `item` (the item included, one per language, sorted by
 * language). v1 of the service has no endpoint for a translation group, so where the versions
 * come from depends on the client:
 *
 * - **a server** (a client with a brand index, the default where there is no `document`): the
 *   index's group, 0 requests once the index is built, whatever the brand's size (the first
 *   lookup of a brand waits for its walk, shared with slug lookups and one-language lists);
 * - **a browser client made with `brandIndex: 'proxy'`**: the proxy's index, 1 request;
 * - **any other client**, a brand over the index's `maxItems`, or an item the index does not
 *   hold yet: a bounded search through cached queries:
 *   1. the brand's languages from the categories' `translations` (1 request, shared with `useCategories`);
 *   2. variants already in the query cache from any list, or in the index (0 requests);
 *   3. for each other language still missing, up to `maxLanguages` of them and
 *      `concurrency` at a time, the language's list, page by page (`pageSize` 100),
 *      stopping when found, at the last page or after `maxPagesPerLanguage` pages.
 *      Pages are ordinary cached list queries, so later lookups (and lists) reuse them.
 *      A language the client refuses to put in a URL (`..`, a lone surrogate: an
 *      `invalid-request`) is skipped; any other failure fails the lookup.
 *
 *   Cost: at most `1 + min(languages - 1, maxLanguages) × maxPagesPerLanguage` requests,
 *   typically one per language for recent content, and 0 when everything is cached;
 *   never more than `concurrency` at once, however many languages the categories name.
 *
 * The versions are `IndexedContent` (the index holds no bodies): read an article's body with
 * `findContentBySlug`. An item whose `translationGroupId` joins nothing (blank, the nil UUID)
 * has no other versions: `[item]`, with no request.
 *
 * @example
 * const item = await findContentBySlug(client, brandId, { slug });
 * const versions = item && (await findVariants(new QueryClient(), client, brandId, item));
 */
export async function findVariants(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
  item: IndexedContent,
  options: FindVariantsOptions = {},
): Promise<IndexedContent[]> {
  const { signal } = options;
  const route = lookupRoute(client, undefined);
  // Items that share a blank id or the nil UUID are not translations of each other, whatever
  // the route: a list search would gather unrelated items carrying the same placeholder.
  if (!isGroupId(item.translationGroupId)) return [item];
  if (route.kind === 'proxy') {
    try {
      const versions = await untilAborted(signal, () =>
        route.lookups.variants(brandId, item.translationGroupId, { signal }),
      );
      return itemVersions(item, versions);
    } catch (error) {
      // No index answer from the proxy (or an id it cannot be asked for): search the lists.
      if (!searchInsteadOfProxy(error)) throw error;
    }
  }
  let known: readonly IndexedContent[] = [];
  if (route.kind === 'index') {
    const indexed = await versionsInIndex(route.index, brandId, item, signal);
    if (indexed?.complete) return itemVersions(item, indexed.versions);
    known = indexed?.versions ?? [];
  }
  return searchVariants(queryClient, client, brandId, item, known, options);
}

/** The bounded search of {@link findVariants}, starting from the versions already `known`. */
async function searchVariants(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
  item: IndexedContent,
  known: readonly IndexedContent[],
  {
    maxPagesPerLanguage = 5,
    pageSize = 100,
    maxLanguages = 40,
    concurrency = 4,
    signal,
  }: FindVariantsOptions,
): Promise<IndexedContent[]> {
  const categories = await untilAborted(signal, () =>
    queryClient.fetchQuery(categoriesQueryOptions(client, brandId)),
  );
  const found = cachedVariants(queryClient, client, brandId, item.translationGroupId);
  for (const version of known) {
    if (version.translationGroupId === item.translationGroupId) {
      found.set(version.language, version);
    }
  }
  found.set(item.language, item);
  const missing = languagesFromCategories(categories)
    .filter((language) => !found.has(language))
    .slice(0, maxLanguages);

  const search = async (language: string) => {
    for (let page = 1; page <= maxPagesPerLanguage; page++) {
      const result = await untilAborted(signal, () =>
        queryClient.fetchQuery(
          contentByLanguageQueryOptions(client, { brandId, lang: language, page, pageSize }),
        ),
      );
      const match = result.data.find(
        (candidate) => candidate.translationGroupId === item.translationGroupId,
      );
      if (match !== undefined) {
        found.set(match.language, match);
        return;
      }
      if (getNextPageParam(result) === undefined) return;
    }
  };
  await runPool(
    missing.map(
      (language) => () =>
        search(language).catch((error: unknown) => {
          // One bad code in the categories must not cost the other languages.
          if (!isContentApiError(error) || error.kind !== 'invalid-request') throw error;
        }),
    ),
    concurrency,
  );
  return [...found.values()].sort(byLanguage);
}
