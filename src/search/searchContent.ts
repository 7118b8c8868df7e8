import { brandIndexInternals } from '../client/brandIndex/brandIndex.js';
import type { BrandIndex } from '../client/brandIndex/brandIndexTypes.js';
import { hasTag } from '../client/brandIndex/indexedContent.js';
import type { ContentClient } from '../client/contentClient.js';
import { invalidRequest } from '../client/errorBuilding.js';
import {
  checkSearchQuery,
  maxQueryWords,
  maxSearchHits,
  type SearchHit,
  type SearchQuery,
  type SearchResults,
  type TextRange,
} from '../client/searchResults.js';
import type { IndexedContent } from '../client/types.js';
import { sameLanguageTag } from '../shared/languageTag.js';
import { wordsOf } from './analyzer.js';
import { brandSearch } from './brandSearch.js';
import { newerFirst } from './languageSearch.js';

/** Options of {@link searchContent}. */
export interface SearchContentOptions extends SearchQuery {
  /** The brand searched. */
  brandId: string;
  /** Stops waiting (for the index's walk, say) and rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** The brand index searched. @default the client's (`client.brandIndex`) */
  brandIndex?: BrandIndex | undefined;
}

/** The index searched: the one given, or the client's; `invalid-request` when there is none. */
export function searchableIndex(client: ContentClient, given: BrandIndex | undefined) {
  const chosen = given ?? client.brandIndex;
  const internals = chosen && brandIndexInternals(chosen);
  if (internals === undefined) {
    throw invalidRequest(
      'site search needs a brand index: call it on a server, with a client whose brandIndex is not false (a browser asks the proxy, through useContentSearch)',
      'brandIndex',
    );
  }
  return internals;
}

/** The ranges of `text` whose words' terms are among `terms`. */
function highlightsOf(text: string, language: string, terms: ReadonlySet<string>): TextRange[] {
  const ranges: TextRange[] = [];
  for (const word of wordsOf(text, language)) {
    if (terms.has(word.term)) ranges.push([word.start, word.end]);
  }
  return ranges;
}

/** The words of a query, at most {@link maxQueryWords}, for `analyze` per language. */
function queryWords(query: string): string {
  return (query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, maxQueryWords).join(' ');
}

/**
 * Searches a brand's items on a server (site search): titles, primary keywords, tags, category
 * names, the bodies' headings and opening text, and descriptions, each in its item's language
 * (stemmed for en, de, fr, es and ar, accents folded), within a typo, by prefix for the last
 * word, ranked by relevance and then by date. No request to the service: it reads the brand
 * index (built by its walk), and the search index derived from it, which the first search after
 * a walk builds and stores beside the brand index for every other instance.
 *
 * An empty query (or one with no words) answers no hits; a query over 200 characters, a page
 * past 100 or a page size past 50 throws a `ContentApiError` (`invalid-request`), as does a
 * brand the index does not hold whole.
 *
 * @example
 * const results = await searchContent(client, { brandId, query: 'winter tent', lang: 'en' });
 * for (const { item } of results.hits) console.log(item.title, `/articles/${item.slug}`);
 */
export async function searchContent(
  client: ContentClient,
  options: SearchContentOptions,
): Promise<SearchResults> {
  const search = checkSearchQuery(options);
  const { brandId, signal } = options;
  if (typeof brandId !== 'string') throw invalidRequest('brandId must be a string', 'brandId');
  const answer = (hits: SearchHit[], totalCount: number): SearchResults => ({
    query: search.query,
    page: search.page,
    pageSize: search.pageSize,
    totalCount,
    hits,
  });
  const words = queryWords(search.query);
  if (words === '') return answer([], 0);
  const index = searchableIndex(client, options.brandIndex);
  const { lang } = search;
  const wanted = (language: string) => lang === undefined || sameLanguageTag(language, lang);
  const languages = await brandSearch(index, brandId, wanted, signal);
  const chosen = [...languages.keys()].filter(wanted);

  const accept = (entry: IndexedContent) =>
    (search.categoryId === undefined || entry.categoryId === search.categoryId) &&
    (search.tag === undefined || hasTag(entry, search.tag));
  const found: { entry: IndexedContent; score: number; terms: Set<string> }[] = [];
  for (const language of chosen) {
    signal?.throwIfAborted();
    const languageSearch = await languages.get(language)?.();
    if (languageSearch === undefined) continue;
    const terms = wordsOf(words, language).map((word) => word.term);
    for (const { entry, result } of languageSearch.search(terms, accept)) {
      found.push({ entry, score: result.score, terms: new Set(result.terms) });
    }
  }
  found.sort((a, b) => b.score - a.score || newerFirst(a.entry, b.entry));
  const totalCount = Math.min(found.length, maxSearchHits);
  const start = (search.page - 1) * search.pageSize;
  const page = found.slice(start, Math.min(start + search.pageSize, totalCount));
  return answer(
    page.map(({ entry, score, terms }) => ({
      item: entry,
      score,
      highlights: {
        title: highlightsOf(entry.title, entry.language, terms),
        description: highlightsOf(entry.description, entry.language, terms),
      },
    })),
    totalCount,
  );
}
