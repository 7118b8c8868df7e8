import type { SanitizePolicy } from './policy.js';
import { policyKey } from './policyKey.js';
import type { SanitizedNode } from './sanitizedTree.js';

/**
 * Policies whose results a cache keeps, compared by content (see `policyKey`); past this, the
 * least recently used policy is dropped with its results. An app uses a handful of policies;
 * the bound is for policies that differ on every render (inline rewrite functions), which
 * would otherwise add a set of results per render.
 */
export const MAX_CACHED_POLICIES = 16;

/** Drops the oldest entries of `map` (the first in its order) until it has at most `size`. */
function dropOldest(map: Map<string, unknown>, size: number): void {
  for (const key of map.keys()) {
    if (map.size <= size) return;
    map.delete(key);
  }
}

/**
 * Sanitized trees per policy content and HTML string: at most `size` per policy and
 * `MAX_CACHED_POLICIES` policies, least recently used dropped first. The returned function
 * answers the cached tree, else `compute()`'s result (cached unless it throws).
 */
export function createResultCache(size: number) {
  const byPolicy = new Map<string, Map<string, SanitizedNode[]>>();
  return (policy: SanitizePolicy, html: string, compute: () => SanitizedNode[]) => {
    const key = policyKey(policy);
    const results = byPolicy.get(key) ?? new Map<string, SanitizedNode[]>();
    // Deleted and set again, which moves it to the recent end of the Map's order.
    byPolicy.delete(key);
    byPolicy.set(key, results);
    dropOldest(byPolicy, MAX_CACHED_POLICIES);
    let tree = results.get(html);
    // The same for a hit; a miss skips the delete (each lookup hashes the whole HTML string).
    if (tree === undefined) tree = compute();
    else results.delete(html);
    results.set(html, tree);
    dropOldest(results, size);
    return tree;
  };
}
