import { createServerSanitizer } from 'content-delivery-react/server';
import { describe, expect, it } from 'vitest';
import { createResultCache, policyKey } from '../../src/html/sanitizeCache.js';
import type { SanitizedNode } from '../../src/html/sanitizedTree.js';

// What the result cache shares: a policy that sanitizes alike finds the last result (the same
// tree object, no second sanitize), whatever object or spelling of the defaults it comes in.

const html = '<p class="lead">a <a href="/a">b</a></p>';

describe('sanitize cache', () => {
  it('finds the result of {} for a policy that spells every default out', () => {
    const sanitizer = createServerSanitizer();
    const first = sanitizer.sanitize(html, {});
    for (const policy of [
      { allowClasses: [] },
      { allowIframeHosts: [] },
      { headingOffset: 0 },
      { allowStyleAttributes: false },
      { keepIds: false },
      undefined,
    ]) {
      expect(sanitizer.sanitize(html, policy), JSON.stringify(policy)).toBe(first);
    }
    expect(sanitizer.stats).toMatchObject({ sanitized: 1, cacheHits: 6 });
  });

  it('sanitizes again for a class list that is not empty, and keeps what it allows', () => {
    const sanitizer = createServerSanitizer();
    expect(sanitizer.sanitize(html, {})).toEqual([
      {
        tag: 'p',
        attributes: {},
        children: ['a ', { tag: 'a', attributes: { href: '/a' }, children: ['b'] }],
      },
    ]);
    expect(sanitizer.sanitize(html, { allowClasses: ['lead'] })).toEqual([
      {
        tag: 'p',
        attributes: { class: 'lead' },
        children: ['a ', { tag: 'a', attributes: { href: '/a' }, children: ['b'] }],
      },
    ]);
    expect(sanitizer.stats).toMatchObject({ sanitized: 2, cacheHits: 0 });
  });

  it('tells apart any two rewrite functions, and none from the one seen first', () => {
    const rewrites = Array.from({ length: 3 }, (_, index) => (href: string) => `${href}#${index}`);
    const keys = [policyKey({}), ...rewrites.map((rewriteLink) => policyKey({ rewriteLink }))];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('computes every time at size 0, and once per policy content and html otherwise', () => {
    let computed = 0;
    const compute = (): SanitizedNode[] => [String(++computed)];
    const uncached = createResultCache(0);
    uncached({}, 'x', compute);
    uncached({}, 'x', compute);
    expect(computed).toBe(2);
    const cached = createResultCache(10);
    expect(cached({}, 'x', compute)).toEqual(['3']);
    expect(cached({ keepIds: false }, 'x', compute)).toEqual(['3']);
    expect(cached({ keepIds: true }, 'x', compute)).toEqual(['4']);
    expect(cached({}, 'y', compute)).toEqual(['5']);
    expect(computed).toBe(5);
  });
});
