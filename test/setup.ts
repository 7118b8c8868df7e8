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
