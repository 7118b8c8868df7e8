// `npm run bench` (after the build) or `node bench/run.mjs [bundles] [client] [browser]
// [network] [server] [cost] [text] [slug] [routes] [index] [discovery] [markdown] [serverless]
// [search]`: runs each part in its own Node process (so one
// part's heap and JIT state cannot colour another's), prints one table and writes
// bench/results.json.
// Missed targets are reported, not failed; a part that breaks makes the exit code 1.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatTable } from './table.mjs';

const bench = fileURLToPath(new URL('.', import.meta.url));
const parts = {
  bundles: { file: 'bundles.mjs' },
  client: { file: 'client.mjs' },
  browser: { file: 'browser.mjs', env: { BENCH_BROWSER_ONLY: 'render' } },
  network: { file: 'browser.mjs', env: { BENCH_BROWSER_ONLY: 'network' } },
  server: { file: 'server.mjs' },
  cost: { file: 'cost.mjs' },
  text: { file: 'text.mjs' },
  slug: { file: 'slug.mjs' },
  routes: { file: 'routes.mjs' },
  // --expose-gc: the heap rows force full collections before and after building an index.
  index: { file: 'brandIndex.mjs', execArgv: ['--expose-gc'] },
  // --expose-gc: the heap rows collect before each run.
  discovery: { file: 'discovery.mjs', execArgv: ['--expose-gc'] },
  markdown: { file: 'markdown.mjs' },
  // Fresh processes sharing the index through Redis; the builds to compare come from
  // BENCH_SERVERLESS_DISTS (each instance runs with --expose-gc itself).
  serverless: { file: 'serverless.mjs' },
  // Site search engines (issue 42): each engine and size in a child process of its own, run
  // with --expose-gc by the part itself.
  search: { file: 'searchEngines.mjs' },
};
const PART_TIMEOUT_MS = 20 * 60 * 1000;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(
    `unknown part(s): ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}`,
  );
  process.exit(2);
}
const selected = asked.length > 0 ? asked : Object.keys(parts);

// The CMS anchors of the bundle table, the Markdown converters measured against ours and the
// search engines compared for issue 42 are dependencies of bench/ only.
if (
  (selected.includes('bundles') || selected.includes('markdown') || selected.includes('search')) &&
  !existsSync(join(bench, 'node_modules', 'minisearch'))
) {
  console.error('installing the bench dependencies (bench/package-lock.json)…');
  execFileSync('npm', ['ci', '--prefix', bench, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

const scratch = mkdtempSync(join(tmpdir(), 'cdr-bench-'));
const rows = [];
const details = {};
const broken = [];
// When both halves of the browser part run, the Chromium session is shared.
const plan =
  selected.includes('browser') && selected.includes('network')
    ? selected
        .filter((name) => name !== 'network')
        .map((name) => (name === 'browser' ? 'browser+network' : name))
    : selected;
for (const name of plan) {
  const part = name === 'browser+network' ? { file: 'browser.mjs', env: {} } : parts[name];
  const out = join(scratch, `${name}.json`);
  console.error(`bench: ${name}…`);
  const started = performance.now();
  const child = spawnSync(process.execPath, [...(part.execArgv ?? []), join(bench, part.file)], {
    stdio: 'inherit',
    env: { ...process.env, ...part.env, BENCH_ROWS_FILE: out },
    timeout: PART_TIMEOUT_MS,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  if (child.status !== 0 || !existsSync(out)) {
    broken.push(`${name} (exit ${child.status ?? child.signal}, after ${seconds} s)`);
    continue;
  }
  const { rows: partRows, ...extra } = JSON.parse(readFileSync(out, 'utf8'));
  rows.push(...partRows);
  details[name] = extra;
  console.error(`bench: ${name} done in ${seconds} s`);
}
rmSync(scratch, { recursive: true, force: true });

const chromium =
  details.browser?.chromium ?? details['browser+network']?.chromium ?? details.network?.chromium;
const results = {
  date: new Date().toISOString(),
  environment: {
    node: process.version,
    chromium: chromium ?? null,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    platform: `${process.platform} ${process.arch}`,
    dist: process.env.BENCH_DIST ?? 'dist/',
  },
  parts: plan,
  broken,
  rows,
  details,
};
writeFileSync(join(bench, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(formatTable(rows));
console.log(
  `\n${rows.filter((row) => row.ok === false).length} target(s) missed of ${rows.filter((row) => row.ok !== null).length}; details in bench/results.json`,
);
if (broken.length > 0) {
  console.error(`\nbench harness broken: ${broken.join('; ')}`);
  process.exit(1);
}
