import type { BrandIndexInternals } from '../client/brandIndex/brandIndex.js';
import type { IndexRecord } from '../client/brandIndex/brandStore.js';
import type { DerivedSource } from '../client/brandIndex/derivedSource.js';
import { invalidRequest } from '../client/errorBuilding.js';
import { LanguageSearch } from './languageSearch.js';

// A brand's site search in this instance: one LanguageSearch per language, derived from the
// brand index in use and kept beside it. Each language is built once per walk, by the first
// instance that searches it after the walk, stored under the walk's generation in the index's
// store, and read from there by every other instance; what head checks add since is added in
// memory. One language at a time, so a build holds one language's records, not the brand's.
// How it is stored, and what it costs: docs/site-search.md.

/** Characters of a stored part: Cloudflare KV takes 25 MiB a value, and Redis reads stay short. */
const partLength = 4 * 1024 * 1024;

/**
 * Languages searched at most per brand: the brand's largest. A hostile service listing each
 * item in a language of its own must not make thousands of indexes.
 */
const maxLanguages = 64;

/** Brands whose search an index keeps loaded at once (the least recently used is dropped). */
const maxBrands = 8;

/**
 * The stored head of a brand's search: its languages, largest first, with their item counts.
 * Written once the brand's records have been counted, before any language is built; each
 * language is then stored on its own, by the first instance that searches it.
 */
interface StoredSearchHead {
  version: 2;
  languages: [language: string, items: number][];
}

const headName = 'search';
const partName = (language: string, part: number) =>
  `search-${encodeURIComponent(language)}-${part}`;

/** The most parts a language is stored in (256 Mi characters); a larger one stays in memory. */
const maxParts = 64;

function readHead(value: unknown): StoredSearchHead | undefined {
  if (typeof value !== 'object' || value === null || !('languages' in value)) return undefined;
  if (!('version' in value) || value.version !== 2 || !Array.isArray(value.languages)) {
    return undefined;
  }
  const languages: [string, number][] = [];
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
  return { version: 2, languages };
}

/** A brand's search in this instance, for one generation of its index. */
interface LoadedSearch {
  generation: string;
  /** Each language, loaded (or built) on first use, once. */
  languages: Map<string, () => Promise<LanguageSearch | undefined>>;
  /** The languages searched in this instance: the ones kept up to date when the index changes. */
  searched: Set<string>;
}

/**
 * `start`, run on the first call only: every call gets its promise. One that fails is not
 * remembered, so the next call starts again (a build the index's new walk cut short).
 */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    if (started === undefined) {
      const attempt = start();
      started = attempt;
      attempt.catch(() => {
        if (started === attempt) started = undefined;
      });
    }
    return started;
  };
}

const searches = new WeakMap<BrandIndexInternals, Map<string, Promise<LoadedSearch>>>();

function notSearchable(brandId: string) {
  return invalidRequest(
    `brand "${brandId.slice(0, 80)}" cannot be searched: it is not indexed whole (more items than the index's maxItems, or lists that could not be walked whole)`,
    'brandId',
  );
}

/** The records of one language, in one read of the index. */
async function recordsIn(source: DerivedSource, language: string): Promise<IndexRecord[]> {
  const records: IndexRecord[] = [];
  for await (const record of source.records()) {
    if (record.entry.language === language) records.push(record);
  }
  return records;
}

/**
 * Stores a language's index in parts, part 0 last: it names how many there are, so an instance
 * that reads it finds every other part it needs.
 */
