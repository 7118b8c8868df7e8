// Site search engines for issue 42, measured before one is chosen: Orama, MiniSearch and
// FlexSearch on brands of 60 000 and 120 000 items (n and 2n: the cost curve). Each engine and
// size runs in a fresh child process (this file with `child <engine> <items>`, --expose-gc, a
// 2 GB heap cap and a 5-minute timeout), so every heap figure starts clean. Per run: build time,
// heap held by the index after a full collection, serialized size (the engine's own export, as
// JSON; gzip beside it, what a KV or Redis store would hold if compressed), load time from that
// form (parse + import into a new instance, what a cold serverless instance pays) and the heap
// held after loading, and p50/p95 query time over 50 fixed queries, with a language filter and
// without. The parent adds what each engine's entry weighs (min+gzip, esbuild).
//
// The brand: items / 5 translation groups × en/de/fr/es/ar. Fields come from the demo data set
// (en, de, fr, ar; it has no Spanish, so the Spanish items come from the small set written
// below), with a generated place name per article and one generated tag of 700, so the
// vocabulary grows with the brand as a real one does instead of repeating 179 articles. Indexed
// per item, as the issue asks: title, description, tags, category name, primaryKeyword, the
// body's headings (at most 8 × 120 characters) and its opening text (600 characters).
//
// Language: the same analyzer for every engine (lowercase, split on letters and digits, the
// Snowball stemmers of @orama/stemmers for the item's language, diacritics folded before and
// after). Orama
// takes it natively as a custom tokenizer that receives the language of each insert and search;
// MiniSearch and FlexSearch have no per-document language, so the text is analyzed in
// MiniSearch's `extractField` and FlexSearch's `custom` field function, which receive the
// document. A query with a language filter is stemmed in that language; one without is expanded
// to its stems in all five languages, matched as alternatives (OR), ranked by the engine.
//
// Run: `node bench/run.mjs search` or `node bench/searchEngines.mjs` (BENCH_SEARCH_SIZES,
// default 60000,120000; BENCH_SEARCH_ENGINES, default orama,minisearch,flexsearch).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { distRoot, median, report, round, row } from './stats.mjs';

const LANGUAGES = ['en', 'de', 'fr', 'es', 'ar'];
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
/** Timed rounds over the queries after one warm-up round (kept low: a slow engine at 2n). */
const QUERY_ROUNDS = 2;
const CHILD_TIMEOUT_MS = 5 * 60_000;
const CHILD_HEAP_MB = 2048;
const bench = new URL('.', import.meta.url);

// ---------------------------------------------------------------------------------------------
// The analyzer shared by every engine

const stemmerModules = {
  en: '@orama/stemmers/english',
  de: '@orama/stemmers/german',
  fr: '@orama/stemmers/french',
  es: '@orama/stemmers/spanish',
  ar: '@orama/stemmers/arabic',
};
const stemmers = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => [language, (await import(stemmerModules[language])).stemmer]),
  ),
);
/** Stems per language: a brand repeats its words, and stemming is most of the analysis time. */
const stemCache = Object.fromEntries(LANGUAGES.map((language) => [language, new Map()]));
const WORD = /[\p{L}\p{N}]+/gu;

/** Strips combining marks after canonical decomposition: über → uber, é → e, Arabic harakat. */
const fold = (text) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

function termOf(word, language) {
  const cache = stemCache[language];
  let term = cache.get(word);
  if (term === undefined) {
    // Folded before stemming too, so a word typed without its accents stems as the accented
    // one does (French "randonnée" and "randonnee" differ once stemmed otherwise).
    term = fold(stemmers[language](fold(word)));
    cache.set(word, term);
  }
  return term;
}

/** The terms of a text in one language. */
function analyze(text, language) {
  const words = text.toLowerCase().match(WORD) ?? [];
  return words.filter((word) => word.length > 1).map((word) => termOf(word, language));
}

/**
 * The terms of a query: stemmed in the filter's language, or, without a filter, every
 * language's stem of each word (and the folded word), as alternatives.
 */
