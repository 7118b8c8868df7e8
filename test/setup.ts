import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LOADED_MACHINE_RENDER_TIMEOUT_MS } from './helpers/loadedMachine.js';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// Every `waitFor` and `findBy*` of the unit and browser tests waits this long for its condition,
// not Testing Library's 1 s, which a loaded CI machine exceeds (see helpers/loadedMachine.ts).
configure({ asyncUtilTimeout: LOADED_MACHINE_RENDER_TIMEOUT_MS });

// In a DOM environment the browser's sanitizer loads on first need (src/html/currentSanitizer.ts)
// and bodies wait for it: the tests render as a page does once it has loaded.
// test/components/lazySanitizer.test.tsx renders before it has.
if (typeof window !== 'undefined') {
  const { loadBrowserSanitizer } = await import('../src/html/currentSanitizer.js');
  await loadBrowserSanitizer();
}
