import type { WindowLike } from 'dompurify';
import { createSanitizer, type Sanitizer, type SanitizerOptions } from '../html/createSanitizer.js';
import { defaultPolicy } from '../html/policy.js';
import { createResultCache } from '../html/sanitizeCache.js';
import { jsdomMajorVersion, loadJsdom } from './loadJsdom.js';

/** A window to sanitize in, and how to free it. */
export interface ServerWindow {
  window: WindowLike;
  close(): void;
}

/** The server sanitizer takes the browser one's cost limits, with the same defaults. */
export interface ServerSanitizerOptions
  extends Pick<SanitizerOptions, 'maxLength' | 'maxElements'> {
  /**
   * Sanitize calls (cache misses) after which the window is closed and a fresh one created;
   * `Infinity` keeps one window. On jsdom 30 and later one window stays flat over 5 000
   * articles (docs/performance.md), so the default jsdom window is kept. On older jsdom, when
   * jsdom's version cannot be read, and with your own `createWindow`, the window is replaced
   * every 100 calls: a bound on what a window may keep (jsdom 27–29 were reported to keep
   * every parsed document that has an `id`, about 2.4 MB per 50 KB article).
   * @default Infinity with jsdom ≥ 30 and the default window; 100 otherwise
   */
  recycleAfter?: number;
  /**
   * Sanitized results kept over all policies (compared by content), keyed by policy and
   * HTML string, least recently used dropped.
   * @default 500
   */
  cacheSize?: number;
  /**
   * Creates the window; default: a jsdom window. Never use happy-dom: DOMPurify on it lets
   * `<script>` and `onerror` through.
   */
  createWindow?: () => ServerWindow;
}

/** A sanitizer for server rendering; `windows` counts how many windows it has created. */
export interface ServerSanitizer extends Sanitizer {
  readonly stats: { windows: number; sanitized: number; cacheHits: number };
}

/** The default window: jsdom's, which the optional `jsdom` peer must provide. */
function jsdomWindow(): ServerWindow {
  const dom = new (loadJsdom().JSDOM)('<!doctype html><html><body></body></html>');
  return { window: dom.window, close: () => dom.window.close() };
}

/** The first jsdom major on which one window serves every article with a flat heap. */
const JSDOM_FLAT_ON_ONE_WINDOW = 30;

/**
 * Recycling is a bound on what an older or unknown window may keep: only a jsdom we load
 * ourselves, whose version we can read, is known not to need it.
 */
function defaultRecycleAfter(createWindow: () => ServerWindow): number {
  if (createWindow !== jsdomWindow) return 100;
  const major = jsdomMajorVersion();
  return major !== undefined && major >= JSDOM_FLAT_ON_ONE_WINDOW ? Number.POSITIVE_INFINITY : 100;
}

/**
 * A sanitizer for Node: the same DOMPurify policy as in the browser, on a jsdom window (one
 * for every article on jsdom ≥ 30, recycled every `recycleAfter` calls on older jsdom, so
 * memory stays flat), with a bounded cache so the same article is sanitized once.
 *
 * @example
 * installServerSanitizer(createServerSanitizer({ cacheSize: 1_000 }));
 */
export function createServerSanitizer({
  cacheSize = 500,
  createWindow = jsdomWindow,
  recycleAfter = defaultRecycleAfter(createWindow),
  ...limits
}: ServerSanitizerOptions = {}): ServerSanitizer {
  let current: { window: ServerWindow; sanitizer: Sanitizer; uses: number } | undefined;
  const stats = { windows: 0, sanitized: 0, cacheHits: 0 };
  const cached = createResultCache(cacheSize);

  const fresh = () => {
    current?.window.close();
    const window = createWindow();
    stats.windows++;
    current = {
      window,
      sanitizer: createSanitizer(window.window, { ...limits, cacheSize: 0 }),
      uses: 0,
    };
    return current;
  };

  const probe = fresh();
  return {
    supported: probe.sanitizer.supported,
    stats,
    sanitize(html, policy = defaultPolicy) {
      let hit = true;
      const tree = cached(policy, html, () => {
        hit = false;
        const active = current !== undefined && current.uses < recycleAfter ? current : fresh();
        active.uses++;
        stats.sanitized++;
        return active.sanitizer.sanitize(html, policy);
      });
      if (hit) stats.cacheHits++;
      return tree;
    },
  };
}
