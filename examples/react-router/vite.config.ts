import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// No aliases: `content-delivery-react` resolves to the repository's built `dist/` through the
// package's `exports` (this folder has no package.json of its own), as it would from npm.
export default defineConfig({
  plugins: [reactRouter()],
  // Browser source maps: the end-to-end test attributes each route's JavaScript to the
  // library, DOMPurify or the rest through them.
  build: { sourcemap: true },
  server: { host: '127.0.0.1' },
});
