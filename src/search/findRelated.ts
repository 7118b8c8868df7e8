import type { BrandIndex } from '../client/brandIndex/brandIndexTypes.js';
import type { ContentClient } from '../client/contentClient.js';
import { invalidRequest } from '../client/errorBuilding.js';
import type { ContentItem, IndexedContent } from '../client/types.js';
import { analyze } from './analyzer.js';
import { brandSearch } from './brandSearch.js';
import { newerFirst } from './languageSearch.js';
import { searchableIndex } from './searchContent.js';

/** Options of {@link findRelated}. */
export interface FindRelatedOptions {
  /** The brand of the item. */
  brandId: string;
  /** Items answered at most, 1 to 20. @default 3 */
  limit?: number | undefined;
  /** Stops waiting (for the index's walk, say) and rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** The brand index read. @default the client's (`client.brandIndex`) */
  brandIndex?: BrandIndex | undefined;
}

/** Candidates scored by what they share: enough for any limit, bounded for a popular tag. */
const maxCandidates = 200;
/** Words of the title and keyword compared: the significant ones are the longer ones. */
const minSignificantLength = 4;

/**
 * "Read next": the items in `item`'s language that share the most with it (its tags, its
 * category, and the significant words of its title and primary keyword), newest first among
 * equals, never the item itself or another language version of it. Server code, like
 * {@link searchContent}: no request to the service, it reads the brand's search index.
 *
 * @example
 * const related = await findRelated(client, article, { brandId, limit: 3 });
 */
export async function findRelated(
  client: ContentClient,
  item: IndexedContent | ContentItem,
  options: FindRelatedOptions,
): Promise<IndexedContent[]> {
  const { brandId, signal } = options;
  const limit = options.limit ?? 3;
  if (!Number.isInteger(limit) || limit < 1 || limit > 20) {
    throw invalidRequest('limit must be an integer from 1 to 20', 'limit');
  }
  const index = searchableIndex(client, options.brandIndex);
  const languages = await brandSearch(
    index,
    brandId,
    (language) => language === item.language,
    signal,
  );
  const search = await languages.get(item.language)?.();
  if (search === undefined) return [];

  const language = item.language;
  const tags = new Set(item.tags.map((tag) => tag.toLowerCase()));
  const keyword = 'primaryKeyword' in item ? (item.primaryKeyword ?? '') : '';
  const significant = new Set(
    analyze(`${item.title} ${keyword}`, language).filter(
      (term) => term.length >= minSignificantLength,
    ),
  );
  const queryTerms = [
    ...new Set([
      ...analyze(item.tags.join(' '), language),
      ...analyze(item.category, language),
      ...significant,
    ]),
  ].slice(0, 32);
  const candidates = search
    .search(
      queryTerms,
      (entry) => entry.id !== item.id && entry.translationGroupId !== item.translationGroupId,
      // What an item is about: not the words its body happens to use.
      { prefix: false, fuzzy: false, fields: ['title', 'keyword', 'tags', 'category'] },
    )
    .slice(0, maxCandidates);

  const shared = ({ entry, result }: (typeof candidates)[number]) => {
    const sharedTags = entry.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
    const sameCategory = entry.categoryId === item.categoryId ? 1 : 0;
    const sharedTerms = result.queryTerms.filter((term) => significant.has(term)).length;
    return sharedTags + sameCategory + sharedTerms;
  };
  return candidates
    .map((candidate) => ({ entry: candidate.entry, shares: shared(candidate) }))
    .filter(({ shares }) => shares > 0)
    .sort((a, b) => b.shares - a.shares || newerFirst(a.entry, b.entry))
    .slice(0, limit)
    .map(({ entry }) => entry);
}
