import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { browserDeps } from './.storybook/browserDeps.js';
import { chromiumLaunchOptions } from './vitest.chromium.js';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// Tests import the public entry names, resolved to the sources.
const alias = [
  { find: /^content-delivery-react\/mock\/server$/, replacement: src('mock/server.ts') },
  { find: /^content-delivery-react\/(client|mock|server)$/, replacement: src('$1/index.ts') },
  { find: /^content-delivery-react\/styles\.css$/, replacement: src('styles.css') },
  { find: /^content-delivery-react$/, replacement: src('index.ts') },
];

const browserTests = process.env.SKIP_BROWSER_TESTS !== '1';

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 15_000,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          // End-to-end tests need the built site and Storybook: `npm run test:e2e` runs them.
          exclude: ['**/node_modules/**', 'test/e2e/**', 'test/browser/**'],
          environment: 'node',
          setupFiles: ['test/setup.ts'],
          typecheck: {
            enabled: true,
            include: ['test/**/*.test-d.ts'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      ...(browserTests
        ? [
            {
              // Plain component tests in real Chromium: what only a browser decides (script execution).
              extends: true as const,
              optimizeDeps: { include: browserDeps },
              test: {
                name: 'browser',
                include: ['test/browser/**/*.browser.test.tsx'],
                setupFiles: ['test/setup.ts'],
                testTimeout: 60_000,
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
                  instances: [{ browser: 'chromium' as const }],
                },
              },
            },
            {
              extends: true as const,
              plugins: [
                storybookTest({
                  configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
                }),
              ],
              optimizeDeps: { include: browserDeps },
              test: {
                name: 'storybook',
                testTimeout: 30_000,
                browser: {
                  enabled: true,
                  headless: true,
                  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
                  instances: [{ browser: 'chromium' as const }],
                },
              },
            },
          ]
        : []),
    ],
  },
});
