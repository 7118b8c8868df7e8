// The search engines compared for issue 42, each behind the same small interface: open() loads the
// package and returns build(documents) (sync or async), search(index, query, language) (one page,
// relevance then recency: { count, ids }), save(index) (the engine's own export, as JSON) and
// load(text). Each takes the shared analyzer (analyzer.mjs) where it allows: Orama natively, as a
// custom tokenizer that receives the language of each insert and search; MiniSearch and FlexSearch
// have no per-document language, so the text is analyzed in MiniSearch's `extractField` and
// FlexSearch's `custom` field function, which receive the document. Beside each: its package, what
// the parent bundles of it for its weight, and its capabilities as recorded in the results. The
// fourth, `library`, is the library's own site search (built on MiniSearch, chosen here): its
// LanguageSearch from dist/, one index per language.
import { fileURLToPath } from 'node:url';
import { distRoot } from '../stats.mjs';
import { analyze, LANGUAGES, queryTerms } from './analyzer.mjs';

const TEXT_FIELDS = [
  'title',
  'description',
  'tagText',
  'category',
  'primaryKeyword',
  'headings',
  'opening',
];
/** Field weights where the engine takes them: a title match counts for more than body text. */
const BOOST = {
  title: 3,
  primaryKeyword: 2,
  tagText: 2,
  category: 1.5,
  description: 1,
  headings: 1,
  opening: 0.5,
};
const PAGE_SIZE = 10;

/** What the walk keeps of an item for search (src/client/brandIndex/searchText.ts). */
const WALK = { headings: 6, headingLength: 80, opening: 280, keyword: 200 };

/** `text` cut to at most `max` characters, on a word boundary when there is one (as the walk). */
function cut(text, max) {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return space > max / 2 ? slice.slice(0, space) : slice;
}

/** A bench document as the walk records it: the brand index's entry and the search text kept. */
function recordOf(document, position) {
  const date = new Date(document.publishedAt).toISOString();
  const headings = document.headings
    .split('\n')
    .map((heading) => heading.trim())
    .filter((heading) => heading !== '')
    .slice(0, WALK.headings)
    .map((heading) => cut(heading, WALK.headingLength));
  return {
    entry: {
      id: document.id,
      slug: document.id,
      language: document.language,
      translationGroupId: `article-${document.id.slice(document.language.length + 1)}`,
      isSourceLanguageDocument: document.language === 'en',
      title: document.title,
      description: document.description,
      categoryId: document.categoryId,
      category: document.category,
      tags: document.tags,
      status: 'Published',
      publishedDate: date,
      createdAt: date,
      updatedAt: date,
      imageUrl: null,
    },
    list: document.categoryId,
    position,
    search: [
      cut(document.primaryKeyword, WALK.keyword),
      headings.join('\n'),
      cut(document.opening.replace(/\s+/g, ' ').trim(), WALK.opening),
    ],
  };
}

/** Orders a page by score, newer first among equal scores (what the issue asks for ties). */
const byScoreThenRecency = (a, b) => b.score - a.score || b.publishedAt - a.publishedAt;

