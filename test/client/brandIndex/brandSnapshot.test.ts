import type { ContentItem } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { fromStoredRecord, toStoredRecord } from '../../../src/client/brandIndex/brandSnapshot.js';
import {
  fromStoredEntry,
  toIndexedContent,
  toStoredEntry,
} from '../../../src/client/brandIndex/indexedContent.js';
import { normalizePagedContent } from '../../../src/client/normalize.js';

// What one indexed entry keeps, and what the index accepts back from a shared store.

/** A mock item as the client reads it from the service, with `fields` changed. */
function itemOf(fields: Partial<ContentItem> = {}): ContentItem {
  const mock = createMockContentItem({ id: 'one', slug: 'one', imageUrl: null });
  const [item] = normalizePagedContent({ page: 1, pageSize: 1, totalCount: 1, data: [mock] }).data;
  if (item === undefined) throw new Error('one item');
  return { ...item, ...fields };
}

describe('toIndexedContent: the largest item the index holds', () => {
  it('holds fields up to their limits', () => {
    const item = itemOf({
      slug: 's'.repeat(1024),
      description: 'd'.repeat(16_384),
      imageUrl: `https://img.test/${'i'.repeat(4096 - 'https://img.test/'.length)}`,
      tags: Array.from({ length: 100 }, (_, n) => (n === 0 ? 't'.repeat(4096) : `tag-${n}`)),
    });
    const entry = toIndexedContent(item);
    expect(entry?.slug).toBe(item.slug);
    expect(entry?.description).toBe(item.description);
    expect(entry?.imageUrl).toBe(item.imageUrl);
    expect(entry?.tags).toEqual(item.tags);
    expect(toIndexedContent(itemOf({ imageUrl: null }))?.imageUrl).toBeNull();
  });

  it.each<[string, Partial<ContentItem>]>([
    ['a description one over', { description: 'd'.repeat(16_385) }],
    ['an image URL one over', { imageUrl: `https://img.test/${'i'.repeat(4096)}` }],
    ['101 tags', { tags: Array.from({ length: 101 }, (_, n) => `tag-${n}`) }],
    ['one tag one over', { tags: ['short', 't'.repeat(4097)] }],
    ['a slug one over', { slug: 's'.repeat(1025) }],
  ])('refuses an item with %s', (_, fields) => {
    expect(toIndexedContent(itemOf(fields))).toBeUndefined();
  });
});

describe('stored entries and records', () => {
  const entry = toIndexedContent(itemOf({ tags: ['a'] }));
  if (entry === undefined) throw new Error('the item fits');
  const record = { entry, list: 'news', position: 7 };

  it('reads back what it stored', () => {
    expect(fromStoredEntry(toStoredEntry(entry))).toEqual(entry);
    expect(fromStoredRecord(toStoredRecord(record))).toEqual(record);
  });

  it('refuses an entry of another length or shape', () => {
    const stored: unknown[] = toStoredEntry(entry);
    expect(fromStoredEntry([...stored, 'extra'])).toBeUndefined();
    expect(fromStoredEntry(stored.slice(0, -1))).toBeUndefined();
    expect(fromStoredEntry({ ...stored, length: stored.length })).toBeUndefined();
    expect(fromStoredEntry([...stored.slice(0, 9), 'not tags', ...stored.slice(10)])).toBe(
      undefined,
    );
  });

  it('refuses a record of another length, list or position, or with a broken entry', () => {
    const stored: unknown[] = toStoredRecord(record);
    const withField = (index: number, value: unknown) =>
      stored.map((field, at) => (at === index ? value : field));
    expect(fromStoredRecord([...stored, 'extra'])).toBeUndefined();
    expect(fromStoredRecord(stored.slice(0, -1))).toBeUndefined();
    expect(fromStoredRecord({ ...stored, length: stored.length })).toBeUndefined();
    expect(fromStoredRecord(withField(15, 3))).toBeUndefined();
    expect(fromStoredRecord(withField(16, '7'))).toBeUndefined();
    expect(fromStoredRecord(withField(16, 1.5))).toBeUndefined();
    expect(fromStoredRecord(withField(9, 'not tags'))).toBeUndefined();
  });
});