function queryTerms(query, language) {
  if (language) return analyze(query, language);
  const words = query.toLowerCase().match(WORD) ?? [];
  return [
    ...new Set(
      words.flatMap((word) => [
        fold(word),
        ...LANGUAGES.map((candidate) => termOf(word, candidate)),
      ]),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// The brand

/** Spanish articles: the demo data set has none. The same shape as a demo item. */
const spanish = [
  {
    title: 'Guía completa para tu primera ruta de varios días',
    description: 'Qué llevar, cómo planificar las etapas y cómo evitar las ampollas en el camino.',
    tags: ['beginner', 'how-to', 'checklist'],
    category: 'Senderismo',
    primaryKeyword: 'ruta de varios días',
    body: '<h2>Antes de salir</h2><p>Una buena ruta empieza la noche anterior: revisa el tiempo, prepara la mochila y deja el plan a alguien de confianza. Las botas adecuadas y unos buenos calcetines evitan más ampollas que cualquier apósito.</p><h2>Las etapas</h2><p>Calcula etapas cortas el primer día y deja margen para los refugios. El cansancio se acumula y el terreno cambia con la altura.</p>',
  },
  {
    title: 'Cómo elegir un saco de dormir para el invierno',
    description:
      'Temperatura de confort, relleno de plumón o sintético y el peso que puedes cargar.',
    tags: ['gear', 'winter', 'how-to'],
    category: 'Acampada',
    primaryKeyword: 'saco de dormir invierno',
    body: '<h2>La temperatura de confort</h2><p>La etiqueta indica la temperatura de confort y la temperatura límite. Elige siempre la de confort y añade unos grados si duermes con frío.</p><h2>Plumón o sintético</h2><p>El plumón pesa menos y abriga más, pero pierde calor con la humedad. El relleno sintético seca antes y cuesta menos.</p>',
  },
  {
    title: 'Escalada deportiva: primeros pasos del rocódromo a la roca',
    description: 'Nudos, seguros y la técnica básica para tu primera vía en exterior.',
    tags: ['beginner', 'safety', 'how-to'],
    category: 'Escalada',
    primaryKeyword: 'escalada deportiva',
    body: '<h2>El equipo mínimo</h2><p>Arnés, pies de gato, casco y un asegurador que conozcas bien. Revisa el nudo de tu compañero antes de cada vía.</p><h2>La primera vía</h2><p>Elige una vía fácil, bien equipada y con buena reunión. La roca exige más que el rocódromo: lee la vía desde abajo.</p>',
  },
  {
    title: 'Reparar una varilla de tienda rota durante la travesía',
    description: 'Con un tubo de reparación y cinta americana la tienda aguanta hasta volver.',
    tags: ['maintenance', 'gear', 'ultralight'],
    category: 'Cuidado del equipo',
    primaryKeyword: 'reparar varilla tienda',
    body: '<h2>Lo que necesitas</h2><p>Un tubo de reparación de aluminio, cinta americana y unos minutos al abrigo del viento. La varilla rota se desliza dentro del tubo.</p><h2>En casa</h2><p>Sustituye el tramo dañado por uno nuevo del mismo diámetro y revisa el cordón elástico.</p>',
  },
  {
    title: 'Correr por montaña: técnica de bajada más rápida y segura',
    description: 'Pasos cortos, la mirada adelante y los brazos abiertos para no caer.',
    tags: ['how-to', 'safety', 'beginner'],
    category: 'Trail running',
    primaryKeyword: 'técnica de bajada',
    body: '<h2>La postura</h2><p>Inclina el cuerpo ligeramente hacia delante y acorta la zancada. La mirada va tres o cuatro pasos por delante de los pies.</p><h2>El terreno</h2><p>En piedra suelta, apoya todo el pie; en barro, busca la hierba del borde del sendero.</p>',
  },
  {
    title: 'Acampar sin dejar rastro: los siete principios',
    description: 'Cómo acampar, cocinar y convivir con la naturaleza sin dañarla.',
    tags: ['leave no trace', 'sustainability'],
    category: 'Sostenibilidad',
    primaryKeyword: 'no dejar rastro',
    body: '<h2>Planifica</h2><p>Conocer la normativa del lugar evita la mayoría de los problemas. Lleva una bolsa para la basura y vuelve con todo.</p><h2>El fuego</h2><p>Usa un hornillo en lugar de una hoguera y respeta las prohibiciones en verano.</p>',
  },
  {
    title: 'Presupuesto familiar: cómo ahorrar cada mes sin renunciar a todo',
    description:
      'Una regla sencilla para repartir los ingresos entre gastos, ahorro e imprevistos.',
    tags: ['budget', 'family', 'how-to'],
    category: 'Presupuesto',
    primaryKeyword: 'ahorrar cada mes',
    body: '<h2>La regla del reparto</h2><p>Separa el ahorro el día de cobro, antes de gastar. Un fondo de emergencia de tres meses evita deudas caras.</p><h2>Revisa los gastos</h2><p>Las suscripciones olvidadas y las comisiones bancarias suman más de lo que parece.</p>',
  },
  {
    title: 'Invertir a largo plazo con fondos indexados',
    description: 'Comisiones bajas, diversificación y paciencia: lo que importa de verdad.',
    tags: ['investing', 'beginner'],
    category: 'Inversión',
    primaryKeyword: 'fondos indexados',
    body: '<h2>Por qué indexar</h2><p>Un fondo indexado replica el mercado con comisiones muy bajas. A largo plazo, las comisiones pesan más que la selección de valores.</p><h2>La disciplina</h2><p>Aportar cada mes y no vender en las caídas es la parte difícil.</p>',
  },
];

const MAX_HEADINGS = 8;
const MAX_HEADING_LENGTH = 120;
const OPENING_LENGTH = 600;

const textOf = (html) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What the walk would keep of a body: its headings and its plain text (cut per article). */
function sourceOf(item) {
  const headings = [...item.body.matchAll(/<h[23][^>]*>(.*?)<\/h[23]>/gs)]
    .slice(0, MAX_HEADINGS)
    .map((match) => textOf(match[1]).slice(0, MAX_HEADING_LENGTH));
  return { ...item, headings: headings.join(' \n '), text: textOf(item.body) };
}

/** A deterministic pseudo-word (a place, a brand, a person): the long tail of a vocabulary. */
const SYLLABLES = ['ka', 'lo', 'ri', 'ne', 'ta', 'mu', 'sa', 'vel', 'dor', 'an', 'bri', 'gu'];
function nameOf(seed) {
  let value = (Math.imul(seed + 1, 2_654_435_761) >>> 0) % 1_000_003;
  let name = '';
  for (let syllable = 0; syllable < 3; syllable++) {
    name += SYLLABLES[value % SYLLABLES.length];
    value = Math.floor(value / SYLLABLES.length);
  }
  return `${name[0].toUpperCase()}${name.slice(1)}${seed % 97}`;
}

/** `items` items, article 0 the newest (one minute apart), items / 5 groups × 5 languages. */
async function brandOf(items) {
  const { createDemoDataset } = await import(new URL('mock/index.js', distRoot));
  const demo = createDemoDataset().brands.flatMap((brand) => brand.items);
  const pools = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      (language === 'es'
        ? spanish
        : demo
            .filter((item) => item.language === language)
            .map((item) => ({ ...item, body: item.content }))
      ).map(sourceOf),
    ]),
  );
  const documents = [];
  for (let article = 0; article < items / LANGUAGES.length; article++) {
    const place = nameOf(article % 30_000);
    const extraTag = nameOf(100_000 + (article % 700)).toLowerCase();
    const publishedAt = Date.UTC(2026, 0, 1) - article * 60_000;
    for (const language of LANGUAGES) {
      const pool = pools[language];
      const source = pool[article % pool.length];
      // A different stretch of the body per article, from a sentence start.
      const span = Math.max(0, source.text.length - OPENING_LENGTH);
      const from = span === 0 ? 0 : source.text.indexOf('. ', (article * 7_919) % span) + 2;
      const tags = [...source.tags, extraTag];
      documents.push({
        id: `${language}-${article}`,
        language,
        categoryId: `category-${article % 10}`,
        tags,
        publishedAt,
        title: `${source.title} ${place}`,
        description: source.description ?? '',
        tagText: tags.join(' '),
        category: source.category ?? '',
        primaryKeyword: source.primaryKeyword ?? '',
        headings: source.headings,
        opening: source.text.slice(from > 1 ? from : 0).slice(0, OPENING_LENGTH),
      });
    }
  }
  return documents;
}

