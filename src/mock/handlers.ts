import type { MockRequestHandler, OptionalMsw } from './mswTypes.js';
import { createMockService, type MockServiceOptions } from './service.js';

/**
 * The handlers of `createMockHandlers`, made with `msw` as the entry's variant loaded it (see
 * createMockHandlers.ts and createMockHandlers.node.ts); without msw, an error that says what to do.
 */
export function mockHandlers(msw: OptionalMsw, options: MockServiceOptions): MockRequestHandler[] {
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
  // A RegExp without groups: a `*` path would make msw decode the rest of the path itself and
  // answer 500 for a malformed escape (%ED%A0%80), where the service answers 404.
  const images = new RegExp(
    options.baseUrl === undefined
      ? '/demo-images/'
      : `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/demo-images/`,
  );
  return [
    http.get(`${brand}/categories`, resolve),
    http.get(`${brand}/category/:categoryId`, resolve),
    http.get(`${brand}/lang/:lang`, resolve),
    http.get(`${brand}/tag/:tag`, resolve),
    // The demo data's images, which the service serves like a CDN (an <img> goes through MSW too).
    http.get(images, resolve),
    http.head(images, resolve),
    http.all(`${prefix}/api/v1/content/*`, resolve),
  ];
}
