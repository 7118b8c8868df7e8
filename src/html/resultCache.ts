import type { SanitizePolicy } from './policy.js';
import type { SanitizedNode } from './sanitizedTree.js';

/**
 * Sanitized trees per policy object and HTML string, least recently used
 * dropped past `size` entries per policy. Policies are held weakly.
 */
export function createResultCache(size: number) {
  const caches = new WeakMap<SanitizePolicy, Map<string, SanitizedNode[]>>();
  const mapFor = (policy: SanitizePolicy) => {
    let cache = caches.get(policy);
    if (cache === undefined) {
      cache = new Map();
      caches.set(policy, cache);
    }
    return cache;
  };
  return {
    get(policy: SanitizePolicy, html: string): SanitizedNode[] | undefined {
      const cache = mapFor(policy);
      const cached = cache.get(html);
      if (cached !== undefined) {
        // Refresh its place in the least-recently-used order.
        cache.delete(html);
        cache.set(html, cached);
      }
      return cached;
    },
    set(policy: SanitizePolicy, html: string, tree: SanitizedNode[]): void {
      const cache = mapFor(policy);
      cache.set(html, tree);
      if (cache.size > size) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    },
  };
}
