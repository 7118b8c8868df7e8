// One engine at one size, measured in a child process of its own (searchEngines.mjs `child`), so
// every heap figure starts clean: build time, heap held by the index after a full collection,
// serialized size (the engine's own export, as JSON; gzip beside it, what a KV or Redis store
// would hold if compressed), load time from that form (parse + import into a new instance, what
// a cold serverless instance pays) and the heap held after loading, and p50/p95 query time over
// the fixed queries, with a language filter and without, and what each kind of query finds (and
// its p50/p95); per language (filter on), the p50/p95 of its 1-, 2- and 3+-word queries and of its
// typos (issue 42).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { median, round } from '../stats.mjs';
import { brandOf } from './brand.mjs';
import { engines } from './engines.mjs';
import { QUERIES } from './queries.mjs';

/** Timed rounds over the queries after one warm-up round (kept low: a slow engine at 2n). */
export const QUERY_ROUNDS = 2;

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

/**
 * The per-language group of a query: its typos apart, every other query by its number of words
 * (a compound, a folded word or a prefix counted as the words it is).
 */
function wordGroupOf(query) {
  if (query.kind === 'typo') return 'typo';
  const words = query.text.trim().split(/\s+/).length;
  return words === 1 ? '1 word' : words === 2 ? '2 words' : '3+ words';
}
const WORD_GROUPS = ['1 word', '2 words', '3+ words', 'typo'];

/** Every query, filtered by its language and unfiltered, `QUERY_ROUNDS` times after a warm-up. */
function timeQueries(engine, index) {
  const timings = { filtered: [], unfiltered: [] };
  const found = { filtered: 0, unfiltered: 0 };
  const byKind = {};
  // Language × word group, language filter on only: `n` timings of `queries` queries.
  const byLanguage = {};
  for (const query of QUERIES) {
    byLanguage[query.language] ??= {};
    byLanguage[query.language][wordGroupOf(query)] ??= { queries: 0, found: 0, timings: [] };
  }
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
        byKind[query.kind] ??= { queries: 0, found: 0, timings: [] };
        const group = byLanguage[query.language][wordGroupOf(query)];
        if (round === 0) {
          if (result.ids.length > 0) found[mode]++;
          if (mode === 'filtered') {
            byKind[query.kind].queries++;
            if (result.ids.length > 0) byKind[query.kind].found++;
            group.queries++;
            if (result.ids.length > 0) group.found++;
          }
          continue;
        }
        timings[mode].push(elapsed);
        byKind[query.kind].timings.push(elapsed);
        if (mode === 'filtered') group.timings.push(elapsed);
      }
    }
  }
  const summary = (values) => {
    const sorted = values.toSorted((a, b) => a - b);
    return { p50: round(median(sorted)), p95: round(percentile(sorted, 0.95)) };
  };
  // Each kind's p50/p95, filtered and unfiltered together.
  for (const kind of Object.values(byKind)) {
    Object.assign(kind, summary(kind.timings));
    delete kind.timings;
  }
  // Each language's groups in a fixed order, with the number of timings behind each p50/p95.
  for (const [language, groups] of Object.entries(byLanguage)) {
    byLanguage[language] = Object.fromEntries(
      WORD_GROUPS.filter((name) => groups[name]).map((name) => {
        const { timings: groupTimings, ...counts } = groups[name];
        return [name, { ...counts, n: groupTimings.length, ...summary(groupTimings) }];
      }),
    );
  }
  return {
    filtered: summary(timings.filtered),
    unfiltered: summary(timings.unfiltered),
    all: summary([...timings.filtered, ...timings.unfiltered]),
    found,
    byKind,
    byLanguage,
  };
}

/**
 * Prints the figures so far as one JSON line after each stage, so a run that ends past the
 * timeout or the heap cap still reports what it measured before.
 */
export async function measure(engineName, items) {
  const engine = await engines[engineName].open();
  const documents = await brandOf(items);
  const result = { engine: engineName, items };
  const stage = (figures) => {
    Object.assign(result, figures);
    console.log(JSON.stringify(result));
  };
  const beforeBuild = heldBytes();
  let started = performance.now();
  // Awaited: the library's build is async (harmless for the sync engines).
  let index = await engine.build(documents);
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
