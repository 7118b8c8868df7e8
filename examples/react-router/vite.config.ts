import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// No aliases: `content-delivery-react` resolves to the repository's built `dist/` through the
// package's `exports` (this folder has no package.json of its own), as it would from npm.
export default defineConfig({
  plugins: [reactRouter()],
  // Browser source maps: the end-to-end test attributes each route's JavaScript to the
  // library, DOMPurify or the rest through them.
  build: { sourcemap: true },
  // The server build resolves packages with Node's `node` export condition, which gives
  // `content-delivery-react` its server sanitizer (jsdom). React Router 8 adds the condition
  // only when the nearest package.json lists a Node adapter (`@react-router/node`, `-serve` or
  // `-express`) in `dependencies`; here that is the repository's, which has them as dev
  // dependencies, so it is named. Without it, article bodies render as plain text.
  environments: { ssr: { resolve: { conditions: ['node'], externalConditions: ['node'] } } },
  server: { host: '127.0.0.1' },
});
