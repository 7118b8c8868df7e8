import { describe, expect, it } from 'vitest';
import { hasTag, publishedTime } from '../../../src/client/brandIndex/indexedContent.js';
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
