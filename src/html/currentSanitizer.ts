import type { WindowLike } from 'dompurify';
import { defaultServerSanitizer } from '#server-sanitizer';
import { createSanitizer, type Sanitizer } from './createSanitizer.js';

// Which sanitizer runs: the page's own window in a browser; on a server the one installed with
// `installServerSanitizer()`, else the default of `#server-sanitizer` (package.json `imports`:
// the DOM-free sanitizer, created on first use, on every server runtime; none in browsers). No import sets anything here: installing is an explicit call, and the default is
// created where it is first used.

const browserSanitizers = new WeakMap<object, Sanitizer>();
let installed: Sanitizer | undefined;

/**
 * Makes `sanitizer` the one `ContentBody` and `ContentToc` use where there is no browser DOM
 * (server rendering), instead of the default; `undefined` goes back to the default. Use
 * `installServerSanitizer()` from `content-delivery-react/server`.
 */
export function setServerSanitizer(sanitizer: Sanitizer | undefined): void {
  installed = sanitizer;
}

/** The sanitizer for this environment: the page's own window in a browser, else the server one. */
export function currentSanitizer(): Sanitizer | undefined {
  const browserWindow: (Window & WindowLike) | undefined = globalThis.window;
  if (browserWindow?.document !== undefined) {
    const sanitizer = browserSanitizers.get(browserWindow) ?? createSanitizer(browserWindow);
    browserSanitizers.set(browserWindow, sanitizer);
    return sanitizer;
  }
  return installed ?? defaultServerSanitizer();
}
