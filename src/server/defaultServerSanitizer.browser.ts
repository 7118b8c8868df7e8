import type { Sanitizer } from '../html/createSanitizer.js';

/**
 * `#server-sanitizer` in browsers: none, so the server sanitizer (and parse5) is never bundled
 * for a browser, which sanitizes with DOMPurify on the page's own window (currentSanitizer.ts).
 */
export const defaultServerSanitizer = (): Sanitizer | undefined => undefined;
