import type { BrandIndexInternals } from '../client/brandIndex/brandIndex.js';
import type { IndexRecord } from '../client/brandIndex/brandStore.js';
import type { DerivedSource } from '../client/brandIndex/derivedSource.js';
import { invalidRequest } from '../client/errorBuilding.js';
import { LanguageSearch } from './languageSearch.js';

// A brand's site search in this instance: one LanguageSearch per language, derived from the
// brand index in use and kept beside it. Built once per walk (by the first instance that
// searches after it), stored under the walk's generation in the index's store, and read from
// there by every other instance; what head checks add since is added in memory. How it is
// stored, and what it costs: docs/site-search.md.

/** Characters of a stored part: Cloudflare KV takes 25 MiB a value, and Redis reads stay short. */
const partLength = 4 * 1024 * 1024;

/**
 * Languages searched at most per brand: the brand's largest. A hostile service listing each
 * item in a language of its own must not make thousands of indexes.
 */
const maxLanguages = 64;

/** Brands whose search an index keeps loaded at once (the least recently used is dropped). */
const maxBrands = 8;

/** The stored head of a brand's search: its languages, and the parts of each. */
interface StoredSearchHead {
  version: 1;
  languages: [language: string, parts: number][];
}

const headName = 'search';
const partName = (language: string, part: number) =>
  `search-${encodeURIComponent(language)}-${part}`;

function readHead(value: unknown): StoredSearchHead | undefined {
  if (typeof value !== 'object' || value === null || !('languages' in value)) return undefined;
  if (!('version' in value) || value.version !== 1 || !Array.isArray(value.languages)) {
    return undefined;
  }
  const languages: [string, number][] = [];
  for (const language of value.languages) {
    if (
      !Array.isArray(language) ||
      typeof language[0] !== 'string' ||
      !Number.isSafeInteger(language[1]) ||
      language[1] < 1 ||
      language[1] > 64
    ) {
      return undefined;
    }
    languages.push([language[0], language[1]]);
  }
  return { version: 1, languages };
}

/** A brand's search in this instance, for one generation of its index. */
interface LoadedSearch {
  generation: string;
  /** Each language, loaded (or built) on first use, once. */
  languages: Map<string, () => Promise<LanguageSearch | undefined>>;
  /** The languages searched in this instance: the ones kept up to date when the index changes. */
  searched: Set<string>;
}

/** `start`, run on the first call only: every call gets the first call's promise. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    started ??= start();
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

/** Builds every language of a generation in one read of the index, and stores them when shared. */
async function buildAll(source: DerivedSource): Promise<Map<string, LanguageSearch>> {
  const byLanguage = new Map<string, IndexRecord[]>();
  for await (const record of source.records()) {
    const { language } = record.entry;
    let records = byLanguage.get(language);
    if (records === undefined) {
      records = [];
      byLanguage.set(language, records);
    }
    records.push(record);
  }
  const chosen = [...byLanguage].sort((a, b) => b[1].length - a[1].length).slice(0, maxLanguages);
  byLanguage.clear();
  const built = new Map<string, LanguageSearch>();
  for (const [language, records] of chosen) {
    built.set(language, await LanguageSearch.build(language, records));
  }
  if (source.shared) await save(source, built);
  return built;
}

async function save(source: DerivedSource, built: ReadonlyMap<string, LanguageSearch>) {
  const values = new Map<string, unknown>();
  const head: StoredSearchHead = { version: 1, languages: [] };
  for (const [language, search] of built) {
    const json = JSON.stringify(search);
    const parts = Math.max(1, Math.ceil(json.length / partLength));
    if (parts > 64) continue;
    for (let part = 0; part < parts; part++) {
      // In an object: a store parses a string that is JSON (the first part may be whole).
      const text = json.slice(part * partLength, (part + 1) * partLength);
      values.set(partName(language, part), { text });
    }
    head.languages.push([language, parts]);
  }
  // The head last: an instance that reads it finds every part it names.
  await source.save(values);
  await source.save(new Map([[headName, head]]));
}

async function loadLanguage(
  source: DerivedSource,
  language: string,
  parts: number,
): Promise<LanguageSearch | undefined> {
  const texts: string[] = [];
  for (let part = 0; part < parts; part++) {
    const stored = await source.read(partName(language, part));
    if (typeof stored !== 'object' || stored === null || !('text' in stored)) return undefined;
    if (typeof stored.text !== 'string') return undefined;
    texts.push(stored.text);
  }
  return LanguageSearch.load(language, texts.join(''));
}

/** This generation's search: read from the store when an instance stored it, else built. */
async function open(source: DerivedSource): Promise<LoadedSearch> {
  const loaded: LoadedSearch = {
    generation: source.generation,
    languages: new Map(),
    searched: new Set(),
  };
  const head = source.shared ? readHead(await source.read(headName)) : undefined;
  if (head !== undefined) {
    for (const [language, parts] of head.languages) {
      loaded.languages.set(
        language,
        once(() => loadLanguage(source, language, parts)),
      );
    }
    // One language read to know the stored search is readable; if it is not, all are built.
    const [first] = loaded.languages.values();
    if (first === undefined || (await first()) !== undefined) return loaded;
    loaded.languages.clear();
  }
  for (const [language, search] of await buildAll(source)) {
    loaded.languages.set(language, () => Promise.resolve(search));
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
    const languages = await brandSearch(index, brandId, undefined);
    for (const language of previous.searched) await languages.get(language)?.();
  });
}

/** The languages of a brand's search, each read with what head checks added since the walk. */
export type BrandLanguages = Map<string, () => Promise<LanguageSearch | undefined>>;

/**
 * The brand's search for the index in use: its languages, each brought up to date with what
 * head checks added since the walk when it is read. `invalid-request` when the brand is not
 * indexed whole.
 */
export async function brandSearch(
  index: BrandIndexInternals,
  brandId: string,
  signal: AbortSignal | undefined,
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
    pending = open(source);
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
