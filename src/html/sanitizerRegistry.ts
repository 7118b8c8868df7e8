import type { WindowLike } from 'dompurify';
import { createSanitizer, type Sanitizer } from './createSanitizer.js';

// Shared through globalThis so that two copies of this library in one bundle agree.
const serverSlot = Symbol.for('content-delivery-react.serverSanitizer');
type SlotHolder = { [serverSlot]?: Sanitizer | undefined };

const browserSanitizers = new WeakMap<object, Sanitizer>();

/**
 * Makes `sanitizer` the one `ContentBody` uses where there is no browser DOM
 * (server rendering). Use `installServerSanitizer()` from
 * `content-delivery-react/server`, which builds one on jsdom.
 */
export function setServerSanitizer(sanitizer: Sanitizer | undefined): void {
  (globalThis as SlotHolder)[serverSlot] = sanitizer;
}

/** The sanitizer for this environment: the page's own window in a browser, else the installed server one. */
export function currentSanitizer(): Sanitizer | undefined {
  const browserWindow: (Window & WindowLike) | undefined = globalThis.window;
  if (browserWindow?.document !== undefined) {
    const sanitizer = browserSanitizers.get(browserWindow) ?? createSanitizer(browserWindow);
    browserSanitizers.set(browserWindow, sanitizer);
    return sanitizer;
  }
  return (globalThis as SlotHolder)[serverSlot];
}