/**
 * 50 queries, each with the language its words are in: single words, two and three words, typos,
 * a word typed without its diacritics, German compounds, Arabic words, prefixes.
 */
const QUERIES = [
  ['tent', 'en', 'one word'],
  ['hiking', 'en', 'one word'],
  ['sleeping bag', 'en', 'two words'],
  ['winter camping', 'en', 'two words'],
  ['how to read a map', 'en', 'three words+'],
  ['beginner climbing safety', 'en', 'three words+'],
  ['hikng', 'en', 'typo'],
  ['sleping bag', 'en', 'typo'],
  ['campng', 'en', 'typo'],
  ['topo', 'en', 'prefix'],
  ['ultral', 'en', 'prefix'],
  ['wandern', 'de', 'one word'],
  ['zelt', 'de', 'one word'],
  ['schlafsack', 'de', 'compound'],
  ['tageswanderungen', 'de', 'compound'],
  ['hüttentour', 'de', 'compound'],
  ['wandern mit kindern', 'de', 'three words+'],
  ['uber', 'de', 'folded'],
  ['huttenwandern', 'de', 'folded'],
  ['ausrustung', 'de', 'folded'],
  ['schlafsak', 'de', 'typo'],
  ['klettern einsteiger', 'de', 'two words'],
  ['randonnée', 'fr', 'one word'],
  ['randonnee', 'fr', 'folded'],
  ['bivouac', 'fr', 'one word'],
  ['sac de couchage', 'fr', 'three words+'],
  ['escalade débutants', 'fr', 'two words'],
  ['premiere', 'fr', 'folded'],
  ['randonée', 'fr', 'typo'],
  ['falai', 'fr', 'prefix'],
  ['senderismo', 'es', 'one word'],
  ['saco de dormir', 'es', 'three words+'],
  ['escalada deportiva', 'es', 'two words'],
  ['tecnica de bajada', 'es', 'folded'],
  ['ahorar', 'es', 'typo'],
  ['invers', 'es', 'prefix'],
  ['التخييم', 'ar', 'one word'],
  ['كيس النوم', 'ar', 'two words'],
  ['المسارات', 'ar', 'one word'],
  ['التسلق الرياضي', 'ar', 'two words'],
  ['خيمة', 'ar', 'one word'],
  ['الجري في المسارات', 'ar', 'three words+'],
  ['المبتدئين', 'ar', 'one word'],
  ['fontainebleau', 'en', 'one word'],
  ['alps', 'en', 'one word'],
  ['gear review', 'en', 'two words'],
  ['budget', 'en', 'one word'],
  ['retirement savings', 'en', 'two words'],
  ['fontainbleau', 'fr', 'typo'],
  ['kletterseil prüfen', 'de', 'two words'],
].map(([text, language, kind]) => ({ text, language, kind }));

