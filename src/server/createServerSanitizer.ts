import type { Sanitizer, SanitizerOptions } from '../html/createSanitizer.js';
import { createTwoPassSanitizer } from '../html/twoPassSanitizer.js';
import { parse5Engine } from './parse5Sanitizer.js';

/** The server sanitizer takes the browser one's cost limits, with the same defaults. */
export interface ServerSanitizerOptions
  extends Pick<SanitizerOptions, 'maxLength' | 'maxElements'> {
  /**
   * Sanitized results kept over all policies (compared by content), keyed by policy and
   * HTML string, least recently used dropped.
   * @default 500
   */
  cacheSize?: number;
}

/** A sanitizer for server rendering, with counts of its work. */
export interface ServerSanitizer extends Sanitizer {
  /** Bodies sanitized (cache misses), and calls answered from the cache. */
  readonly stats: { sanitized: number; cacheHits: number };
}

/**
 * A sanitizer for server rendering on any runtime (Node, Bun, Deno, Cloudflare Workers): the
 * browser's DOMPurify policy applied to the tree of parse5 (the HTML standard's parser), with
 * no DOM, and a bounded cache so the same article is sanitized once. It builds the trees the
 * browser's DOMPurify builds, so the page hydrates without a mismatch.
 *
 * @example
 * installServerSanitizer(createServerSanitizer({ cacheSize: 1_000 }));
 */
export function createServerSanitizer({
  cacheSize = 500,
  ...limits
}: ServerSanitizerOptions = {}): ServerSanitizer {
  const stats = { sanitized: 0, cacheHits: 0 };
  const sanitizer = createTwoPassSanitizer(parse5Engine, { ...limits, cacheSize }, () => {
    stats.sanitized++;
  });
  return {
    supported: sanitizer.supported,
    stats,
    sanitize(html, policy) {
      const misses = stats.sanitized;
      const tree = sanitizer.sanitize(html, policy);
      if (stats.sanitized === misses) stats.cacheHits++;
      return tree;
    },
  };
}
