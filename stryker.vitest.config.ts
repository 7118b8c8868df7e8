// The Vitest configuration Stryker runs (stryker.config.mjs): vite.config.ts's `unit` and `rsc`
// projects narrowed to the tests of the layer under test (STRYKER_LAYER), without the browser,
// Storybook and e2e projects (Stryker's Vitest runner runs one worker in Node; Chromium per
// mutant would cost minutes each) and without type tests (a mutant changes values, not types,
// and tsc per mutant is slow).
import type { TestProjectInlineConfiguration, ViteUserConfig } from 'vitest/config';
import { layer, layers } from './stryker.config.mjs';

// Read by vite.config.ts when it loads, so it must be set before the import below.
process.env.SKIP_BROWSER_TESTS = '1';
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
  return [{ ...project, test: { ...test, include, exclude, typecheck: { enabled: false } } }];
});

export default {
  ...repositoryConfig,
  test: { ...repositoryConfig.test, projects },
} satisfies ViteUserConfig;
