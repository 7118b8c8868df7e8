import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

// Inside this repository the example uses the library's sources; an app of
// your own just installs `content-delivery-react` and needs no aliases.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^content-delivery-react\/client$/, replacement: src('client/index.ts') },
      { find: /^content-delivery-react\/mock$/, replacement: src('mock/index.ts') },
      { find: /^content-delivery-react$/, replacement: src('index.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
