import type { Sanitizer } from '../html/createSanitizer.js';

/**
 * `#server-sanitizer` in browsers and on runtimes without Node (Cloudflare Workers, edge): no
 * default server sanitizer, so none of the jsdom code is bundled. A browser sanitizes with the
 * page's own window; elsewhere the output is safe text unless a sanitizer is installed with
 * `installServerSanitizer()`.
 */
export function defaultServerSanitizer(): Sanitizer | undefined {
  return undefined;
}
