import type { SanitizePolicy } from './policy.js';
import { policyKey } from './policyKey.js';
import { createRecentCache } from './recentCache.js';
import type { SanitizedNode } from './sanitizedTree.js';

/**
 * Sanitized trees per policy content (see `policyKey`) and HTML string, at most `size` of
 * them over all policies, least recently used dropped first: one bound on memory however
 * many policies an app uses (or creates, with inline rewrite functions). The returned
 * function answers the cached tree, else `compute()`'s result (cached unless it throws).
 */
export function createResultCache(size: number) {
  // No cache at all (the window sanitizers inside the server one, which caches for them):
  // no key to build, which would copy the whole HTML once more per call.
  if (size <= 0) {
    return (_policy: SanitizePolicy, _html: string, compute: () => SanitizedNode[]) => compute();
  }
  const results = createRecentCache<SanitizedNode[]>(size);
  // A policy key is JSON, which never holds a raw line break: the two parts cannot blur.
  return (policy: SanitizePolicy, html: string, compute: () => SanitizedNode[]) =>
    results(`${policyKey(policy)}\n${html}`, compute);
}
