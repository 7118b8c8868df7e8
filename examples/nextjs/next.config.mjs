// Next.js 16 config of the example. The example has no package.json: `content-delivery-react`
// resolves to the repository's built `dist/` through the root package.json's `exports`
// (package self-reference), and next/react come from the root node_modules.

import { fileURLToPath } from 'node:url';
import { turbopackRoot } from '../../scripts/turbopackRoot.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Two builds side by side: `.next` (Turbopack, the default) and `.next-webpack` (`--webpack`).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The repository, or in a git worktree with a linked node_modules the folder above both.
  turbopack: { root: turbopackRoot(fileURLToPath(new URL('../..', import.meta.url))) },
  // The end-to-end test attributes each route's JavaScript to the library, DOMPurify or the rest
  // through the browser source maps (scripts/routeJs.mjs).
  productionBrowserSourceMaps: true,
  // Cache Components: data functions are cached with 'use cache' + cacheTag/cacheLife
  // (lib/content.ts) and revalidated by tag from app/api/revalidate/route.ts.
  cacheComponents: true,
  partialPrefetching: true,
  experimental: {
    // webpack (not Turbopack) treats every 'use client' module the package's entry re-exports
    // as used by any route that imports from it: without this, even the server-only article
    // and list pages load the library's client components (14.3 kB gzip, measured). This makes
    // webpack import each name from its own module, as Turbopack already does.
    optimizePackageImports: ['content-delivery-react'],
  },
};

export default nextConfig;
