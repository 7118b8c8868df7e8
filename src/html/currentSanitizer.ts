import type { WindowLike } from 'dompurify';
import { defaultServerSanitizer } from '#server-sanitizer';
import type { createSanitizer, Sanitizer } from './createSanitizer.js';

// Which sanitizer runs: the page's own window in a browser; on a server the one installed with
// `installServerSanitizer()`, else the default of `#server-sanitizer` (package.json `imports`:
// the DOM-free sanitizer, created on first use, on every server runtime; none in browsers). No
// import sets anything here: installing is an explicit call, and the default is created where it
// is first used.
//
// The browser's sanitizer (DOMPurify's setup, the hooks and the model of the parser it reads a
// body with before parsing it: about 6 kB gzipped) is loaded on first need, by a dynamic
// `import()` a bundler puts in a chunk of its own. A page that renders no article body in the
// browser (a list, a navigation, a page of server components) never loads it; `ContentArticle`
// starts loading it while its item is fetched, and `ContentBody` and `ContentToc` suspend until
// it is there (while hydrating, React keeps the server's HTML meanwhile).

const browserSanitizers = new WeakMap<object, Sanitizer>();
let installed: Sanitizer | undefined;

/** The browser's sanitizer factory once its chunk has loaded. */
let createBrowserSanitizer: typeof createSanitizer | undefined;
/** Set when the chunk could not be loaded (offline, a deployment that removed it): text only. */
let loadFailed = false;
/** The load under way, from the first need; settled (it never rejects) once it is done. */
let loading: Promise<void> | undefined;

/**
 * Makes `sanitizer` the one `ContentBody` and `ContentToc` use where there is no browser DOM
 * (server rendering), instead of the default; `undefined` goes back to the default. Use
 * `installServerSanitizer()` from `content-delivery-react/server`.
 */
export function setServerSanitizer(sanitizer: Sanitizer | undefined): void {
  installed = sanitizer;
}

/** The page's window when there is one with a document (a browser, or a DOM test environment). */
function pageWindow(): (Window & WindowLike) | undefined {
  const browserWindow: (Window & WindowLike) | undefined = globalThis.window;
  return browserWindow?.document === undefined ? undefined : browserWindow;
}

/**
 * Starts loading the browser's sanitizer (once) and returns the promise of its load, settled
 * when it is usable or has failed; on a server, where it is never needed, a settled promise.
 */
export function loadBrowserSanitizer(): Promise<void> {
  if (pageWindow() === undefined) return Promise.resolve();
  loading ??= import('./createSanitizer.js').then(
    (module) => {
      createBrowserSanitizer = module.createSanitizer;
    },
    () => {
      // Never fail open: without its sanitizer a browser renders bodies as text, as it does
      // where DOMPurify is unsupported (ContentBody says so once in development).
      loadFailed = true;
    },
  );
  return loading;
}

/**
 * The load to wait for before the browser's sanitizer can be used (starting it), or `undefined`
 * when there is nothing to wait for: on a server, once it has loaded, or once its load failed.
 * `ContentBody` and `ContentToc` suspend on it (throw it) inside their own `Suspense`.
 */
export function sanitizerLoading(): Promise<void> | undefined {
  if (pageWindow() === undefined || createBrowserSanitizer !== undefined || loadFailed) {
    return undefined;
  }
  return loadBrowserSanitizer();
}

/** Whether this page could not load the browser's sanitizer: its bodies are text only. */
export function browserSanitizerFailed(): boolean {
  return loadFailed;
}

/**
 * The sanitizer for this environment: the page's own window in a browser (once loaded; see
 * `sanitizerLoading`), else the server one.
 */
export function currentSanitizer(): Sanitizer | undefined {
  const browserWindow = pageWindow();
  if (browserWindow !== undefined) {
    if (createBrowserSanitizer === undefined) return undefined;
    const sanitizer = browserSanitizers.get(browserWindow) ?? createBrowserSanitizer(browserWindow);
    browserSanitizers.set(browserWindow, sanitizer);
    return sanitizer;
  }
  return installed ?? defaultServerSanitizer();
}
