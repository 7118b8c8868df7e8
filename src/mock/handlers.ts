import { createMockService, type MockServiceOptions } from './service.js';

/**
 * msw is an optional peer dependency: it is loaded here when installed, so the
 * rest of this entry (`createMockFetch`, the data set, the factories) works
 * without it, and only `createMockHandlers` asks for it.
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
export function createMockHandlers(options: MockServiceOptions = {}) {
  if (msw === undefined) {
    throw new Error(
      '[createMockHandlers] msw is not installed: run `npm install --save-dev msw@^2`, or use createMockFetch() which needs no msw.',
    );
  }
  const { http } = msw;
  const service = createMockService(options);
  const prefix = options.baseUrl === undefined ? '*' : options.baseUrl.replace(/\/+$/, '');
  const brand = `${prefix}/api/v1/content/brands/:brandId`;
  const resolve = ({ request }: { request: Request }) => service.handle(request);
  return [
    http.get(`${brand}/categories`, resolve),
    http.get(`${brand}/category/:categoryId`, resolve),
    http.get(`${brand}/lang/:lang`, resolve),
    http.get(`${brand}/tag/:tag`, resolve),
    http.all(`${prefix}/api/v1/content/*`, resolve),
  ];
}