// ---------------------------------------------------------------------------------------------
// The engines: build, search (one page, relevance then recency), save and load

/** Orders a page by score, newer first among equal scores (what the issue asks for ties). */
const byScoreThenRecency = (a, b) => b.score - a.score || b.publishedAt - a.publishedAt;

const engines = {
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
};

// ---------------------------------------------------------------------------------------------
// One engine at one size (child process)

const gc =
  globalThis.gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc');
  })();

function heldBytes() {
  gc();
  gc();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + external + arrayBuffers;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** Every query, filtered by its language and unfiltered, `QUERY_ROUNDS` times after a warm-up. */
function timeQueries(engine, index) {
  const timings = { filtered: [], unfiltered: [] };
  const found = { filtered: 0, unfiltered: 0 };
  const byKind = {};
  for (let round = 0; round <= QUERY_ROUNDS; round++) {
    for (const query of QUERIES) {
      for (const mode of ['filtered', 'unfiltered']) {
        const started = performance.now();
        const result = engine.search(
          index,
          query.text,
          mode === 'filtered' ? query.language : undefined,
        );
        const elapsed = performance.now() - started;
        if (round === 0) {
          if (result.ids.length > 0) found[mode]++;
          if (mode === 'filtered') {
            byKind[query.kind] ??= { queries: 0, found: 0 };
            byKind[query.kind].queries++;
            if (result.ids.length > 0) byKind[query.kind].found++;
          }
          continue;
        }
        timings[mode].push(elapsed);
      }
    }
  }
  const summary = (values) => {
    const sorted = values.toSorted((a, b) => a - b);
    return { p50: round(median(sorted)), p95: round(percentile(sorted, 0.95)) };
  };
  return {
    filtered: summary(timings.filtered),
    unfiltered: summary(timings.unfiltered),
    all: summary([...timings.filtered, ...timings.unfiltered]),
    found,
    byKind,
  };
}

/**
 * Prints the figures so far as one JSON line after each stage, so a run that ends past the
 * timeout or the heap cap still reports what it measured before.
 */
async function child(engineName, items) {
  const engine = await engines[engineName].open();
  const documents = await brandOf(items);
  const result = { engine: engineName, items };
  const stage = (figures) => {
    Object.assign(result, figures);
    console.log(JSON.stringify(result));
  };
  const beforeBuild = heldBytes();
  let started = performance.now();
  let index = engine.build(documents);
  const buildMs = performance.now() - started;
  const heapBytes = heldBytes() - beforeBuild;
  stage({
    buildMs: round(buildMs),
    heapMB: round(heapBytes / 2 ** 20),
    heapBytesPerItem: Math.round(heapBytes / items),
  });

  stage({ queries: timeQueries(engine, index) });

  let saved;
  started = performance.now();
  try {
    saved = await engine.save(index);
  } catch (error) {
    // V8 strings end at 2^29 - 24 characters: a saved form past that cannot be one JSON string.
    stage({ saveError: String(error) });
    return;
  }
  stage({
    saveMs: round(performance.now() - started),
    serializedMB: round(Buffer.byteLength(saved) / 2 ** 20),
    gzipMB: round(gzipSync(saved, { level: 6 }).byteLength / 2 ** 20),
  });

  // Only the saved form and the documents are held now, as on a cold instance that read it.
  index = null;
  const beforeLoad = heldBytes();
  started = performance.now();
  const loaded = await engine.load(saved);
  const loadMs = performance.now() - started;
  const loadedHeapBytes = heldBytes() - beforeLoad;
  // The loaded index answers as the built one did (checked on the first queries).
  const answered = QUERIES.slice(0, 10).filter(
    (query) => engine.search(loaded, query.text, query.language).ids.length > 0,
  ).length;
  stage({
    loadMs: round(loadMs),
    loadedHeapMB: round(loadedHeapBytes / 2 ** 20),
    loadedAnswers: `${answered}/10`,
  });
}

// ---------------------------------------------------------------------------------------------
// The parent: every engine and size in its own process, then the package weights

/** min+gzip of the engine's entry as an app bundles it (the options of scripts/measureBundle.mjs). */
async function packageWeight(engineName) {
  const { build } = await import('esbuild');
  const { packageName, bundleImports } = engines[engineName];
  const names = bundleImports.map((name) => name.split(' as ').at(-1));
  const result = await build({
    stdin: {
      contents: `import { ${bundleImports.join(', ')} } from ${JSON.stringify(packageName)};\nglobalThis.__keep = [${names.join(', ')}];\n`,
      resolveDir: new URL('.', import.meta.url).pathname,
      loader: 'js',
    },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfigRaw: {},
  });
  return round(gzipSync(result.outputFiles[0].contents, { level: 9 }).byteLength / 1000);
}

/** The five Snowball stemmers the analyzer uses, bundled alone (every engine here needs them). */
async function stemmersWeight() {
  const { build } = await import('esbuild');
  const contents = `${LANGUAGES.map((language) => `import { stemmer as ${language} } from ${JSON.stringify(stemmerModules[language])};`).join('\n')}\nglobalThis.__keep = [${LANGUAGES.join(', ')}];\n`;
  const result = await build({
    stdin: { contents, resolveDir: new URL('.', import.meta.url).pathname, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  return round(gzipSync(result.outputFiles[0].contents, { level: 9 }).byteLength / 1000);
}

/** Read from node_modules directly: not every package exports its package.json. */
const versionOf = (packageName) =>
  JSON.parse(readFileSync(new URL(`node_modules/${packageName}/package.json`, bench), 'utf8'))
    .version;

async function parent() {
  const sizes = (process.env.BENCH_SEARCH_SIZES ?? '60000,120000')
    .split(',')
    .map((size) => Number(size.trim()));
  for (const size of sizes) {
    if (!Number.isSafeInteger(size) || size <= 0 || size % LANGUAGES.length !== 0) {
      throw new Error(`BENCH_SEARCH_SIZES: ${size} is not a positive multiple of 5`);
    }
  }
  const chosen = (process.env.BENCH_SEARCH_ENGINES ?? Object.keys(engines).join(','))
    .split(',')
    .map((name) => name.trim());
  const results = [];
  const failures = [];
  for (const engineName of chosen) {
    if (!(engineName in engines)) throw new Error(`BENCH_SEARCH_ENGINES: unknown ${engineName}`);
    for (const items of sizes) {
      console.error(`search: ${engineName}, ${items} items…`);
      const started = performance.now();
      const run = spawnSync(
        process.execPath,
        [
          '--expose-gc',
          `--max-old-space-size=${CHILD_HEAP_MB}`,
          new URL(import.meta.url).pathname,
          'child',
          engineName,
          String(items),
        ],
        { encoding: 'utf8', timeout: CHILD_TIMEOUT_MS, maxBuffer: 16 * 2 ** 20 },
      );
      const seconds = round((performance.now() - started) / 1000);
      const lastLine = run.stdout?.trim().split('\n').at(-1);
      const figures = lastLine?.startsWith('{') ? JSON.parse(lastLine) : null;
      if (figures) results.push({ ...figures, seconds });
      if (run.status !== 0 || figures?.saveError) {
        // Too slow (past the timeout), too big (past the heap cap) or unsaveable: recorded with
        // what was measured before, not fatal.
        const reason =
          figures?.saveError ??
          (run.signal
            ? `killed by ${run.signal} after ${seconds} s (limit ${CHILD_TIMEOUT_MS / 1000} s)`
            : `exit ${run.status} after ${seconds} s: ${run.stderr.trim().split('\n').slice(-3).join(' ')}`);
        failures.push({ engine: engineName, items, reason });
        console.error(`search: ${engineName}, ${items} items failed: ${reason}`);
      }
    }
  }

  const packages = {};
  for (const engineName of chosen) {
    const { packageName, capabilities } = engines[engineName];
    packages[engineName] = {
      packageName,
      version: versionOf(packageName),
      gzipKB: await packageWeight(engineName),
      capabilities,
    };
  }
  const stemmersGzipKB = await stemmersWeight();

  const rows = [];
  for (const result of results) {
    const group = `search ${result.engine} ${packages[result.engine].version}`;
    const at = `${result.items} items`;
    rows.push(
      row({ group, name: `build, ${at}`, ours: result.buildMs, baseline: null, unit: 'ms' }),
      row({
        group,
        name: `heap held by the index, ${at}`,
        ours: result.heapMB ?? null,
        baseline: null,
        unit: 'MB',
        note: `${result.heapBytesPerItem} B per item; ${result.loadedHeapMB ?? '—'} MB when loaded from its saved form`,
      }),
      row({
        group,
        name: `serialized, ${at}`,
        ours: result.serializedMB ?? null,
        baseline: null,
        unit: 'MB',
        note: `gzip ${result.gzipMB ?? '—'} MB`,
      }),
      row({
        group,
        name: `load from JSON, ${at}`,
        ours: result.loadMs ?? null,
        baseline: null,
        unit: 'ms',
      }),
      row({
        group,
        name: `query p50, ${at}`,
        ours: result.queries?.all.p50 ?? null,
        baseline: null,
        unit: 'ms',
        n: QUERIES.length * 2 * QUERY_ROUNDS,
      }),
      row({
        group,
        name: `query p95, ${at}`,
        ours: result.queries?.all.p95 ?? null,
        baseline: null,
        unit: 'ms',
        n: QUERIES.length * 2 * QUERY_ROUNDS,
      }),
    );
  }
  for (const [engineName, weight] of Object.entries(packages)) {
    rows.push(
      row({
        group: `search ${engineName} ${weight.version}`,
        name: 'package, min+gzip',
        ours: weight.gzipKB,
        baseline: null,
        unit: 'kB',
        note: `without the five stemmers (${stemmersGzipKB} kB min+gzip, needed by every engine)`,
      }),
    );
  }
  for (const failure of failures) {
    rows.push(
      row({
        group: `search ${failure.engine}`,
        name: `run at ${failure.items} items`,
        ours: null,
        baseline: null,
        note: failure.reason,
        check: () => false,
      }),
    );
  }
  await report(rows, { search: { results, failures, packages, stemmersGzipKB, queries: QUERIES } });
}

if (process.argv[2] === 'child') {
  await child(process.argv[3], Number(process.argv[4]));
} else {
  await parent();
}
