import type { QueryClient } from '@tanstack/react-query';
import {
  type Category,
  type ContentClient,
  type ContentItem,
  isContentApiError,
} from '../client/index.js';
import { cachedListItems } from './cachedPages.js';
import { getNextPageParam } from './infiniteQueryOptions.js';
import { categoriesQueryOptions, contentByLanguageQueryOptions } from './queryOptions.js';

/** Bounds of the variant lookup. */
export interface FindVariantsOptions {
  /**
   * Pages of each language list searched at most.
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
}

/** The brand's languages: every language its categories are translated into, sorted. */
export function languagesFromCategories(categories: readonly Category[]): string[] {
  const languages = new Set<string>();
  for (const category of categories) {
    for (const language of Object.keys(category.translations)) languages.add(language);
  }
  return [...languages].sort();
}

function cachedVariants(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
  groupId: string,
) {
  const found = new Map<string, ContentItem>();
  for (const candidate of cachedListItems(queryClient, client, brandId)) {
    if (candidate?.translationGroupId === groupId) found.set(candidate.language, candidate);
  }
  return found;
}

/**
 * Finds every language version of `item`. v1 of the service has no endpoint
 * for a translation group, so this is a bounded search through cached queries:
 *
 * 1. the brand's languages from the categories' `translations` (1 request, shared with `useCategories`);
 * 2. variants already in the query cache from any list (0 requests);
 * 3. for each other language still missing, up to `maxLanguages` of them and
 *    `concurrency` at a time, the language's list, page by page (`pageSize` 100),
 *    stopping when found, at the last page or after `maxPagesPerLanguage` pages.
 *    Pages are ordinary cached list queries, so later lookups (and lists) reuse them.
 *    A language the client refuses to put in a URL (`..`, a lone surrogate: an
 *    `invalid-request`) is skipped; any other failure fails the lookup.
 *
 * Cost: at most `1 + min(languages - 1, maxLanguages) × maxPagesPerLanguage` requests,
 * typically one per language for recent content, and 0 when everything is cached;
 * never more than `concurrency` at once, however many languages the categories name.
 */
export async function findVariants(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
  item: ContentItem,
  {
    maxPagesPerLanguage = 5,
    pageSize = 100,
    maxLanguages = 40,
    concurrency = 4,
  }: FindVariantsOptions = {},
): Promise<ContentItem[]> {
  const categories = await queryClient.fetchQuery(categoriesQueryOptions(client, brandId));
  const found = cachedVariants(queryClient, client, brandId, item.translationGroupId);
  found.set(item.language, item);
  const missing = languagesFromCategories(categories)
    .filter((language) => !found.has(language))
    .slice(0, maxLanguages);

  const search = async (language: string) => {
    for (let page = 1; page <= maxPagesPerLanguage; page++) {
      const result = await queryClient.fetchQuery(
        contentByLanguageQueryOptions(client, { brandId, lang: language, page, pageSize }),
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
  // `concurrency` workers taking the next language from one queue.
  const work = async () => {
    for (let language = missing.shift(); language !== undefined; language = missing.shift()) {
      await search(language).catch((error: unknown) => {
        // One bad code in the categories must not cost the other languages.
        if (!isContentApiError(error) || error.kind !== 'invalid-request') throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return [...found.values()].sort((a, b) => a.language.localeCompare(b.language));
}
