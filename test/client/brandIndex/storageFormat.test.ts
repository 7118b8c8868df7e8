import { describe, expect, it } from 'vitest';
import {
  parsed,
  readMeta,
  type StoredMeta,
  storageKey,
} from '../../../src/client/brandIndex/storageFormat.js';

/** A well-formed stored description, as a walk writes it. */
const valid: StoredMeta = {
  format: 1,
  generation: 'g1',
  revision: 2,
  walkedAt: 1_700_000_000_000,
  pageSize: 10,
  complete: true,
  chunks: 1,
  lists: [
    ['tents', 60, 10, 0],
    ['maps', 3, 5, 2],
  ],
  refusedSlugs: ['too-long'],
};

describe('parsed', () => {
  it('parses a JSON string, keeps a parsed value, and reads garbage as nothing', () => {
    expect(parsed('{"a":1}')).toEqual({ a: 1 });
    expect(parsed('"text"')).toBe('text');
    expect(parsed('[1,2]')).toEqual([1, 2]);
    expect(parsed({ a: 1 })).toEqual({ a: 1 });
    expect(parsed(7)).toBe(7);
    expect(parsed('not json {')).toBeUndefined();
  });
});

describe('storageKey', () => {
  it('encodes the brand into its own segment', () => {
    expect(storageKey('p', 'a:b/..', 'meta')).toBe('p:b-a%3Ab%2F..:meta');
  });

  it('refuses a brand id with a lone surrogate as an invalid brandId', () => {
    expect(() => storageKey('p', 'x\uD800', 'meta')).toThrow(
      expect.objectContaining({
        name: 'ContentApiError',
        kind: 'invalid-request',
        field: 'brandId',
        message: 'brandId must be a well-formed string',
      }),
    );
  });
});

describe('readMeta', () => {
  it('reads back a well-formed description exactly, as a string or parsed', () => {
    expect(readMeta(valid)).toEqual(valid);
    expect(readMeta(JSON.stringify(valid))).toEqual(valid);
    expect(readMeta({ ...valid, chunks: 0, lists: [], refusedSlugs: [] })).toEqual({
      ...valid,
      chunks: 0,
      lists: [],
      refusedSlugs: [],
    });
    expect(readMeta({ ...valid, chunks: 10_000, revision: 0, walkedAt: 0, pageSize: 1 })).toEqual({
      ...valid,
      chunks: 10_000,
      revision: 0,
      walkedAt: 0,
      pageSize: 1,
    });
    expect(readMeta({ ...valid, complete: false })?.complete).toBe(false);
  });

  const broken: [string, unknown][] = [
    ['garbage', 'not json {'],
    ['null', null],
    ['an array', [valid]],
    ['another format', { ...valid, format: 2 }],
    ['format as a string', { ...valid, format: '1' }],
    ['a numeric generation', { ...valid, generation: 5 }],
    ['a string revision', { ...valid, revision: '2' }],
    ['a fractional revision', { ...valid, revision: 1.5 }],
    ['a negative revision', { ...valid, revision: -1 }],
    ['an unsafe revision', { ...valid, revision: 2 ** 53 }],
    ['a negative walkedAt', { ...valid, walkedAt: -1 }],
    ['a string walkedAt', { ...valid, walkedAt: '1' }],
    ['a page size of 0', { ...valid, pageSize: 0 }],
    ['a fractional page size', { ...valid, pageSize: 2.5 }],
    ['a string complete', { ...valid, complete: 'yes' }],
    ['a string chunks', { ...valid, chunks: '1' }],
    ['fractional chunks', { ...valid, chunks: 1.5 }],
    ['negative chunks', { ...valid, chunks: -1 }],
    ['too many chunks', { ...valid, chunks: 10_001 }],
    ['lists not an array', { ...valid, lists: { tents: [60, 10, 0] } }],
    ['refused slugs not an array', { ...valid, refusedSlugs: 'too-long' }],
    ['a refused slug not a string', { ...valid, refusedSlugs: ['ok', 1] }],
    ['a list not a tuple', { ...valid, lists: ['tents'] }],
    ['a list with a numeric id', { ...valid, lists: [[7, 60, 10, 0]] }],
    ['a list with a negative total', { ...valid, lists: [['tents', -1, 10, 0]] }],
    ['a list with a page size of 0', { ...valid, lists: [['tents', 60, 0, 0]] }],
    ['a list with a negative shift', { ...valid, lists: [['tents', 60, 10, -1]] }],
    ['a list with a string shift', { ...valid, lists: [['tents', 60, 10, '0']] }],
  ];
  for (const [name, value] of broken) {
    it(`refuses ${name}`, () => {
      expect(readMeta(value)).toBeUndefined();
      expect(readMeta(JSON.stringify(value))).toBeUndefined();
    });
  }
});
