import type { MockRequestHandler, OptionalMsw } from './mswTypes.js';
import { createMockService } from './service.js';
import type { MockServiceOptions } from './serviceOptions.js';

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
  const resolve = ({ request }: { request: Request }) => service.handle(request);
  // RegExps without groups, because msw decodes every path parameter (`:brandId`, `*`) itself and
  // answers 500 with a stack trace for a malformed escape such as a lone surrogate (%ED%A0%80).
  // The service parses and decodes the path, and answers that with a 404 problem.
  const api = new RegExp(`${anchoredPrefix(options.baseUrl)}/api/v1/content/`);
  const images = new RegExp(`${anchoredPrefix(options.baseUrl)}/demo-images/`);
  return [
    http.all(api, resolve),
    // The demo data's images, which the service serves like a CDN (an <img> goes through MSW too).
    http.all(images, resolve),
  ];
}

/** The start a handler's URL must have: the base URL, or anything (any origin) without one. */
function anchoredPrefix(baseUrl: string | undefined): string {
  if (baseUrl === undefined) return '';
  const base = new URL(baseUrl);
  const prefix = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
  return `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}
