import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { browserDeps } from './browserDeps.js';

const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // The MSW service worker (committed) is served from here, so the mock runs offline.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    // Stories import the public entry names, resolved to the sources.
    viteConfig.resolve.alias = [
      { find: /^content-delivery-react\/mock$/, replacement: src('mock/index.ts') },
      { find: /^content-delivery-react\/client$/, replacement: src('client/index.ts') },
      { find: /^content-delivery-react\/styles\.css$/, replacement: src('styles.css') },
      { find: /^content-delivery-react$/, replacement: src('index.ts') },
    ];
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [...(viteConfig.optimizeDeps.include ?? []), ...browserDeps];
    return viteConfig;
  },
};

export default config;
