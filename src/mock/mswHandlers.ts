// msw is an optional peer dependency, and an app that only uses createMockFetch or the demo data
// compiles the declarations of this entry without it (with `skipLibCheck: false` too). Every msw
// type of the entry's public declarations is therefore imported here, once, behind the one-line
// JSDoc directive below: unlike a `//` comment, a JSDoc comment is kept in the emitted .d.ts, where
// it turns "Cannot find module 'msw'" into an `any` that the types below replace with `unknown`.
// A unit type test and test/consumers/mock-without-msw check both sides.

// biome-ignore lint/suspicious/noTsIgnore: @ts-expect-error would fail wherever msw is installed.
/** @ts-ignore msw may be missing (optional peer dependency): then this import is `any`, see below. */
import type * as Msw from 'msw';
import { createMockService } from './service.js';
import type { MockServiceOptions } from './serviceOptions.js';

/**
 * One request handler made by `createMockHandlers`: msw's `HttpHandler` when msw is installed,
 * `unknown` when it is not (so no `any` leaks into an app without msw).
 */
export type MockRequestHandler = unknown extends Msw.HttpHandler ? unknown : Msw.HttpHandler;

/** The msw module as an entry's variant loaded it, or undefined where it is not installed. */
export type OptionalMsw = typeof Msw | undefined;

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
