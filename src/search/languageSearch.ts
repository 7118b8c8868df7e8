import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import type { IndexRecord } from '../client/brandIndex/brandStore.js';
import {
  fromStoredEntry,
  publishedTime,
  toStoredEntry,
} from '../client/brandIndex/indexedContent.js';
import type { IndexedContent } from '../client/types.js';
import { analyze } from './analyzer.js';

// One language's search index over a brand: MiniSearch (chosen by measurement, see
// docs/performance.md#site-search-engines-issue-42) with the entries its hits name. Each text
// field is analyzed in the language (analyzer.ts) before MiniSearch sees it, so its tokenizer
// only splits on spaces.

/** What MiniSearch indexes of an item. `id` is the entry's place in `entries`. */
interface SearchDocument {
  id: number;
  title: string;
  keyword: string;
  tags: string;
  category: string;
  headings: string;
  description: string;
  opening: string;
}

const fields = [
  'title',
  'keyword',
  'tags',
  'category',
  'headings',
  'description',
  'opening',
] as const;

/** A field of an item that is searched. */
export type SearchField = (typeof fields)[number];

/** How much a match in each field weighs against one in the opening text. */
const boost: Record<(typeof fields)[number], number> = {
  title: 4,
  keyword: 3,
  tags: 2.5,
  category: 2,
  headings: 2,
  description: 1.5,
  opening: 1,
};

/** The stored form's version: a stored index of another is not read (it is built again). */
const storedVersion = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has the shape of `MiniSearch#toJSON()`'s answer at its top level. */
function isSavedEngine(value: unknown): value is AsPlainObject {
  if (!isRecord(value)) return false;
  const numbers = ['documentCount', 'nextId', 'serializationVersion'];
  const objects = ['documentIds', 'fieldIds', 'fieldLength', 'storedFields'];
  return (
    numbers.every((name) => typeof value[name] === 'number') &&
    objects.every((name) => isRecord(value[name])) &&
    Array.isArray(value.averageFieldLength) &&
    Array.isArray(value.index) &&
    (value.dirtCount === undefined || typeof value.dirtCount === 'number')
  );
}

/** A saved language index, as `JSON.stringify` writes it. */
interface StoredLanguageSearch {
  version: typeof storedVersion;
  language: string;
  entries: (unknown[] | null)[];
  engine: AsPlainObject;
}

export class LanguageSearch {
  readonly language: string;
  /** Every entry indexed, by MiniSearch id; `undefined` once replaced or removed. */
  readonly entries: (IndexedContent | undefined)[];
  readonly engine: MiniSearch<SearchDocument>;
  /** The MiniSearch id of each item id held. */
  readonly #ids = new Map<string, number>();
  /** Ids added from head checks, replaced when the next head check's records come. */
  #added: number[] = [];

  private constructor(
    language: string,
    entries: (IndexedContent | undefined)[],
    engine: MiniSearch<SearchDocument>,
  ) {
    this.language = language;
    this.entries = entries;
    this.engine = engine;
    entries.forEach((entry, id) => {
      if (entry !== undefined) this.#ids.set(entry.id, id);
    });
  }

