import cloudflare from '@astrojs/cloudflare';
import { defineConfig } from 'astro/config';
import { siteConfig } from './astro.config';

// The same site built for Cloudflare Workers (workerd): `astro build --config
// astro.config.cloudflare.ts`, then `astro preview --config astro.config.cloudflare.ts` runs the
// built Worker locally in workerd (through Miniflare), with the vars and secrets of
// wrangler.jsonc. Only the adapter and the output folder differ from the Node build.
export default defineConfig({
  ...siteConfig,
  adapter: cloudflare({
    // The site has no `astro:assets` images to transform (article images come with the content),
    // so no Cloudflare Images binding.
    imageService: 'passthrough',
  }),
  // Beside the Node build's dist/, so both builds can be served side by side.
  outDir: './dist-cloudflare',
  // The site keeps no sessions: without this the adapter would ask for a KV binding to hold them.
  session: false,
});
