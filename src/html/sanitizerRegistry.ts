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

const warned = new Set<string>();

/**
 * Logs a development warning once per message. Callers guard it with
 * `process.env.NODE_ENV !== 'production'`, so production bundles drop the message text too.
 */
export function warnOnce(message: string): void {
  if (!warned.has(message)) console.warn(message);
  warned.add(message);
}
