import { type ContentItem, createSlugIndex } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';

function items(...slugs: string[]): ContentItem[] {
  return slugs.map((slug) => createMockContentItem({ id: `id-${slug}`, slug }) as ContentItem);
}

describe('createSlugIndex', () => {
  it('refuses bad options with the option named', () => {
    expect(() => createSlugIndex({ maxEntries: 0 })).toThrow(
      expect.objectContaining({ kind: 'invalid-request', field: 'maxEntries' }),
    );
    expect(() => createSlugIndex({ completeListTtlMs: Number.POSITIVE_INFINITY })).toThrow(
      expect.objectContaining({
        kind: 'invalid-request',
        field: 'completeListTtlMs',
        message: 'completeListTtlMs must be a number of milliseconds, 0 or more',
      }),
    );
    expect(() => createSlugIndex({ completeListTtlMs: Number.MAX_SAFE_INTEGER })).not.toThrow();
  });

  it('remembers the lowest page a slug was seen on', () => {
    const index = createSlugIndex();
    index.remember('list', 3, items('a'));
    index.remember('list', 5, items('a'));
    expect(index.pageOf('list', 'a')).toBe(3);
    index.remember('list', 2, items('a', 'b'));
    expect(index.pageOf('list', 'a')).toBe(2);
    expect(index.pageOf('list', 'b')).toBe(2);
    expect(index.size).toBe(2);
  });

  it('keeps a whole list known while pages show only slugs it holds', () => {
    const index = createSlugIndex();
    index.rememberWholeList('list', new Map(Object.entries({ a: 1 })), Date.now());
    index.remember('list', 1, items('a'));
    expect(index.knowsWholeList('list')).toBe(true);
    index.remember('list', 2, items('new'));
    expect(index.knowsWholeList('list')).toBe(false);
  });

  it('does not trust a walk stamped in the future (a clock set back)', () => {
    const index = createSlugIndex();
    index.rememberWholeList('list', new Map(Object.entries({ a: 1 })), Date.now() + 10 * 60_000);
    expect(index.knowsWholeList('list')).toBe(false);
  });

  it('remembers list keys and slugs up to 1024 characters, and nothing for longer ones', () => {
    const index = createSlugIndex();
    const longest = 'k'.repeat(1024);
    index.remember(longest, 1, items('a', 's'.repeat(1024)));
    expect(index.pageOf(longest, 's'.repeat(1024))).toBe(1);
    expect(index.size).toBe(2);
    const tooLong = 'k'.repeat(1025);
    index.remember(tooLong, 1, items('a'));
    index.rememberWholeList(tooLong, new Map(Object.entries({ a: 1 })), Date.now());
    expect(index.pageOf(tooLong, 'a')).toBeUndefined();
    expect(index.knowsWholeList(tooLong)).toBe(false);
    expect(index.size).toBe(2);
  });

  it('holds at most maxEntries slugs in one list', () => {
    const index = createSlugIndex({ maxEntries: 2 });
    index.remember('list', 1, items('a', 'b', 'c'));
    expect(index.pageOf('list', 'c')).toBeUndefined();
    expect(index.size).toBe(2);
    index.rememberWholeList('list', new Map(Object.entries({ a: 1, b: 1, c: 1 })), Date.now());
    expect(index.pageOf('list', 'c')).toBeUndefined();
    expect(index.knowsWholeList('list')).toBe(false);
  });

  it('keeps lists that fill it exactly, and forgets the least recently used list beyond', () => {
    const index = createSlugIndex({ maxEntries: 4 });
    index.remember('older', 1, items('a', 'b'));
    index.remember('newer', 1, items('c', 'd'));
    expect(index.size).toBe(4);
    expect(index.pageOf('older', 'a')).toBe(1);
    index.remember('newest', 1, items('e'));
    expect(index.pageOf('older', 'a')).toBeUndefined();
    expect(index.pageOf('newer', 'c')).toBe(1);
    expect(index.size).toBe(3);
    index.rememberWholeList('whole', new Map(Object.entries({ f: 1, g: 1 })), Date.now());
    expect(index.pageOf('newer', 'c')).toBeUndefined();
    expect(index.pageOf('whole', 'f')).toBe(1);
    expect(index.size).toBe(3);
  });

  it('forgets one slug and no longer knows its list whole', () => {
    const index = createSlugIndex();
    index.forget('unknown', 'a');
    index.rememberWholeList('list', new Map(Object.entries({ a: 1, b: 2 })), Date.now());
    index.forget('list', 'a');
    expect(index.pageOf('list', 'a')).toBeUndefined();
    expect(index.pageOf('list', 'b')).toBe(2);
    expect(index.knowsWholeList('list')).toBe(false);
    expect(index.size).toBe(1);
  });

  it('forgets everything on clear', () => {
    const index = createSlugIndex();
    index.rememberWholeList('list', new Map(Object.entries({ a: 1 })), Date.now());
    index.clear();
    expect(index.size).toBe(0);
    expect(index.pageOf('list', 'a')).toBeUndefined();
    expect(index.knowsWholeList('list')).toBe(false);
  });
});
