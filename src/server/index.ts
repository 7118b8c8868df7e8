import { setServerSanitizer } from '../html/currentSanitizer.js';
import { createServerSanitizer, type ServerSanitizer } from './createServerSanitizer.js';

export type { ServerSanitizer, ServerSanitizerOptions } from './createServerSanitizer.js';
export { createServerSanitizer } from './createServerSanitizer.js';

/**
 * Installs the server sanitizer `ContentBody` uses on the server (plain SSR and React Server
 * Components), so the server renders the same sanitized HTML as the browser (no hydration
 * mismatch). Optional: on every server runtime the package creates one on first use; install
 * your own to configure it (an installed one always wins). Call it once, in server-only code.
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

/**
 * Removes the installed server sanitizer: the next server render creates the default one again,
 * as if none had been installed. For a process that installs one for a while (a test, a
 * development server that reloads its configuration); a site installs once and never needs it.
 */
export function uninstallServerSanitizer(): void {
  setServerSanitizer(undefined);
}
