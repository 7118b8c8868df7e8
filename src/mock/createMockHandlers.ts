import { type MockRequestHandler, mockHandlers } from './mswHandlers.js';
import type { MockServiceOptions } from './serviceOptions.js';

/**
 * msw is an optional peer dependency, loaded here when installed, so the rest of the entry
 * (`createMockFetch`, the data set, the factories) works without it. This is the variant for
 * browsers and bundlers (the `default` condition of the `./mock` export), which support a
 * top-level await. Node gets createMockHandlers.node.ts (the `node` condition), which has
 * none, so `require('content-delivery-react/mock')` works there.
 */
const msw = await import('msw').catch(() => undefined);

/**
 * MSW 2 request handlers serving the mock Content Delivery Service: one per
 * endpoint, plus a catch-all that answers other paths and methods under
 * `/api/v1/content/` with problem details (404/405).
 * Override a single endpoint in a test with `server.use(http.get(…))` as usual.
 * Needs `msw` (^2.4) installed.
 *
 * @example
 * const server = setupServer(...createMockHandlers({ baseUrl: 'https://cds.test' }));
 */
export function createMockHandlers(options: MockServiceOptions = {}): MockRequestHandler[] {
  return mockHandlers(msw, options);
}
