import { type MockRequestHandler, mockHandlers, type OptionalMsw } from './mswHandlers.js';
import type { MockServiceOptions } from './serviceOptions.js';

/**
 * msw (an optional peer dependency) loaded synchronously, on first use: Node's `require()` of
 * an ES module graph fails when it has a top-level await, as the browser variant does.
 * `process.getBuiltinModule` (Node ≥ 20.16) rather than an import of `node:module`, which a
 * bundler targeting Node might not leave alone. Any failure counts as "not installed".
 */
function requireMsw(): OptionalMsw {
  try {
    // `require` answers `any`: the module is the msw the peer range (^2.4) and its types describe.
    return process.getBuiltinModule('node:module').createRequire(import.meta.url)('msw');
  } catch {
    return undefined;
  }
}

/** `createMockHandlers` for Node (the `node` condition of the `./mock` export); see createMockHandlers.ts. */
export function createMockHandlers(options: MockServiceOptions = {}): MockRequestHandler[] {
  return mockHandlers(requireMsw(), options);
}
