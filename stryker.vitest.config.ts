// The Vitest configuration Stryker runs (stryker.config.mjs): vite.config.ts's `unit` and `rsc`
// projects narrowed to the tests of the layer under test (STRYKER_LAYER), without the browser,
// Storybook and e2e projects (Stryker's Vitest runner runs one worker in Node; Chromium per
// mutant would cost minutes each) and without type tests (a mutant changes values, not types,
// and tsc per mutant is slow).
import type { TestProjectInlineConfiguration, ViteUserConfig } from 'vitest/config';
import { layer, layers } from './stryker.config.mjs';

// Read by vite.config.ts when it loads, so it must be set before the import below.
process.env.SKIP_BROWSER_TESTS = '1';
// Read by the tests that shrink a random sample under mutation, where each mutant runs them
// again (test/html/serverSanitizerDifferential.test.ts, test/client/fuzz.test.ts); the test
// workers inherit it.
process.env.MUTATION_TESTING = '1';
const { default: defineRepositoryConfig } = await import('./vite.config.js');

const repositoryConfig: ViteUserConfig =
  typeof defineRepositoryConfig === 'function'
    ? await defineRepositoryConfig({ command: 'serve', mode: 'test' })
    : await defineRepositoryConfig;

const chosen = layer in layers ? [layers[layer]] : Object.values(layers);
const layerTests = chosen.flatMap((entry) => entry?.tests ?? []);
const skipped = chosen.flatMap((entry) => entry?.skip ?? []);

const projects = (repositoryConfig.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object' || !('test' in project)) return [];
  const { test } = project as TestProjectInlineConfiguration;
  // The rsc project takes the layer's tests under test/rsc/; unit takes the others (its own
  // `exclude` keeps test/rsc/ out).
  const include =
    test?.name === 'rsc'
      ? layerTests.filter((glob) => glob.startsWith('test/rsc/'))
      : test?.name === 'unit'
        ? layerTests.filter((glob) => !glob.startsWith('test/rsc/'))
        : [];
  if (include.length === 0) return [];
  const exclude = [...(test?.exclude ?? []), ...skipped];
  // A test that waits for an answer a mutant never gives fails after 5 s, not `npm test`'s 15 s:
  // the slowest test of most layers takes under 2 s when it passes (a layer may ask for more,
  // `testTimeout` in stryker.config.mjs), and the dry run (which must pass) runs with the same
  // bound, so a test it would cut short stops the run instead of killing mutants.
  const testTimeout = Math.max(5_000, ...chosen.map((entry) => entry?.testTimeout ?? 0));
  // Test files share one worker instead of a fresh process each: a mutant in code every client
  // call runs is covered by some 20 files, and starting 20 processes per mutant made the client
  // layer take hours (15 mutants a minute on 2 cores; 90 without). Measured equal: the same
  // mutants survive with and without isolation (static ones included, which Stryker's runner
  // reloads). No test depends on being first in a fresh process (the one that did, the server
  // sanitizer created on first use, loads its modules afresh). `npm test` keeps isolation;
  // STRYKER_ISOLATE=1 brings it back, to check one survivor the slow way.
  const isolate = process.env.STRYKER_ISOLATE === '1';
  return [
    {
      ...project,
      test: {
        ...test,
        include,
        exclude,
        testTimeout,
        isolate,
        typecheck: { enabled: false },
      },
    },
  ];
});

export default {
  ...repositoryConfig,
  test: { ...repositoryConfig.test, projects },
} satisfies ViteUserConfig;