async function saveLanguage(source: DerivedSource, search: LanguageSearch) {
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
async function loadLanguage(
  source: DerivedSource,
  language: string,
): Promise<LanguageSearch | undefined> {
  const first = await source.read(partName(language, 0));
  if (typeof first !== 'object' || first === null || !('parts' in first) || !('text' in first)) {
    return undefined;
  }
  const { parts, text } = first;
  if (!Number.isSafeInteger(parts) || typeof parts !== 'number' || parts < 1 || parts > maxParts) {
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

/**
 * One language's search: read from the store when an instance stored it, else built from its
 * records (`gathered` when the count of languages just read them) and stored. One language at
 * a time: an instance holds one language's records while it builds, never the brand's, and a
 * build cut short (a frozen instance, a timeout) keeps every language stored before it.
 */
async function languageSearch(
  source: DerivedSource,
  language: string,
  gathered: IndexRecord[] | undefined,
): Promise<LanguageSearch | undefined> {
  if (gathered === undefined && source.shared) {
    const stored = await loadLanguage(source, language);
    if (stored !== undefined) return stored;
  }
  const built = await LanguageSearch.build(
    language,
    gathered ?? (await recordsIn(source, language)),
  );
  if (source.shared) await saveLanguage(source, built);
  return built;
}

/**
 * This generation's search: its languages, from the stored head, or counted in one read of
 * the index (which also gathers the records of the languages `wanted` now, so their first
 * build reads the index no second time). No language is loaded or built before it is searched.
 */
async function open(
  source: DerivedSource,
  wanted: (language: string) => boolean,
): Promise<LoadedSearch> {
  const loaded: LoadedSearch = {
    generation: source.generation,
    languages: new Map(),
    searched: new Set(),
  };
  let census = source.shared ? readHead(await source.read(headName))?.languages : undefined;
  const gathered = new Map<string, IndexRecord[]>();
  if (census === undefined) {
    const counts = new Map<string, number>();
    for await (const record of source.records()) {
      const { language } = record.entry;
      counts.set(language, (counts.get(language) ?? 0) + 1);
      if (!wanted(language)) continue;
      const records = gathered.get(language);
      if (records === undefined) gathered.set(language, [record]);
      else records.push(record);
    }
    census = [...counts].sort((a, b) => b[1] - a[1]).slice(0, maxLanguages);
    if (source.shared) await source.save(new Map([[headName, { version: 2, languages: census }]]));
  }
  for (const [language] of census) {
    // Handed to the first build only: the loaded search must not hold the records after it.
    let records = gathered.get(language);
    loaded.languages.set(
      language,
      once(() => {
        const taken = records;
        records = undefined;
        return languageSearch(source, language, taken);
      }),
    );
  }
  return loaded;
}

/**
 * Once a brand has been searched in this instance, a walk or head check that lands brings its
 * search up to date in the background (the index keeps the instance alive for it with
 * `waitUntil`): the new walk's search is built (or read, when another instance stored it) and the
 * languages searched so far take what head checks added, so the next reader does not wait.
 */
function keepUpToDate(index: BrandIndexInternals, brands: Map<string, Promise<LoadedSearch>>) {
  index.onLanded(async (brandId) => {
    const previous = brands.has(brandId)
      ? await brands.get(brandId)?.catch(() => undefined)
      : undefined;
    if (previous === undefined) return;
    const { searched } = previous;
    const languages = await brandSearch(index, brandId, (language) => searched.has(language));
    for (const language of searched) await languages.get(language)?.();
  });
}

/** The languages of a brand's search, each read with what head checks added since the walk. */
export type BrandLanguages = Map<string, () => Promise<LanguageSearch | undefined>>;

/**
 * The brand's search for the index in use: its languages, each brought up to date with what
 * head checks added since the walk when it is read. `wanted` names the languages about to be
 * searched: when the languages must first be counted, that read also gathers their records.
 * `invalid-request` when the brand is not indexed whole.
 */
export async function brandSearch(
  index: BrandIndexInternals,
  brandId: string,
  wanted: (language: string) => boolean,
  signal?: AbortSignal,
): Promise<BrandLanguages> {
  const source = await index.derivedSource(brandId, signal);
  if (source === undefined) throw notSearchable(brandId);
  let brands = searches.get(index);
  if (brands === undefined) {
    brands = new Map();
    searches.set(index, brands);
    keepUpToDate(index, brands);
  }
  let pending = brands.get(brandId);
  const current = pending && (await pending.catch(() => undefined));
  if (pending === undefined || current?.generation !== source.generation) {
    pending = open(source, wanted);
    // A failed build is not remembered: the next search tries again.
    pending.catch(() => {
      if (brands.get(brandId) === pending) brands.delete(brandId);
    });
  }
  // Most recently used last; the least recently used brand is dropped past the bound.
  brands.delete(brandId);
  brands.set(brandId, pending);
  const oldest = brands.keys().next();
  if (brands.size > maxBrands && !oldest.done) brands.delete(oldest.value);
  const loaded = await pending;

  const languages: BrandLanguages = new Map();
  const deltaLanguages = new Set(source.delta.map((record) => record.entry.language));
  for (const language of new Set([...loaded.languages.keys(), ...deltaLanguages])) {
    if (languages.size >= maxLanguages) break;
    const stored = loaded.languages.get(language);
    languages.set(language, async () => {
      loaded.searched.add(language);
      const search = stored ? await stored() : undefined;
      const records = source.delta.filter((record) => record.entry.language === language);
      if (search === undefined) {
        // A language only head checks have seen: its index is their records alone (at most a
        // page per category, so it is built for each search rather than kept).
        return records.length === 0 ? undefined : LanguageSearch.build(language, records);
      }
      await search.update(source.revision, records);
      return search;
    });
  }
  return languages;
}
