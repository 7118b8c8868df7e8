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
    let tree = cache.get(html);
    // A hit is deleted and set again, which moves it to the recent end of the Map's order;
    // a miss skips the delete (each lookup hashes the whole HTML string).
    if (tree === undefined) tree = compute();
    else cache.delete(html);
    cache.set(html, tree);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return tree;
  };
}
