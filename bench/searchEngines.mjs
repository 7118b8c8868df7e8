// Site search engines for issue 42, measured before one is chosen: Orama, MiniSearch and FlexSearch
// (and since, the library's own, built on MiniSearch) on brands of 60 000 and 120 000 items (n and
// 2n: the cost curve). This file is the part's entry: the parent runs each engine and size in a
// fresh child process (this file with `child <engine> <items>`, --expose-gc, a 2 GB heap cap and a
// 5-minute timeout), so every heap figure starts clean, then adds what each engine's entry weighs
// (min+gzip, esbuild) and prints or writes the rows. The rest is in search/, a file per concept:
// - analyzer.mjs: the one analyzer every engine uses (Snowball stemmers of @orama/stemmers in
//   the item's language, diacritics folded; a query without a language expanded to every
//   language's stems);
// - brand.mjs: the generated brand (items / 5 translation groups × en/de/fr/es/ar) and the text
//   indexed per item; queries.mjs: the 50 fixed queries;
// - engines.mjs: Orama, MiniSearch, FlexSearch and the library behind one
//   build/search/save/load interface;
// - measure.mjs: what a child measures (build, heap, serialized size, load, p50/p95 queries).
//
// Run: `node bench/run.mjs search` or `node bench/searchEngines.mjs` (BENCH_SEARCH_SIZES,
// default 60000,120000; BENCH_SEARCH_ENGINES, default orama,minisearch,flexsearch,library).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { LANGUAGES, stemmerModules } from './search/analyzer.mjs';
import { engines } from './search/engines.mjs';
import { measure, QUERY_ROUNDS } from './search/measure.mjs';
import { QUERIES } from './search/queries.mjs';
import { report, round, row } from './stats.mjs';

const CHILD_TIMEOUT_MS = 5 * 60_000;
const CHILD_HEAP_MB = 2048;
const bench = new URL('.', import.meta.url);

/** min+gzip of the engine's entry as an app bundles it (the options of scripts/measureBundle.mjs). */
async function packageWeight(engineName) {
  const { build } = await import('esbuild');
  // bundleEntry: a path, for an engine that is not an installed package (the library's dist).
  const { packageName, bundleEntry, bundleImports } = engines[engineName];
  const names = bundleImports.map((name) => name.split(' as ').at(-1));
  const result = await build({
    stdin: {
      contents: `import { ${bundleImports.join(', ')} } from ${JSON.stringify(bundleEntry ?? packageName)};\nglobalThis.__keep = [${names.join(', ')}];\n`,
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

/**
 * The engine's own package.json (packageJson), else read from node_modules directly: not every
 * package exports its package.json.
 */
const versionOf = (engineName) =>
  JSON.parse(
    readFileSync(
      engines[engineName].packageJson ??
        new URL(`node_modules/${engines[engineName].packageName}/package.json`, bench),
      'utf8',
    ),
  ).version;

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
      version: versionOf(engineName),
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
        note: engines[engineName].bundlesStemmers
          ? `with the five stemmers its entry imports (${stemmersGzipKB} kB min+gzip alone)`
          : `without the five stemmers (${stemmersGzipKB} kB min+gzip, needed by every engine)`,
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
  await measure(process.argv[3], Number(process.argv[4]));
} else {
  await parent();
}
