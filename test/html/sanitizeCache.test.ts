// The sanitizers' caches (src/html/sanitizeCache.ts): the policy key, the bounded recent cache.
import { createServerSanitizer } from 'content-delivery-react/server';
import { describe, expect, it } from 'vitest';
import { createRecentCache, policyKey } from '../../src/html/sanitizeCache.js';

const html = '<p><a href="/a">a</a><img src="/b.png"></p>';

describe('policyKey', () => {
  it('is equal for equal data, whatever the object', () => {
    expect(policyKey({ headingOffset: 1, allowIframeHosts: ['player.vimeo.com'] })).toBe(
      policyKey({ allowIframeHosts: ['player.vimeo.com'], headingOffset: 1 }),
    );
  });

  it('treats a missing field as its default', () => {
    const key = policyKey({});
    expect(policyKey({ headingOffset: 0 })).toBe(key);
    expect(policyKey({ allowIframeHosts: [] })).toBe(key);
    expect(policyKey({ keepIds: false, allowStyleAttributes: false })).toBe(key);
  });

  it('differs for each data field', () => {
    const keys = [
      policyKey({}),
      policyKey({ headingOffset: 1 }),
      policyKey({ allowIframeHosts: ['player.vimeo.com'] }),
      policyKey({ allowStyleAttributes: true }),
      policyKey({ keepIds: true }),
      policyKey({ headingOffset: Number.NaN }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('compares rewrite functions by identity', () => {
    const rewrite = (url: string) => url;
    expect(policyKey({ rewriteLink: rewrite })).toBe(policyKey({ rewriteLink: rewrite }));
    expect(policyKey({ rewriteLink: rewrite })).not.toBe(policyKey({ rewriteLink: (url) => url }));
    expect(policyKey({ rewriteLink: rewrite })).not.toBe(policyKey({ rewriteImage: rewrite }));
  });
});

describe('sanitizer result cache', () => {
  it('sanitizes once for two equal inline policy objects', () => {
    const sanitizer = createServerSanitizer();
    const first = sanitizer.sanitize(html, { headingOffset: 1 });
    expect(sanitizer.sanitize(html, { headingOffset: 1 })).toBe(first);
    expect(sanitizer.stats).toMatchObject({ sanitized: 1, cacheHits: 1 });
  });

  it('sanitizes again under a different policy', () => {
    const sanitizer = createServerSanitizer();
    sanitizer.sanitize(html, { headingOffset: 1 });
    sanitizer.sanitize(html, { headingOffset: 1, keepIds: true });
    expect(sanitizer.stats).toMatchObject({ sanitized: 2, cacheHits: 0 });
  });

  it('sanitizes again when rewriteLink is another function, and not for the same one', () => {
    const sanitizer = createServerSanitizer();
    const rewriteLink = (href: string) => `/site${href}`;
    const first = sanitizer.sanitize(html, { rewriteLink });
    expect(sanitizer.sanitize(html, { rewriteLink })).toBe(first);
    const other = sanitizer.sanitize(html, { rewriteLink: (href) => `/other${href}` });
    expect(JSON.stringify(other)).toContain('/other/a');
    expect(sanitizer.stats).toMatchObject({ sanitized: 2, cacheHits: 1 });
  });

  it('keeps at most cacheSize results over all policies, least recently used dropped', () => {
    const sanitizer = createServerSanitizer({ cacheSize: 3 });
    for (let offset = 0; offset < 4; offset++) sanitizer.sanitize(html, { headingOffset: offset });
    expect(sanitizer.stats).toMatchObject({ sanitized: 4, cacheHits: 0 });
    // Policies 1 to 3 are cached; policy 0 was the least recently used when policy 3 came.
    sanitizer.sanitize(html, { headingOffset: 3 });
    sanitizer.sanitize(html, { headingOffset: 1 });
    expect(sanitizer.stats).toMatchObject({ sanitized: 4, cacheHits: 2 });
    sanitizer.sanitize(html, { headingOffset: 0 });
    expect(sanitizer.stats).toMatchObject({ sanitized: 5, cacheHits: 2 });
  });
});

describe('createRecentCache', () => {
  it('never holds more than its size over 10 000 distinct keys', () => {
    const cached = createRecentCache<string>(50);
    let largest = 0;
    for (let index = 0; index < 10_000; index++) {
      cached(`key-${index}`, () => `value-${index}`);
      largest = Math.max(largest, cached.size());
    }
    expect(largest).toBe(50);
  });

  it('answers a hit without creating it again, and drops the least recently used first', () => {
    const cached = createRecentCache<number>(2);
    let created = 0;
    const create = () => ++created;
    cached('a', create);
    cached('b', create);
    expect(cached('a', create)).toBe(1);
    cached('c', create);
    // `b` was the least recently used: it is gone, `a` is not.
    expect(cached('a', create)).toBe(1);
    expect(cached('b', create)).toBe(4);
    expect(created).toBe(4);
  });

  it('caches nothing when create throws', () => {
    const cached = createRecentCache<number>(2);
    expect(() =>
      cached('a', () => {
        throw new Error('no');
      }),
    ).toThrow('no');
    expect(cached.size()).toBe(0);
  });
});
