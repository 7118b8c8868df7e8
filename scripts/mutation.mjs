// `npm run test:mutation [-- <layer> …] [-- --force]`: Stryker, one layer after another (all
// nine when none is named), each in incremental mode from its committed results file
// (stryker.config.mjs). Flags after the layers go to Stryker as they are, e.g. `--force` to
// test every mutant again. Prints each layer's time; docs/mutation-testing.md says when to run it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const allLayers = [
  'server',
  'proxy',
  'opentelemetry',
  'client',
  'search',
  'discovery',
  'html',
  'query',
  'components',
];
const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('-'));
const flags = args.filter((arg) => arg.startsWith('-'));
const unknown = named.filter((layer) => !allLayers.includes(layer));
if (unknown.length > 0) {
  console.error(`Unknown layer ${unknown.join(', ')}: choose from ${allLayers.join(', ')}.`);
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const stryker = fileURLToPath(new URL('../node_modules/.bin/stryker', import.meta.url));
const times = [];
let failed = false;
for (const layer of named.length > 0 ? named : allLayers) {
  console.log(`\n=== mutation testing: ${layer} ===`);
  const started = performance.now();
  const run = spawnSync(stryker, ['run', 'stryker.config.mjs', ...flags], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STRYKER_LAYER: layer },
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  times.push(`${layer}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  if (run.status !== 0) failed = true;
}
console.log(`\nTimes: ${times.join(', ')}`);
console.log('Reports: reports/mutation/<layer>.html; commit reports/stryker-incremental-*.json.');
process.exit(failed ? 1 : 0);
