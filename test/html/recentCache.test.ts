import { describe, expect, it } from 'vitest';
import { createRecentCache } from '../../src/html/sanitizeCache.js';

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
