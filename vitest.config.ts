import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests import the public entry names, resolved to the sources.
    alias: [
      {
        find: /^content-delivery-react\/mock\/server$/,
        replacement: fileURLToPath(new URL('./src/mock/server.ts', import.meta.url)),
      },
      {
        find: /^content-delivery-react\/(client|mock)$/,
        replacement: fileURLToPath(new URL('./src/$1/index.ts', import.meta.url)),
      },
      {
        find: /^content-delivery-react$/,
        replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
    testTimeout: 15_000,
    unstubGlobals: true,
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
