import type { Sanitizer } from '../html/createSanitizer.js';

// Stryker disable BlockStatement: equivalent, an empty body returns undefined too
/**
 * `#server-sanitizer` in browsers: none, so the server sanitizer (and parse5) is never bundled
 * for a browser, which sanitizes with DOMPurify on the page's own window (currentSanitizer.ts).
 */
export function defaultServerSanitizer(): Sanitizer | undefined {
  return undefined;
}
// Stryker restore BlockStatement
