import type { WindowLike } from 'dompurify';
import { createSanitizer, type Sanitizer } from './createSanitizer.js';

// Shared through globalThis so that two copies of this library in one bundle agree.
const serverSlot = Symbol.for('content-delivery-react.serverSanitizer');
const factorySlot = Symbol.for('content-delivery-react.serverSanitizerFactory');

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
 * (server rendering), instead of the jsdom one created on first use. Use
 * `installServerSanitizer()` from `content-delivery-react/server`, which builds one on jsdom.
 */
export function setServerSanitizer(sanitizer: Sanitizer | undefined): void {
  Reflect.set(globalThis, serverSlot, sanitizer);
}

/**
 * How to create a server sanitizer the first time one is needed and none is installed. The
 * package's `node` and `react-server` entries set jsdom's (`createServerSanitizer()`), so
 * server rendering needs no setup; browsers never load that code.
 */
export function setServerSanitizerFactory(factory: (() => Sanitizer) | undefined): void {
  Reflect.set(globalThis, factorySlot, factory);
}

/** The sanitizer for this environment: the page's own window in a browser, else the server one. */
export function currentSanitizer(): Sanitizer | undefined {
  const browserWindow: (Window & WindowLike) | undefined = globalThis.window;
  if (browserWindow?.document !== undefined) {
    const sanitizer = browserSanitizers.get(browserWindow) ?? createSanitizer(browserWindow);
    browserSanitizers.set(browserWindow, sanitizer);
    return sanitizer;
  }
  const installed: unknown = Reflect.get(globalThis, serverSlot);
  return isSanitizer(installed) ? installed : createOnFirstUse();
}

/**
 * The server sanitizer from the factory, created once and installed. When it cannot be
 * created (jsdom missing, or an edge runtime without Node's `require`) the factory is dropped,
 * so every later render goes straight to the safe text fallback, and development says why once.
 */
function createOnFirstUse(): Sanitizer | undefined {
  const factory: unknown = Reflect.get(globalThis, factorySlot);
  if (typeof factory !== 'function') return undefined;
  setServerSanitizerFactory(undefined);
  try {
    const created: unknown = factory();
    if (!isSanitizer(created)) return undefined;
    setServerSanitizer(created);
    return created;
  } catch (error) {
    if (process.env.NODE_ENV !== 'production') {
      console.error(
        `[content-delivery-react] ${error instanceof Error ? error.message : String(error)} Until the server restarts with it, server-rendered content is safe text only.`,
      );
    }
    return undefined;
  }
}
