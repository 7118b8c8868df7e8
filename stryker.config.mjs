// Mutation testing (Stryker), one layer at a time: `npm run test:mutation -- <layer>` runs
// scripts/mutation.mjs, which sets STRYKER_LAYER for this file. How and when to run it, and the
// mutants known to be equivalent: docs/mutation-testing.md.

/**
 * What each layer mutates and which tests must catch it: the layer's own tests, so a score says
 * how well a layer's tests pin its behaviour, not how much other layers happen to exercise it.
 * The tests are chosen in stryker.vitest.config.ts (which imports this table), not with
 * Stryker's `testFiles`: with `testFiles`, Stryker 10.1 activates a static mutant (one in
 * module-level code, like a table of header names) only after the module has loaded, so every
 * static mutant survives (stryker-js issue 6144, open; fix proposed in pull request 6145).
 * `skip` leaves out tests too slow to run once per mutant (a mutant in module-level code runs
 * every test of its layer): the brand index at 60 000 and 120 000 items (20 s; the same
 * behaviour at small sizes is in brandIndex.test.ts) and the shared index through a real Redis
 * server (5 s; storage.test.ts runs the same sharing through an in-memory store).
 * @type {Record<string, { mutate: string[], tests: string[], skip?: string[], testTimeout?: number }>}
 */
/** The client's search files: mutated with the search layer, whose tests exercise them. */
const searchFiles = [
  'src/client/searchResults.ts',
  'src/client/proxySearch.ts',
  'src/client/brandIndex/searchText.ts',
];

export const layers = {
  // With the helpers every layer shares (src/shared: language tags, dates, well-formed text);
  // documentDates.test.ts reads every date the library writes back with Luxon.
  client: {
    mutate: ['src/client/**/*.ts', 'src/shared/**/*.ts', ...searchFiles.map((file) => `!${file}`)],
    tests: [
      'test/client/**/*.test.ts',
      'test/shared/**/*.test.ts',
      'test/discovery/documentDates.test.ts',
    ],
    skip: ['test/client/brandIndex/scale.test.ts', 'test/client/brandIndex/redis.test.ts'],
  },
  // Site search (issue 42): content-delivery-react/search, and the client's pieces of it, which
  // test/search tests through searchContent; and every test of the search as users meet it
  // elsewhere: the proxy's route, a browser's search through it (the query layer and the
  // <ContentSearch> island), and its language filter beside the index's. The client layer's
  // tests never call them.
  search: {
    mutate: ['src/search/**/*.ts', ...searchFiles],
    tests: [
      'test/search/**/*.test.ts',
      'test/query/contentSearch.test.ts',
      'test/proxy/searchRoute.test.ts',
      'test/components/contentSearch.test.tsx',
      'test/client/brandIndex/languageFilters.test.ts',
      'test/rsc/ContentSearchResults.test.tsx',
      'test/rsc/RelatedContent.test.tsx',
    ],
  },
  // Sitemaps, feeds, llms.txt and Markdown (content-delivery-react/discovery). The 120 000-item
  // sitemaps test (15 s) is left out, as the client's scale test is; the Markdown writer's
  // hostile-fields test takes 3 s on a quiet machine, past the 5 s bound on a loaded one.
  discovery: {
    mutate: ['src/discovery/**/*.ts'],
    tests: ['test/discovery/**/*.test.ts'],
    skip: ['test/discovery/sitemapsScale.test.ts'],
    testTimeout: 20_000,
  },
  // The sanitizer core (policy, hooks, parse5 walk) is also what the server sanitizer runs.
  // Its differential tests sanitize 1 361 bodies under 5 policies in one test: longer than the
  // 5 s bound of the other layers (see stryker.vitest.config.ts).
  html: {
    mutate: ['src/html/**/*.{ts,tsx}'],
    tests: ['test/html/**/*.test.{ts,tsx}', 'test/server/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
  },
  proxy: { mutate: ['src/proxy/**/*.ts'], tests: ['test/proxy/**/*.test.ts'] },
  opentelemetry: {
    mutate: ['src/opentelemetry/**/*.ts'],
    tests: ['test/opentelemetry/**/*.test.ts'],
  },
  server: {
    mutate: ['src/server/**/*.ts'],
    tests: ['test/server/**/*.test.{ts,tsx}'],
  },
  query: {
    mutate: ['src/query/**/*.{ts,tsx}'],
    tests: ['test/query/**/*.test.{ts,tsx}'],
  },
  // Both builds: the client one in jsdom (unit), the react-server one under React's RSC server.
  // Its hostile-field tests render every component under React's RSC server: over 5 s a test
  // on a loaded machine, and a dry run with one failed test stops Stryker.
  components: {
    mutate: ['src/components/**/*.{ts,tsx}'],
    tests: ['test/components/**/*.test.{ts,tsx}', 'test/rsc/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
};

/** The layer under test; without one (`npx stryker run`), every layer at once, in one slow run. */
export const layer = process.env.STRYKER_LAYER || 'all';
if (layer !== 'all' && !(layer in layers)) {
  throw new Error(
    `stryker.config.mjs: STRYKER_LAYER must be one of ${Object.keys(layers).join(', ')} (npm run test:mutation -- <layer>)`,
  );
}
const chosen = layers[layer] ?? {
  mutate: Object.values(layers).flatMap(({ mutate }) => mutate),
  tests: Object.values(layers).flatMap(({ tests }) => tests),
};

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // Unit and rsc projects only, without type tests: see the file.
  vitest: { configFile: 'stryker.vitest.config.ts', pool: 'forks' },
  // Re-export files hold no behaviour; a mutant there changes what an entry exports, which
  // the API report (npm run api:check) catches, not a unit test.
  mutate: [...chosen.mutate, '!src/**/index.ts'],
  coverageAnalysis: 'perTest',
  // A run tests only mutants in changed code or covered by changed tests; the file is
  // committed, so the next run (anyone's) starts from it.
  incremental: true,
  incrementalFile: `reports/stryker-incremental-${layer}.json`,
  // Four Vitest workers on a 2-core machine: most of a mutant's time is spent waiting (a test
  // waits for an answer or a timer the mutant broke), not computing, so more workers than cores
  // finish sooner. STRYKER_CONCURRENCY overrides it (1 on a machine shared with other jobs).
  concurrency: Number(process.env.STRYKER_CONCURRENCY ?? 4),
  // A loaded machine runs some tests far slower than the dry run measured; a mutant that makes
  // code loop forever is stopped after this, plus twice the test's time.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 20,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${layer}.html` },
  jsonReporter: { fileName: `reports/mutation/${layer}.json` },
  clearTextReporter: {
    allowColor: false,
    logTests: false,
    reportScoreTable: true,
  },
  thresholds: { high: 90, low: 80, break: null },
  // Copied into the sandbox is what the unit and rsc tests load: not the Node binary of
  // scripts/node24.sh, the example apps, benches, docs or build output.
  ignorePatterns: [
    // Other layers' sandboxes, when they run side by side.
    '/.stryker-tmp',
    '/.tools',
    '/examples',
    '/bench',
    '/docs',
    '/stories',
    '/storybook-static',
    '/dist',
    '/coverage',
    '/.vitest',
    '/test/e2e',
    '/test/browser',
    '/test-results',
  ],
  // One directory per layer, so two layers can run side by side.
  tempDirName: `.stryker-tmp/${layer}`,
  cleanTempDir: 'always',
};
