// msw is an optional peer dependency, and an app that only uses createMockFetch or the demo data
// compiles the declarations of this entry without it (with `skipLibCheck: false` too). Every msw
// type of the entry's public declarations is therefore imported here, once, behind the one-line
// JSDoc directive below: unlike a `//` comment, a JSDoc comment is kept in the emitted .d.ts, where
// it turns "Cannot find module 'msw'" into an `any` that the types below replace with `unknown`.
// A unit type test and test/consumers/mock-without-msw check both sides.

// biome-ignore lint/suspicious/noTsIgnore: @ts-expect-error would fail wherever msw is installed.
/** @ts-ignore msw may be missing (optional peer dependency): then this import is `any`, see below. */
import type * as Msw from 'msw';

/**
 * One request handler made by `createMockHandlers`: msw's `HttpHandler` when msw is installed,
 * `unknown` when it is not (so no `any` leaks into an app without msw).
 */
export type MockRequestHandler = unknown extends Msw.HttpHandler ? unknown : Msw.HttpHandler;

/** The msw module as an entry's variant loaded it, or undefined where it is not installed. */
export type OptionalMsw = typeof Msw | undefined;
