/**
 * `#server-sanitizer` in browsers: none, so the server sanitizer (and parse5) is never bundled
 * for a browser, which sanitizes with DOMPurify on the page's own window (currentSanitizer.ts).
 */
// A function declaration with an empty body (not an arrow in a const): bundlers drop a call to
// it, so a browser bundle carries nothing of this file.
export function defaultServerSanitizer(): undefined {}
