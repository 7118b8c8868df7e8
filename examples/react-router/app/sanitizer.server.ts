import { installServerSanitizer } from 'content-delivery-react/server';

let installed = false;

/**
 * Server-side sanitizing (jsdom), installed on first use: without it the library renders an
 * article body on the server as text only. Call it before server-rendering content.
 */
export function ensureServerSanitizer(): void {
  if (installed) return;
  installServerSanitizer();
  installed = true;
}
