import type { Sanitizer } from '../html/createSanitizer.js';
import { createServerSanitizer } from './createServerSanitizer.js';

// `#server-sanitizer` on every runtime but a browser (package.json `imports`: Node, Bun, Deno,
// workerd, edge and bundlers' server builds): server rendering needs no setup. The sanitizer
// is created the first time a server render needs one, here, where it is used: no import sets
// anything, and browsers resolve defaultServerSanitizer.browser.ts and never load parse5.

let created: Sanitizer | undefined;

/** The DOM-free server sanitizer, created once on first use. */
export function defaultServerSanitizer(): Sanitizer | undefined {
  created ??= createServerSanitizer();
  return created;
}
