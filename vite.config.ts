// The one Vite config of this repository: the React plugin, the aliases that resolve the
// package's public names to its sources, the dependencies pre-bundled for the browser,
// and the Vitest projects. Storybook (.storybook/main.ts) and the examples
// (examples/*/vite.config.ts) import the named parts below instead of keeping copies.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Alias, Plugin, UserConfig } from 'vite';
import {
  defineConfig,
  type TestProjectInlineConfiguration,
  type ViteUserConfig,
} from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { clientReferences } from './test/rsc/clientReferences.js';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * `content-delivery-react` and its subpath entries, resolved to the sources, so tests,
 * stories and examples use the public names as an app does (an app installs the
 * package and needs none of this).
 */
export const sourceAliases: Alias[] = [
  { find: /^content-delivery-react\/mock\/server$/, replacement: src('mock/server.ts') },
  {
    find: /^content-delivery-react\/(client|mock|server|discovery|opentelemetry)$/,
    replacement: src('$1/index.ts'),
  },
  { find: /^content-delivery-react\/proxy$/, replacement: src('proxy/index.ts') },
  { find: /^content-delivery-react\/search$/, replacement: src('search/index.ts') },
  { find: /^content-delivery-react\/styles\.css$/, replacement: src('styles.css') },
  { find: /^content-delivery-react$/, replacement: src('index.ts') },
];

/** package.json `imports`: the package's own conditional imports (`#component-build`, …). */
const packageImports: Record<string, Record<string, string>> = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
).imports;

