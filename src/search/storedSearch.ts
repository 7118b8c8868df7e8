import type { DerivedSource } from '../client/brandIndex/derivedSource.js';
import { LanguageSearch } from './languageSearch.js';

// How a brand's site search is kept in the brand index's store, under the walk's generation
// (DerivedSource names the keys): a head that lists the brand's languages with their counts,
// and each language's MiniSearch index in parts. What is read back is checked as the index's
// own rows are: anything damaged, of another layout or out of bounds reads as not stored, and
// is built again. The layout, and what it costs: docs/site-search.md.

/** Characters of a stored part: Cloudflare KV takes 25 MiB a value, and Redis reads stay short. */
const partLength = 4 * 1024 * 1024;

/** The most parts a language is stored in (256 Mi characters); a larger one stays in memory. */
const maxParts = 64;

/**
 * Languages searched at most per brand: the brand's largest. A hostile service listing each
 * item in a language of its own must not make thousands of indexes.
 */
export const maxLanguages = 64;

/** A brand's languages, largest first, with their item counts. */
export type LanguageCounts = [language: string, items: number][];

/**
 * The stored head of a brand's search: its languages. Written once the brand's records have
 * been counted, before any language is built; each language is then stored on its own, by the
 * first instance that searches it.
 */
interface StoredSearchHead {
  version: 2;
  languages: LanguageCounts;
}

const headName = 'search';
const partName = (language: string, part: number) =>
  `search-${encodeURIComponent(language)}-${part}`;

/** The languages of the stored head, or `undefined` when none is stored and readable. */
export async function readSearchHead(source: DerivedSource): Promise<LanguageCounts | undefined> {
  const value = await source.read(headName);
  if (typeof value !== 'object' || value === null || !('languages' in value)) return undefined;
  if (!('version' in value) || value.version !== 2 || !Array.isArray(value.languages)) {
    return undefined;
  }
  const languages: LanguageCounts = [];
  for (const language of value.languages) {
    if (
      !Array.isArray(language) ||
      typeof language[0] !== 'string' ||
      !Number.isSafeInteger(language[1]) ||
      language[1] < 1 ||
      languages.length === maxLanguages
    ) {
      return undefined;
    }
    languages.push([language[0], language[1]]);
  }
  return languages;
}

/** Stores the head: the brand's languages, counted before any of them is built. */
export async function saveSearchHead(source: DerivedSource, languages: LanguageCounts) {
  const head: StoredSearchHead = { version: 2, languages };
  await source.save(new Map([[headName, head]]));
}

/**
 * Stores a language's index in parts, part 0 last: it names how many there are, so an instance
 * that reads it finds every other part it needs.
 */
export async function saveLanguage(source: DerivedSource, search: LanguageSearch) {
  const json = JSON.stringify(search);
  const parts = Math.max(1, Math.ceil(json.length / partLength));
  if (parts > maxParts) return;
  const textOf = (part: number) => json.slice(part * partLength, (part + 1) * partLength);
  const rest = new Map<string, unknown>();
  // In an object: a store parses a string that is JSON (the first part may be whole).
  for (let part = 1; part < parts; part++) {
    rest.set(partName(search.language, part), { text: textOf(part) });
  }
  if (rest.size > 0) await source.save(rest);
  await source.save(new Map([[partName(search.language, 0), { parts, text: textOf(0) }]]));
}

/** A language's stored index, or `undefined` when none is stored whole and readable. */
export async function loadLanguage(
  source: DerivedSource,
  language: string,
): Promise<LanguageSearch | undefined> {
  const first = await source.read(partName(language, 0));
  if (typeof first !== 'object' || first === null || !('parts' in first) || !('text' in first)) {
    return undefined;
  }
  const { parts, text } = first;
  if (typeof parts !== 'number' || !Number.isSafeInteger(parts) || parts < 1 || parts > maxParts) {
    return undefined;
  }
  if (typeof text !== 'string') return undefined;
  const texts = [text];
  for (let part = 1; part < parts; part++) {
    const stored = await source.read(partName(language, part));
    if (typeof stored !== 'object' || stored === null || !('text' in stored)) return undefined;
    if (typeof stored.text !== 'string') return undefined;
    texts.push(stored.text);
  }
  return LanguageSearch.load(language, texts.join(''));
}
