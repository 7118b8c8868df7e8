import { setServerSanitizer } from '../html/sanitizerRegistry.js';
import { createServerSanitizer, type ServerSanitizer } from './createServerSanitizer.js';

export type {
  ServerSanitizer,
  ServerSanitizerOptions,
  ServerWindow,
} from './createServerSanitizer.js';
export { createServerSanitizer } from './createServerSanitizer.js';

/**
 * One-line setup for server rendering: after this, `ContentBody` renders the
 * same sanitized HTML on the server as in the browser (no hydration
 * mismatch). Without it, server output is text only (safe) and the browser
 * upgrades it after hydration. Call it once, in server-only code.
 *
 * @example
 * import { installServerSanitizer } from 'content-delivery-react/server';
 * installServerSanitizer();
 */
export function installServerSanitizer(
  sanitizer: ServerSanitizer = createServerSanitizer(),
): ServerSanitizer {
  setServerSanitizer(sanitizer);
  return sanitizer;
}

/** Removes the installed server sanitizer (tests). */
export function uninstallServerSanitizer(): void {
  setServerSanitizer(undefined);
}
