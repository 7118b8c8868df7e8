import type { BrandIndexInternals } from '../client/brandIndex/brandIndex.js';
import type { IndexRecord } from '../client/brandIndex/brandStore.js';
import type { DerivedSource } from '../client/brandIndex/derivedSource.js';
import { invalidRequest } from '../client/errorBuilding.js';
import { LanguageSearch } from './languageSearch.js';

// A brand's site search in this instance: one LanguageSearch per language, derived from the
// brand index in use and kept beside it. Each language is built once per walk, by the first
// instance that searches it after the walk, stored under the walk's generation in the index's
// store, and read from there by every other instance; what head checks add since is added in
// memory. Only the languages a search wants are built, so a build holds their records alone.
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
  /** The brand's languages, the largest first (at most 64). */
  languages: readonly string[];
  /** Each language's search, once started in this instance (a failed one is forgotten). */
  started: Map<string, Promise<LanguageSearch | undefined>>;
  /** Records the count of languages gathered, for their languages' first build only. */
  gathered: Map<string, IndexRecord[]>;
  /** The languages searched in this instance: the ones kept up to date when the index changes. */
  searched: Set<string>;
}

const searches = new WeakMap<BrandIndexInternals, Map<string, Promise<LoadedSearch>>>();

function notSearchable(brandId: string) {
  return invalidRequest(
    `brand "${brandId.slice(0, 80)}" cannot be searched: it is not indexed whole (more items than the index's maxItems, or lists that could not be walked whole)`,
    'brandId',
  );
}

/**
 * The records of the languages `keep` takes, by language, in one read of the index; `counts`,
 * when given, receives every language's number of records on the way.
 */
async function readRecords(
  source: DerivedSource,
  keep: (language: string) => boolean,
  counts?: Map<string, number>,
): Promise<Map<string, IndexRecord[]>> {
  const byLanguage = new Map<string, IndexRecord[]>();
  for await (const record of source.records()) {
    const { language } = record.entry;
    counts?.set(language, (counts.get(language) ?? 0) + 1);
    if (!keep(language)) continue;
    const records = byLanguage.get(language);
    if (records === undefined) byLanguage.set(language, [record]);
    else records.push(record);
  }
  return byLanguage;
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

/** Builds a language's index, and stores it when other instances share the store. */
async function buildLanguage(source: DerivedSource, language: string, records: IndexRecord[]) {
  const built = await LanguageSearch.build(language, records);
  if (source.shared) await saveLanguage(source, built);
  return built;
}

/**
 * Starts the search of each of `languages` not started yet in this instance: the ones an
 * instance stored are read, the others built, one language at a time, from the records the
 * count of languages gathered or else from one read of the index for all of them. Each is
 * stored as soon as it is built, so a build cut short (a frozen instance, a time limit) keeps
 * the languages stored before it. An instance holds the records of the languages it builds,
 * never the others'.
 */
function start(source: DerivedSource, loaded: LoadedSearch, languages: readonly string[]) {
  const fresh = languages.filter((language) => !loaded.started.has(language));
  if (fresh.length === 0) return;
  const batch = (async () => {
    const searched = new Map<string, LanguageSearch>();
    const missing = new Set<string>();
    for (const language of fresh) {
      const records = loaded.gathered.get(language);
      // Handed to the first build only: the loaded search must not hold the records after it.
      loaded.gathered.delete(language);
      const search =
        records !== undefined
          ? await buildLanguage(source, language, records)
          : source.shared
            ? await loadLanguage(source, language)
            : undefined;
      if (search === undefined) missing.add(language);
      else searched.set(language, search);
    }
    if (missing.size > 0) {
      const byLanguage = await readRecords(source, (language) => missing.has(language));
      for (const language of missing) {
        const records = byLanguage.get(language) ?? [];
        byLanguage.delete(language);
        searched.set(language, await buildLanguage(source, language, records));
      }
    }
    return searched;
  })();
  for (const language of fresh) {
    const search = batch.then((searched) => searched.get(language));
    loaded.started.set(language, search);
    // A failed read or build is not remembered: the next search tries again (a build the
    // index's new walk cut short, a store that was down).
    search.catch(() => {
      if (loaded.started.get(language) === search) loaded.started.delete(language);
    });
  }
}

/**
 * This generation's search: its languages, from the stored head, or counted in one read of
 * the index, which also gathers the records of the languages `wanted` now, so their first
 * build reads the index no second time. No language is read or built before it is wanted.
 */
async function open(
  source: DerivedSource,
  wanted: (language: string) => boolean,
): Promise<LoadedSearch> {
  let gathered = new Map<string, IndexRecord[]>();
  let census = source.shared ? readHead(await source.read(headName))?.languages : undefined;
  if (census === undefined) {
    const counts = new Map<string, number>();
    gathered = await readRecords(source, wanted, counts);
    census = [...counts].sort((a, b) => b[1] - a[1]).slice(0, maxLanguages);
    if (source.shared) await source.save(new Map([[headName, { version: 2, languages: census }]]));
  }
  const languages = census.map(([language]) => language);
  for (const language of gathered.keys()) {
    if (!languages.includes(language)) gathered.delete(language);
  }
  return {
    generation: source.generation,
    languages,
    started: new Map(),
    gathered,
    searched: new Set(),
  };
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
  // The languages wanted now, started together: those not stored are built from one read.
  start(
    source,
    loaded,
    loaded.languages.filter((language) => wanted(language)),
  );

  const languages: BrandLanguages = new Map();
  const deltaLanguages = new Set(source.delta.map((record) => record.entry.language));
  const walked = new Set(loaded.languages);
  for (const language of new Set([...loaded.languages, ...deltaLanguages])) {
    if (languages.size >= maxLanguages) break;
    languages.set(language, async () => {
      loaded.searched.add(language);
      let search: LanguageSearch | undefined;
      if (walked.has(language)) {
        start(source, loaded, [language]);
        search = await loaded.started.get(language);
      }
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
