import type { SanitizePolicy } from './policy.js';
import { policyKey } from './policyKey.js';
import type { SanitizedNode } from './sanitizedTree.js';

/**
 * Sanitized trees per policy content (see `policyKey`) and HTML string, at most `size` of
 * them over all policies, least recently used dropped first: one bound on memory however
 * many policies an app uses (or creates, with inline rewrite functions). The returned
 * function answers the cached tree, else `compute()`'s result (cached unless it throws).
 */
export function createResultCache(size: number) {
  const results = new Map<string, SanitizedNode[]>();
  return (policy: SanitizePolicy, html: string, compute: () => SanitizedNode[]) => {
    // A policy key is JSON, which never holds a raw line break: the two parts cannot blur.
    const key = `${policyKey(policy)}\n${html}`;
    let tree = results.get(key);
    // A hit is deleted and set again, which moves it to the recent end of the Map's order;
    // a miss skips the delete (each lookup hashes the whole key).
    if (tree === undefined) tree = compute();
    else results.delete(key);
    results.set(key, tree);
    for (const oldest of results.keys()) {
      if (results.size <= size) break;
      results.delete(oldest);
    }
    return tree;
  };
}