/** `./dist/x.js` of package.json → the source it is built from (`src/x.ts` or `src/x.tsx`). */
function sourceOfBuilt(target: string): string {
  const base = src(target.replace(/^\.\/dist\//, '').replace(/\.js$/, ''));
  return existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts`;
}

let reactServerCopy: string | undefined;

/**
 * The sources as the react-server build resolves them, for tests and stories that compare the
 * two builds in one process or page (`content-delivery-react?react-server`): a copy of src/ in
 * .vitest/ (git-ignored) whose components name `#component-build`'s react-server target
 * directly. Files are written only when they differ, so Vite servers sharing a process agree.
 */
function reactServerSources(): string {
  if (reactServerCopy !== undefined) return reactServerCopy;
  const copy = fileURLToPath(new URL('./.vitest/react-server-src/', import.meta.url));
  const target = packageImports['#component-build']?.['react-server'];
  if (target === undefined) throw new Error('#component-build has no react-server target');
  const serverBuild = `./${basename(target)}`;
  for (const entry of readdirSync(src(''), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(copy, relative(src(''), from));
    let text = readFileSync(from, 'utf8');
    if (from.startsWith(src('components/')))
      text = text.replaceAll("'#component-build'", `'${serverBuild}'`);
    if (existsSync(to) && readFileSync(to, 'utf8') === text) continue;
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, text);
  }
  reactServerCopy = copy;
  return copy;
}

/**
 * The package's own conditional imports (package.json `imports`: `#component-build`,
 * `#server-sanitizer`, `#default-brand-index`), for builds from the sources, resolved as the
 * built package's conditions resolve them for an app's bundler: `react-server` where the
 * environment has that condition (the `rsc` test project), `node` where the code runs on a
 * server (Node tests, SSR), `browser` in a page (browser tests, Storybook, the Vite examples),
 * else `default`. Also `content-delivery-react?react-server`, the react-server build beside the
 * client build (see `reactServerSources`; types: test/reactServerBuild.d.ts).
 */
export function packageImportsPlugin(): Plugin {
  return {
    name: 'content-delivery-react:package-imports',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (id === 'content-delivery-react?react-server')
        return join(reactServerSources(), 'index.ts');
      const targets = packageImports[id];
      if (targets === undefined) return null;
      const onServer = this.environment?.config.consumer === 'server' || options?.ssr === true;
      const conditions = new Set(this.environment?.config.resolve.conditions ?? []);
      conditions.add(onServer ? 'node' : 'browser');
      conditions.add('default');
      const chosen = Object.entries(targets).find(([condition]) => conditions.has(condition));
      if (chosen === undefined)
        throw new Error(`${id}: no condition of package.json imports applies`);
      return sourceOfBuilt(chosen[1]);
    },
  };
}

/**
 * Dependencies Vite pre-bundles for Storybook and the browser test projects. Listing them up
 * front stops the dependency optimiser from reloading the page during the first browser run.
 */
export const browserDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@tanstack/react-query',
  'dompurify',
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  'msw-storybook-addon/csf3',
  'storybook/test',
  '@testing-library/react',
];

/** What the examples build with: React and the source aliases (Storybook brings its own React plugin). */
export const sharedViteConfig: UserConfig = {
  plugins: [react(), packageImportsPlugin()],
  resolve: { alias: sourceAliases },
};

const browserTests = process.env.SKIP_BROWSER_TESTS !== '1';

/** Real Chromium through Playwright (Debian's, see scripts/chromium.mjs). */
async function chromiumBrowser() {
  const { playwright } = await import('@vitest/browser-playwright');
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/** The browser projects: plain component tests in Chromium, and every story as a test. */
async function browserProjects(): Promise<TestProjectInlineConfiguration[]> {
  // Imported here, not at the top, so the examples can import this file without loading them.
  const { storybookTest } = await import('@storybook/addon-vitest/vitest-plugin');
  return [
    {
      // What only a browser decides (script execution, layout).
      extends: true,
      // Also the router links and fast-check of routerLinks.browser.test.tsx, so the first
      // run does not discover them and reload the page.
      optimizeDeps: { include: [...browserDeps, 'fast-check', 'next/link.js', 'react-router'] },
      test: {
        name: 'browser',
        include: ['test/browser/**/*.browser.test.tsx'],
        setupFiles: ['test/setup.ts'],
        // Server renders and trees for the parity tests, made in Node (the DOM-free server
        // sanitizer, react-dom/server).
        globalSetup: [
          'test/browser/serverRenders.globalSetup.ts',
          'test/browser/serverTrees.globalSetup.ts',
          'test/browser/tocServerRenders.globalSetup.ts',
          'test/browser/loweredTheme.globalSetup.ts',
          'test/browser/realArticles.globalSetup.ts',
        ],
        testTimeout: 60_000,
        browser: await chromiumBrowser(),
      },
    },
    {
      extends: true,
      plugins: [
        storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
      ],
      optimizeDeps: { include: browserDeps },
      test: { name: 'storybook', testTimeout: 30_000, browser: await chromiumBrowser() },
    },
  ];
}

export default defineConfig(
  async (): Promise<ViteUserConfig> => ({
    ...sharedViteConfig,
    test: {
      testTimeout: 15_000,
      unstubGlobals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
            exclude: ['**/node_modules/**', 'test/e2e/**', 'test/browser/**', 'test/rsc/**'],
            environment: 'node',
            setupFiles: ['test/setup.ts'],
            typecheck: {
              enabled: true,
              include: ['test/**/*.test-d.ts'],
              tsconfig: './tsconfig.json',
            },
          },
        },
        {
          // React Server Components: React's react-server build and its RSC server
          // (react-server-dom-webpack), 'use client' modules turned into client references as an
          // RSC bundler does, and the package's conditional imports resolved under `react-server`.
          extends: true,
          plugins: [clientReferences()],
          ssr: { resolve: { conditions: ['react-server'] } },
          test: {
            name: 'rsc',
            include: ['test/rsc/**/*.test.ts', 'test/rsc/**/*.test.tsx'],
            environment: 'node',
            // Processed by Vite like our sources, so its 'use client' modules become client
            // references too (Node would load them as they are and call createContext).
            server: { deps: { inline: ['@tanstack/react-query'] } },
          },
        },
        {
          // Chromium against the built example site and Storybook, on 127.0.0.1 (`npm run test:e2e`,
          // after `npm run build:examples`).
          extends: true,
          test: {
            name: 'e2e',
            include: ['test/e2e/**/*.e2e.test.ts'],
            environment: 'node',
            testTimeout: 60_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
        ...(browserTests ? await browserProjects() : []),
      ],
    },
  }),
);