  static #options(language: string): Options<SearchDocument> {
    return {
      fields: [...fields],
      extractField: (document, field) =>
        field === 'id'
          ? document.id
          : analyze(String(document[field as keyof SearchDocument]), language).join(' '),
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term || null,
    };
  }

  /**
   * Builds a language's index from its records, yielding to the event loop between batches:
   * a brand's build takes seconds, and a server answers other requests meanwhile.
   */
  static async build(language: string, records: readonly IndexRecord[]): Promise<LanguageSearch> {
    const search = new LanguageSearch(
      language,
      [],
      new MiniSearch(LanguageSearch.#options(language)),
    );
    await search.#add(records);
    return search;
  }

  /** A stored index read back, or `undefined` when the value is not one (then it is built again). */
  static async load(language: string, json: string): Promise<LanguageSearch | undefined> {
    try {
      const stored: unknown = JSON.parse(json);
      if (!isRecord(stored)) return undefined;
      const { version, entries, engine } = stored;
      if (version !== storedVersion || !Array.isArray(entries) || !isSavedEngine(engine)) {
        return undefined;
      }
      const read: (IndexedContent | undefined)[] = [];
      for (const value of entries) {
        // A place a head check emptied: kept, so every later entry keeps its MiniSearch id.
        if (value === null) {
          read.push(undefined);
          continue;
        }
        const entry = Array.isArray(value) ? fromStoredEntry(value) : undefined;
        // A damaged entry would name the wrong item in a hit: the whole index is built again.
        if (entry === undefined || entry.language !== language) return undefined;
        read.push(entry);
      }
      // MiniSearch checks the rest as it loads, and throws on what it cannot read.
      const loaded = await MiniSearch.loadJSAsync(engine, LanguageSearch.#options(language));
      const held = read.filter((entry) => entry !== undefined).length;
      if (loaded.documentCount !== held) return undefined;
      return new LanguageSearch(language, read, loaded);
    } catch {
      return undefined;
    }
  }

  /** The stored form (entries as the brand index stores them). */
  toJSON(): StoredLanguageSearch {
    return {
      version: storedVersion,
      language: this.language,
      // Each entry at its place, the emptied ones as null: a hit names its entry by its place.
      entries: this.entries.map((entry) => (entry === undefined ? null : toStoredEntry(entry))),
      engine: this.engine.toJSON(),
    };
  }

  /** Items held. */
  get size(): number {
    return this.#ids.size;
  }

  /** The head-check revision whose records are added (0: the walk's records only). */
  #revision = 0;
  #updating: Promise<void> = Promise.resolve();

  /**
   * Adds the records head checks added since the walk (as of `revision`), replacing those of an
   * earlier revision. Updates run one at a time, so two searches never add the same records.
   */
  update(revision: number, records: readonly IndexRecord[]): Promise<void> {
    // A failed update leaves the next one to try again.
    this.#updating = this.#updating
      .catch(() => {})
      .then(async () => {
        if (revision === this.#revision) return;
        for (const id of this.#added) this.#remove(id);
        this.#added = await this.#add(records);
        this.#revision = revision;
      });
    return this.#updating;
  }

  #remove(id: number) {
    const entry = this.entries[id];
    if (entry === undefined) return;
    this.engine.discard(id);
    this.entries[id] = undefined;
    if (this.#ids.get(entry.id) === id) this.#ids.delete(entry.id);
  }

  async #add(records: readonly IndexRecord[]): Promise<number[]> {
    // An item listed twice (the service's duplicate) is held once: the newer record wins. Within
    // one batch it is dropped here, as MiniSearch has not seen the earlier one yet.
    const newest = new Map<string, IndexRecord>();
    for (const record of records) {
      newest.delete(record.entry.id);
      newest.set(record.entry.id, record);
    }
    const documents: SearchDocument[] = [];
    for (const { entry, search } of newest.values()) {
      // Held from an earlier batch (the walk's, when a head check adds it again): replaced.
      const held = this.#ids.get(entry.id);
      if (held !== undefined) this.#remove(held);
      const id = this.entries.length;
      this.entries.push(entry);
      this.#ids.set(entry.id, id);
      const [keyword, headings, opening] = search ?? ['', '', ''];
      documents.push({
        id,
        title: entry.title,
        keyword,
        tags: entry.tags.join(' '),
        category: entry.category,
        headings,
        description: entry.description,
        opening,
      });
    }
    await this.engine.addAllAsync(documents, { chunkSize: 500 });
    return documents.map((document) => document.id);
  }

  /**
   * The hits of `terms` (already analyzed in this language), most relevant first: prefix
   * search on the last term (the reader may still be typing it); one typo (an edit: a letter
   * added, dropped or changed) in a term of 4 characters, two from 5 on: terms are stems, and a
   * typo in a word often changes its stem by two (`sleping` stems to `slepe`, `sleeping` to
   * `sleep`). Shorter terms must match, or half of a brand's three-letter words would. A fuzzy
   * match weighs less than an exact one (MiniSearch's `fuzzyWeight`), so exact words come first.
   */
  search(
    terms: readonly string[],
    accept: (entry: IndexedContent) => boolean,
    mode: { prefix: boolean; fuzzy: boolean; fields?: readonly SearchField[] } = {
      prefix: true,
      fuzzy: true,
    },
  ): { entry: IndexedContent; result: SearchResult }[] {
    if (terms.length === 0) return [];
    const last = terms.length - 1;
    const results = this.engine.search(terms.join(' '), {
      boost,
      ...(mode.fields === undefined ? {} : { fields: [...mode.fields] }),
      combineWith: 'OR',
      prefix: (term, index) => mode.prefix && index === last && term.length >= 3,
      fuzzy: (term) => (!mode.fuzzy || term.length < 4 ? false : term.length < 5 ? 1 : 2),
      filter: (result) => {
        const entry = this.entries[Number(result.id)];
        return entry !== undefined && accept(entry);
      },
    });
    return results.flatMap((result) => {
      const entry = this.entries[Number(result.id)];
      return entry === undefined ? [] : [{ entry, result }];
    });
  }
}

/** Newest first: the tie-breaker of equal relevance. */
export function newerFirst(a: IndexedContent, b: IndexedContent): number {
  return (publishedTime(b) ?? 0) - (publishedTime(a) ?? 0) || (a.id < b.id ? -1 : 1);
}
