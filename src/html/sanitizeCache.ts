import type { SanitizePolicy } from './policy.js';
import type { SanitizedNode } from './sanitizedTree.js';

// The sanitize cache: sanitized trees kept per policy content and HTML string, in one bounded
// least-recently-used cache (also used for other values keyed by content: formatters per
// language). In html/ because it is the lowest layer both the sanitizer and the components import.

/**
 * A cache of at most `size` values by string key, least recently used dropped first, for
 * anything keyed by content (HTML, language tags): however many distinct keys a service
 * sends, memory stays bounded. Returns the cached value for `key`, else `create()`'s
 * result (cached unless it throws).
 */
export function createRecentCache<V>(size: number) {
  const values = new Map<string, V>();
  const cached = (key: string, create: () => V): V => {
    let value = values.get(key);
    // A hit is deleted and set again, which moves it to the recent end of the Map's order;
    // a miss skips the delete (each lookup hashes the whole key).
    if (value === undefined) value = create();
    else values.delete(key);
    values.set(key, value);
    for (const oldest of values.keys()) {
      if (values.size <= size) break;
      values.delete(oldest);
    }
    return value;
  };
  /** Values held now (for tests of the bound). */
  cached.size = () => values.size;
  return cached;
}

/** Ids of the rewrite functions seen so far: functions cannot be compared by their content. */
const functionIds = new WeakMap<object, number>();
let lastFunctionId = 0;

/** A number per function object (the same function, the same number); 0 for none. */
function functionId(rewrite: object | undefined): number {
  if (rewrite === undefined) return 0;
  let id = functionIds.get(rewrite);
  if (id === undefined) {
    id = ++lastFunctionId;
    functionIds.set(rewrite, id);
  }
  return id;
}

/**
 * A string that is equal for two policies only when they sanitize and render alike, so
 * results can be cached per policy content rather than per policy object: an inline
 * `policy={{ headingOffset: 1 }}` written anew on every render finds the results of the last
 * one. Data fields are compared by value (a missing field equals its default); `rewriteLink`
 * and `rewriteImage` by identity, since functions cannot be compared by what they do, so a
 * policy with inline functions (a new function each render) still sanitizes again: hoist
 * them, or `useCallback` them.
 *
 * @example
 * policyKey({ headingOffset: 1 }) === policyKey({ headingOffset: 1 }); // true
 * policyKey({ rewriteLink: (href) => href }) === policyKey({ rewriteLink: (href) => href }); // false
 */
export function policyKey(policy: SanitizePolicy): string {
  return JSON.stringify([
    policy.allowIframeHosts ?? [],
    policy.allowClasses ?? [],
    // As a string: JSON would write NaN and Infinity as null.
    String(policy.headingOffset ?? 0),
    policy.allowStyleAttributes === true,
    // Read as a truthy flag wherever it is used.
    Boolean(policy.keepIds),
    functionId(policy.rewriteLink),
    functionId(policy.rewriteImage),
  ]);
}

/**
 * Sanitized trees per policy content (see `policyKey`) and HTML string, at most `size` of
 * them over all policies, least recently used dropped first: one bound on memory however
 * many policies an app uses (or creates, with inline rewrite functions). The returned
 * function answers the cached tree, else `compute()`'s result (cached unless it throws).
 */
export function createResultCache(size: number) {
  // No cache at all (`cacheSize: 0`, as the benchmarks measure every call): no key to build,
  // which would copy the whole HTML once more per call.
  if (size <= 0) {
    return (_policy: SanitizePolicy, _html: string, compute: () => SanitizedNode[]) => compute();
  }
  const results = createRecentCache<SanitizedNode[]>(size);
  // A policy key is JSON, which never holds a raw line break: the two parts cannot blur.
  return (policy: SanitizePolicy, html: string, compute: () => SanitizedNode[]) =>
    results(`${policyKey(policy)}\n${html}`, compute);
}
