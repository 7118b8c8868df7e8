import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { browserDeps, packageImportsPlugin, sourceAliases } from '../vite.config.js';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: [
    // MDX renders GitHub tables (the Introduction's "Three layers") only with remark-gfm.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // The MSW service worker (committed) is served from here, so the mock runs offline.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's own onboarding checklist ("Get started 41%" in the sidebar, "Guide" in the menu)
  // is about setting up Storybook, not about this library: visitors should meet the Introduction.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The plugin's default exclude, plus the react-server copy of src/ that the server stories
      // import (`content-delivery-react?react-server`, written to .vitest/ by vite.config.ts): it
      // is outside tsconfig.json, so docgen would skip each of its files with a warning, and its
      // components' props are those of src/, documented from there.
      exclude: ['**/*.stories.tsx', '**/.vitest/**'],
    },
  },
  // The repository's one Vite config provides the aliases (stories import the public names,
  // resolved to the sources) and the pre-bundled dependencies; Storybook adds its own React plugin.
  viteFinal: async (viteConfig) => {
    viteConfig.resolve ??= {};
    viteConfig.resolve.alias = sourceAliases;
    viteConfig.plugins = [...(viteConfig.plugins ?? []), packageImportsPlugin()];
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [...(viteConfig.optimizeDeps.include ?? []), ...browserDeps];
    return viteConfig;
  },
};

export default config;
