import type { SanitizePolicy } from './policy.js';

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
