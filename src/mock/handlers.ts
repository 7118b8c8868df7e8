import { http } from 'msw';
import { createMockService, type MockServiceOptions } from './service.js';

/**
 * MSW 2 request handlers serving the mock Content Delivery Service: one per
 * endpoint, plus a catch-all that answers other paths and methods under
 * `/api/v1/content/` with problem details (404/405).
 * Override a single endpoint in a test with `server.use(http.get(…))` as usual.
 *
 * @example
 * const server = setupServer(...createMockHandlers({ baseUrl: 'https://cds.test' }));
 */
export function createMockHandlers(options: MockServiceOptions = {}) {
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
