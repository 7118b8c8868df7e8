import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

// Inside this repository the site uses the library's sources; a real site installs the package.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^content-delivery-react\/client$/, replacement: src('client/index.ts') },
      { find: /^content-delivery-react\/mock$/, replacement: src('mock/index.ts') },
      { find: /^content-delivery-react\/styles\.css$/, replacement: src('styles.css') },
      { find: /^content-delivery-react$/, replacement: src('index.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5174 },
  preview: { host: '127.0.0.1', port: 4174 },
});