export const engines = {
  /**
   * Orama: a custom tokenizer component receives the language of each insert and search
   * (natively per document); `enum` fields filter exactly; typos through `tolerance` (Levenshtein
   * distance); prefixes always match unless `exact`. No per-document score boost, so recency only
   * breaks ties within the page (re-sorted here). It stores whole documents, so its saved form
   * carries the indexed text as well.
   */
  orama: {
    packageName: '@orama/orama',
    bundleImports: ['create', 'insert', 'search', 'save', 'load'],
    capabilities: {
      perDocumentLanguage: 'yes: the language argument of insert/search reaches a custom tokenizer',
      stemmers: '30 languages in @orama/stemmers (en, de, fr, es, ar included)',
      typos: 'yes: tolerance (Levenshtein), prefix by default',
      filters: 'yes: where on enum/enum[] fields (language, category, tags)',
      recency: 'partly: sortBy replaces relevance; ties re-sorted by the caller',
    },
    async open() {
      const { create, insert, search, save, load } = await import('@orama/orama');
      const tokenizer = {
        language: 'english',
        normalizationCache: new Map(),
        // Called with the language passed to insert() and search(); no language: a query
        // without a filter, expanded to every language's stems.
        tokenize: (raw, language) => (language ? analyze(raw, language) : queryTerms(raw)),
      };
      const schema = {
        ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, 'string'])),
        language: 'enum',
        categoryId: 'enum',
        tags: 'enum[]',
      };
      const fresh = () => create({ schema, components: { tokenizer } });
      return {
        build(documents) {
          const db = fresh();
          for (const document of documents) insert(db, document, document.language);
          return db;
        },
        search(db, query, language) {
          const results = search(
            db,
            {
              term: query,
              properties: TEXT_FIELDS,
              boost: BOOST,
              tolerance: 1,
              // Any term matches (the unfiltered query's stems are alternatives).
              threshold: 1,
              limit: PAGE_SIZE,
              ...(language ? { where: { language: { eq: language } } } : {}),
            },
            language,
          );
          return {
            count: results.count,
            ids: results.hits
              .map((hit) => ({
                id: hit.id,
                score: hit.score,
                publishedAt: hit.document.publishedAt,
              }))
              .sort(byScoreThenRecency)
              .map((hit) => hit.id),
          };
        },
        save: (db) => JSON.stringify(save(db)),
        load(text) {
          const db = fresh();
          load(db, JSON.parse(text));
          return db;
        },
      };
    },
  },

  /**
   * MiniSearch: no per-document language, so `extractField` (which receives the document)
   * analyzes each text field in the item's language and the tokenizer only splits; queries are
   * analyzed here. Typos through `fuzzy` (edit distance relative to the term's length), prefixes
   * through `prefix`, filters as a function over stored fields (language, category, tags),
   * recency natively through `boostDocument` (a factor too small to change anything but ties).
   */
  minisearch: {
    packageName: 'minisearch',
    bundleImports: ['default as MiniSearch'],
    capabilities: {
      perDocumentLanguage: 'no: done in extractField, which receives the document',
      stemmers: 'none bundled: processTerm/extractField take any stemmer',
      typos: 'yes: fuzzy (edit distance, relative or absolute), prefix',
      filters: 'yes: a filter function over stored fields (applied after matching)',
      recency: 'yes: boostDocument multiplies a document’s score',
    },
    async open() {
      const { default: MiniSearch } = await import('minisearch');
      const textFields = new Set(TEXT_FIELDS);
      const oldest = Date.UTC(2000, 0, 1);
      const options = {
        fields: TEXT_FIELDS,
        storeFields: ['language', 'categoryId', 'tags', 'publishedAt'],
        extractField: (document, field) =>
          textFields.has(field)
            ? analyze(document[field], document.language).join(' ')
            : document[field],
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term || null,
        searchOptions: {
          boost: BOOST,
          prefix: true,
          fuzzy: 0.2,
          // 1 + at most 1e-6: orders equal scores by date, never outweighs a match.
          boostDocument: (_id, _term, stored) =>
            1 + ((stored.publishedAt - oldest) / (Date.UTC(2100, 0, 1) - oldest)) * 1e-6,
        },
      };
      return {
        build(documents) {
          const index = new MiniSearch(options);
          index.addAll(documents);
          return index;
        },
        search(index, query, language) {
          const results = index.search(
            queryTerms(query, language).join(' '),
            language ? { filter: (result) => result.language === language } : {},
          );
          return { count: results.length, ids: results.slice(0, PAGE_SIZE).map((hit) => hit.id) };
        },
        save: (index) => JSON.stringify(index),
        load: (text) => MiniSearch.loadJSON(text, options),
      };
    },
  },

  /**
   * FlexSearch: encoders are per field, not per document, and its language packs are en, de
   * and fr only (no es, no ar), so each field's `custom` function analyzes the text in the
   * item's language and the Exact encoder only splits it. Tags filter natively (`tag`), prefixes
   * through the `forward` tokenizer (indexed, so it costs memory). No edit-distance typo
   * tolerance: its phonetic encoders (LatinSoundex…) cover Latin script only and replace
   * stemming; `suggest` keeps partial matches. No scores and no field weights: results come in
   * the order of its resolution slots, ties in insertion order, so items are added newest first.
   */
  flexsearch: {
    packageName: 'flexsearch',
    bundleImports: ['Document', 'Charset'],
    capabilities: {
      perDocumentLanguage: 'no: done in custom field functions, which receive the document',
      stemmers: 'packs for en, de, fr only (suffix maps, not Snowball); no es, no ar',
      typos: 'no edit distance: phonetic encoders (Latin only); suggest for partial matches',
      filters: 'yes: tag fields (language, category, tags)',
      recency: 'insertion order among ties (no scores, no field weights)',
    },
    async open() {
      const { Document, Charset } = await import('flexsearch');
      const options = () => ({
        tokenize: 'forward',
        encoder: Charset.Exact,
        document: {
          id: 'id',
          index: TEXT_FIELDS.map((field) => ({
            field,
            custom: (document) => analyze(document[field], document.language).join(' '),
          })),
          tag: ['language', 'categoryId', 'tags'],
        },
      });
      return {
        build(documents) {
          const index = new Document(options());
          // Newest first (the brand lists articles newest first): ties come out newest first.
          for (const document of documents) index.add(document);
          return index;
        },
        search(index, query, language) {
          const results = index.search(queryTerms(query, language).join(' '), {
            limit: PAGE_SIZE,
            suggest: true,
            merge: true,
            ...(language ? { tag: { language } } : {}),
          });
          return { count: results.length, ids: results.map((hit) => hit.id) };
        },
        async save(index) {
          const chunks = [];
          await index.export((key, data) => {
            chunks.push([key, data]);
          });
          return JSON.stringify(chunks);
        },
        load(text) {
          const index = new Document(options());
          for (const [key, data] of JSON.parse(text)) index.import(key, data);
          return index;
        },
      };
    },
  },

  /**
   * The library's site search (src/search): one LanguageSearch (MiniSearch) per language, built
   * from the records the walk keeps (the bench's headings and opening cut to 6 × 80 and 280
   * characters), the query's words (at most 8) analyzed per language by the library's analyzer,
   * every language searched and merged by score when there is no filter, ties newest first: what
   * searchContent does, without the brand index around it. Saved as one JSON object, a language
   * a line, each line the JSON the library stores for that language (read back one by one).
   */
  library: {
    packageName: 'content-delivery-react/search',
    // Bundled from dist/ (the bench does not install the library as a package).
    bundleEntry: fileURLToPath(new URL('search/index.js', distRoot)),
    packageJson: new URL('../../package.json', import.meta.url),
    bundleImports: ['searchContent', 'findRelated'],
    // Its entry imports the five stemmers itself: its weight includes them.
    bundlesStemmers: true,
    capabilities: {
      perDocumentLanguage: 'yes: an index per language, each analyzed in its language',
      stemmers: 'the five Snowball stemmers of @orama/stemmers (en, de, fr, es, ar), bundled',
      typos: 'yes: MiniSearch fuzzy, 1 edit from 4 characters, 2 from 5; prefix on the last term',
      filters: 'yes: language picks the index; category and tag through accept (after matching)',
      recency: 'yes: equal scores ordered newest first after the languages merge',
    },
    async open() {
      const { LanguageSearch, newerFirst } = await import(
        new URL('search/languageSearch.js', distRoot)
      );
      const { analyze: analyzeIn } = await import(new URL('search/analyzer.js', distRoot));
      const MAX_QUERY_WORDS = 8;
      const accept = () => true;
      return {
        async build(documents) {
          const byLanguage = new Map(LANGUAGES.map((language) => [language, []]));
          for (const document of documents) {
            const records = byLanguage.get(document.language);
            records.push(recordOf(document, records.length));
          }
          const index = new Map();
          for (const [language, records] of byLanguage) {
            index.set(language, await LanguageSearch.build(language, records));
          }
          return index;
        },
        search(index, query, language) {
          const words = (query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_QUERY_WORDS).join(' ');
          const found = [];
          for (const chosen of language ? [language] : index.keys()) {
            for (const { entry, result } of index
              .get(chosen)
              .search(analyzeIn(words, chosen), accept)) {
              found.push({ entry, score: result.score });
            }
          }
          found.sort((a, b) => b.score - a.score || newerFirst(a.entry, b.entry));
          return {
            count: found.length,
            ids: found.slice(0, PAGE_SIZE).map((hit) => hit.entry.id),
          };
        },
        save: (index) =>
          `{${[...index]
            .map(([language, search]) => `\n${JSON.stringify(language)}:${JSON.stringify(search)}`)
            .join(',')}\n}`,
        async load(text) {
          const index = new Map();
          for (const line of text.split('\n').slice(1, -1)) {
            const [, language, json] = /^"([^"]+)":(.*?),?$/s.exec(line);
            const search = await LanguageSearch.load(language, json);
            if (search === undefined) throw new Error(`${language}: the stored index is not read`);
            index.set(language, search);
          }
          return index;
        },
      };
    },
  },
};
