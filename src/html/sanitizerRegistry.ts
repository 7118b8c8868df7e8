import type { WindowLike } from 'dompurify';
import { createSanitizer, type Sanitizer } from './createSanitizer.js';

// Shared through globalThis so that two copies of this library in one bundle agree.
const serverSlot = Symbol.for('content-delivery-react.serverSanitizer');

/**
 * Whether a value in the shared slot can be used (another copy, or other code, may have put
 * it there). A missing `supported` reads as unsupported: text only.
 */
function isSanitizer(value: unknown): value is Sanitizer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sanitize' in value &&
    typeof value.sanitize === 'function'
  );
}

const browserSanitizers = new WeakMap<object, Sanitizer>();

/**
 * Makes `sanitizer` the one `ContentBody` uses where there is no browser DOM
 * (server rendering). Use `installServerSanitizer()` from
 * `content-delivery-react/server`, which builds one on jsdom.
 */
export function setServerSanitizer(sanitizer: Sanitizer | undefined): void {
  Reflect.set(globalThis, serverSlot, sanitizer);
}

/** The sanitizer for this environment: the page's own window in a browser, else the installed server one. */
export function currentSanitizer(): Sanitizer | undefined {
  const browserWindow: (Window & WindowLike) | undefined = globalThis.window;
  if (browserWindow?.document !== undefined) {
    const sanitizer = browserSanitizers.get(browserWindow) ?? createSanitizer(browserWindow);
    browserSanitizers.set(browserWindow, sanitizer);
    return sanitizer;
  }
  const installed: unknown = Reflect.get(globalThis, serverSlot);
  return isSanitizer(installed) ? installed : undefined;
}
