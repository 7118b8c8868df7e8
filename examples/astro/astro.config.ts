import node from '@astrojs/node';
import react from '@astrojs/react';
import type { AstroUserConfig } from 'astro';
import { defineConfig } from 'astro/config';

// No aliases: `content-delivery-react` resolves to the repository's built `dist/` through the
// package's `exports` (this folder has no package.json of its own), as it would from npm.

/** The site, whatever runs it: astro.config.cloudflare.ts builds the same for Cloudflare. */
export const siteConfig = {
  // Every page is rendered per request on the server (the key stays there).
  output: 'server',
  integrations: [react()],
  server: { host: '127.0.0.1' },
  vite: {
    // Browser source maps: the end-to-end test attributes each route's JavaScript to the
    // library, DOMPurify or the rest through them. A production site would use 'hidden' or none.
    environments: { client: { build: { sourcemap: true } } },
  },
} satisfies AstroUserConfig;

export default defineConfig({
  ...siteConfig,
  // Node's standalone server (`node dist/server/entry.mjs`) serves the pages and the browser assets.
  adapter: node({ mode: 'standalone' }),
  vite: {
    ...siteConfig.vite,
    // The server build leaves packages to Node, which resolves them from dist/server upwards: here
    // the repository's node_modules, whose `cookie` is an older major than the one Astro nests in
    // node_modules/astro/node_modules. Bundled, it is resolved from Astro's own folder instead. An
    // app with its own package.json and a normal install does not need this (nor does the
    // Cloudflare build, which bundles everything).
    ssr: { noExternal: ['cookie'] },
  },
});
