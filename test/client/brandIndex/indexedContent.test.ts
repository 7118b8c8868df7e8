import { describe, expect, it } from 'vitest';
import {
  fromStoredEntry,
  hasTag,
  publishedTime,
  toIndexedContent,
  toStoredEntry,
} from '../../../src/client/brandIndex/indexedContent.js';
import type { IndexedContent } from '../../../src/client/index.js';
import { makeContentItem } from '../../helpers/contentItem.js';

const item = (fields: Partial<IndexedContent>): IndexedContent => ({
  ...makeContentItem(),
  ...fields,
});

describe('hasTag', () => {
  it('finds a tag whatever its case, as the service compares tags', () => {
    const entry = item({ tags: ['Gear', 'hiking'] });
    expect(hasTag(entry, 'gear')).toBe(true);
    expect(hasTag(entry, 'HIKING')).toBe(true);
    expect(hasTag(entry, 'gea')).toBe(false);
    expect(hasTag(item({ tags: [] }), 'gear')).toBe(false);
  });
});

describe('publishedTime', () => {
  it('reads a published date as milliseconds, and none or a non-date as undefined', () => {
    expect(publishedTime(item({ publishedDate: '2026-08-04T19:05:00Z' }))).toBe(
      Date.UTC(2026, 7, 4, 19, 5),
    );
    expect(publishedTime(item({ publishedDate: null }))).toBeUndefined();
    expect(publishedTime(item({ publishedDate: 'not a date' }))).toBeUndefined();
  });
});

// What the index holds of an item: an item with a field longer than it holds is refused
// (reported as `item-refused`, its lookups search the lists); anything within the bounds is held.
describe('toIndexedContent', () => {
  it('holds an image URL of 4096 characters, and refuses a longer one', () => {
    const image = (length: number) => `https://cdn.test/${'i'.repeat(length - 17)}`;
    expect(toIndexedContent(makeContentItem({ imageUrl: image(4096) }))?.imageUrl).toHaveLength(
      4096,
    );
    expect(toIndexedContent(makeContentItem({ imageUrl: image(4097) }))).toBeUndefined();
    expect(toIndexedContent(makeContentItem({ imageUrl: null }))?.imageUrl).toBeNull();
  });

  it('holds 100 tags of up to 4096 characters, and refuses a 101st or any longer tag', () => {
    const tags = (count: number) => Array.from({ length: count }, (_, n) => `tag-${n}`);
    expect(toIndexedContent(makeContentItem({ tags: tags(100) }))?.tags).toHaveLength(100);
    expect(toIndexedContent(makeContentItem({ tags: tags(101) }))).toBeUndefined();
    expect(
      toIndexedContent(makeContentItem({ tags: ['gear', 't'.repeat(4096)] }))?.tags,
    ).toHaveLength(2);
    expect(toIndexedContent(makeContentItem({ tags: ['gear', 't'.repeat(4097)] }))).toBeUndefined();
  });
});

describe('fromStoredEntry', () => {
  it('reads back what it stored, and refuses a tuple of another layout (another version wrote it)', () => {
    const entry = toIndexedContent(makeContentItem({ id: 'stored' }));
    if (entry === undefined) throw new Error('the item must be held');
    const stored = toStoredEntry(entry);
    expect(fromStoredEntry(stored)?.id).toBe('stored');
    expect(fromStoredEntry([...stored, 'a field this version does not know'])).toBeUndefined();
    expect(fromStoredEntry(stored.slice(0, -1))).toBeUndefined();
  });
});
