import { defineConfig } from 'vitest/config';

// End-to-end tests: Chromium against the built example site and Storybook, on 127.0.0.1.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
