import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// No aliases: `content-delivery-react` resolves to the repository's built `dist/` through the
// package's `exports` (this folder has no package.json of its own), as it would from npm.
export default defineConfig({
  // Vite's root is this folder wherever the command runs (`vite build examples/tanstack-start`).
  root: import.meta.dirname,
  plugins: [tanstackStart(), react()],
  // Browser source maps: the end-to-end test attributes each route's JavaScript to the
  // library, DOMPurify or the rest through them. A production site would use 'hidden' or none.
  environments: { client: { build: { sourcemap: true } } },
  server: { host: '127.0.0.1' },
});
