import type { BrandIndexInternals } from '../client/brandIndex/brandIndex.js';
import type { IndexRecord } from '../client/brandIndex/brandStore.js';
import type { DerivedSource } from '../client/brandIndex/derivedSource.js';
import { invalidRequest } from '../client/errorBuilding.js';
import { LanguageSearch } from './languageSearch.js';
import {
  loadLanguage,
  maxLanguages,
  readSearchHead,
  saveLanguage,
  saveSearchHead,
} from './storedSearch.js';

// A brand's site search in this instance: one LanguageSearch per language, derived from the
// brand index in use and kept beside it. Each language is built once per walk, by the first
// instance that searches it after the walk, stored under the walk's generation in the index's
// store, and read from there by every other instance; what head checks add since is added in
// memory. Only the languages a search wants are built, so a build holds their records alone.
// How it is stored (storedSearch.ts), and what it costs: docs/site-search.md.

/** Brands whose search an index keeps loaded at once (the least recently used is dropped). */
const maxBrands = 8;

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
  let census = source.shared ? await readSearchHead(source) : undefined;
  if (census === undefined) {
    const counts = new Map<string, number>();
    gathered = await readRecords(source, wanted, counts);
    census = [...counts].sort((a, b) => b[1] - a[1]).slice(0, maxLanguages);
    if (source.shared) await saveSearchHead(source, census);
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
