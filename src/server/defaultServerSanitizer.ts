import type { Sanitizer } from '../html/createSanitizer.js';
import { createServerSanitizer } from './createServerSanitizer.js';

// `#server-sanitizer` under the `node` condition: server rendering on Node (plain, or a
// bundler's server build) needs no setup. The jsdom sanitizer is created the first time a
// server render needs one, here, where it is used: no import sets anything, and browsers
// resolve defaultServerSanitizer.browser.ts and never load this code.

let created: Sanitizer | undefined;
let failed = false;

/**
 * The jsdom server sanitizer, created once on first use. When it cannot be created (jsdom
 * missing or unloadable) every later render goes straight to the safe text fallback, and
 * development says why once.
 */
export function defaultServerSanitizer(): Sanitizer | undefined {
  if (created !== undefined || failed) return created;
  try {
    created = createServerSanitizer();
  } catch (error) {
    failed = true;
    if (process.env.NODE_ENV !== 'production') {
      console.error(
        `[content-delivery-react] ${error instanceof Error ? error.message : String(error)} Until the server restarts with it, server-rendered content is safe text only.`,
      );
    }
  }
  return created;
}
