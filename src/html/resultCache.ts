import type { SanitizePolicy } from './policy.js';
import type { SanitizedNode } from './sanitizedTree.js';

/**
 * Sanitized trees per policy object and HTML string, least recently used
 * dropped past `size` entries per policy. Policies are held weakly. The
 * returned function answers the cached tree, else `compute()`'s result (cached
 * unless it throws).
 */
export function createResultCache(size: number) {
  const caches = new WeakMap<SanitizePolicy, Map<string, SanitizedNode[]>>();
  return (policy: SanitizePolicy, html: string, compute: () => SanitizedNode[]) => {
    const cache = caches.get(policy) ?? new Map<string, SanitizedNode[]>();
    caches.set(policy, cache);
    const tree = cache.get(html) ?? compute();
    // Deleting and setting again moves the entry to the recent end of the Map's order.
    cache.delete(html);
    cache.set(html, tree);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return tree;
  };
}
