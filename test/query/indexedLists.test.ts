import type { IndexedContent } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import {
  createSnapshot,
  type IndexRecord,
  type ListState,
} from '../../src/client/brandIndex/brandSnapshot.js';
import { indexedListItems } from '../../src/query/indexedLists.js';

// The lists a server's translated list reads from its brand index: `undefined` sends the list
// to the service, so an answer from an index that does not hold the list whole would show a
// reader a list with items missing, and a wrong order would show it shuffled.

/** An indexed item (no body), as the index holds it. */
function entry(
  id: string,
  { tags = ['gear'], publishedDate = '2025-01-01T00:00:00Z' as string | null } = {},
): IndexedContent {
  const {
    content: _body,
    internalTags: _internal,
    ...indexed
  } = createMockContentItem({
    id,
    slug: `slug-${id}`,
    translationGroupId: `group-${id}`,
    tags,
    publishedDate,
  });
  return indexed;
}

const record = (item: IndexedContent, list: string, position: number): IndexRecord => ({
  entry: item,
  list,
  position,
});

const listState = (totalCount: number): ListState => ({ totalCount, pageSize: 100, shift: 0 });

/** A snapshot of `records`, whole unless told otherwise. */
function snapshotOf(
  records: IndexRecord[],
  lists: Record<string, number>,
  { complete = true, refusedSlugs = [] as string[] } = {},
) {
  return createSnapshot(records, {
    generation: 'g1',
    walkedAt: 0,
    pageSize: 100,
    complete,
    refusedSlugs,
    lists: new Map(Object.entries(lists).map(([id, count]) => [id, listState(count)])),
  });
}

const ids = (items: IndexedContent[] | undefined) => items?.map((item) => item.id);

describe('indexedListItems for a category', () => {
  it('lists the category in the service’s order: by place in the list, not walk order', () => {
    // Items a head check found on top of the list since the walk are held last, with
    // smaller places than the walk's first item.
    const snapshot = snapshotOf(
      [
        record(entry('walked-0'), 'hiking', 0),
        record(entry('other'), 'gear', 0),
        record(entry('walked-1'), 'hiking', 1),
        record(entry('new-1'), 'hiking', -1),
        record(entry('new-2'), 'hiking', -2),
      ],
      { hiking: 4, gear: 1 },
    );
    expect(ids(indexedListItems(snapshot, 'category', 'hiking'))).toEqual([
      'new-2',
      'new-1',
      'walked-0',
      'walked-1',
    ]);
  });

  it('leaves to the service a category it does not know', () => {
    const snapshot = snapshotOf([record(entry('a'), 'hiking', 0)], { hiking: 1 });
    expect(indexedListItems(snapshot, 'category', 'climbing')).toBeUndefined();
  });

  it('leaves to the service a category whose count differs from what the index holds', () => {
    const snapshot = snapshotOf([record(entry('a'), 'hiking', 0), record(entry('b'), 'gear', 0)], {
      hiking: 2,
      gear: 1,
    });
    expect(indexedListItems(snapshot, 'category', 'hiking')).toBeUndefined();
    expect(ids(indexedListItems(snapshot, 'category', 'gear'))).toEqual(['b']);
  });

  it('leaves to the service every list of a snapshot that is not complete, or lacks an item', () => {
    const records = [record(entry('a'), 'hiking', 0)];
    // Counts agree in both: only `complete` or the refused item says the list is not whole.
    const partial = snapshotOf(records, { hiking: 1 }, { complete: false });
    const refused = snapshotOf(records, { hiking: 1 }, { refusedSlugs: ['too-long'] });
    for (const snapshot of [partial, refused]) {
      expect(indexedListItems(snapshot, 'category', 'hiking')).toBeUndefined();
      expect(indexedListItems(snapshot, 'tag', 'gear')).toBeUndefined();
    }
  });
});

describe('indexedListItems for a tag', () => {
  it('lists newest first, unpublished last, ties by id, matching tags without regard to case', () => {
    const day = (n: number) => `2025-01-0${n}T00:00:00Z`;
    const snapshot = snapshotOf(
      [
        record(entry('draft-b', { publishedDate: null }), 'hiking', 0),
        record(entry('old', { publishedDate: day(1) }), 'hiking', 1),
        record(entry('same-b', { publishedDate: day(2), tags: ['GEAR'] }), 'hiking', 2),
        record(entry('draft-a', { publishedDate: null }), 'hiking', 3),
        record(entry('same-a', { publishedDate: day(2) }), 'trails', 0),
        record(entry('not-a-date', { publishedDate: 'soon' }), 'trails', 1),
        record(entry('new', { publishedDate: day(3) }), 'trails', 2),
        record(entry('untagged', { publishedDate: day(4), tags: ['seo'] }), 'trails', 3),
        record(entry('same-c', { publishedDate: day(2) }), 'trails', 4),
      ],
      { hiking: 4, trails: 5 },
    );
    expect(ids(indexedListItems(snapshot, 'tag', 'Gear'))).toEqual([
      'new',
      'same-a',
      'same-b',
      'same-c',
      'old',
      // No date, or none that reads as one: after every dated item, by id.
      'draft-a',
      'draft-b',
      'not-a-date',
    ]);
  });

  it('orders equal dates by id whatever order the walk read them in', () => {
    const at = { publishedDate: '2025-03-01T00:00:00Z' };
    const forward = [entry('a', at), entry('b', at), entry('c', at)];
    for (const order of [forward, [...forward].reverse()]) {
      const snapshot = snapshotOf(
        order.map((item, position) => record(item, 'hiking', position)),
        { hiking: 3 },
      );
      expect(ids(indexedListItems(snapshot, 'tag', 'gear'))).toEqual(['a', 'b', 'c']);
    }
  });

  it('leaves a tag to the service when the brand’s counts differ from what the index holds', () => {
    const snapshot = snapshotOf(
      [record(entry('a'), 'hiking', 0), record(entry('b'), 'trails', 0)],
      { hiking: 1, trails: 2 },
    );
    expect(indexedListItems(snapshot, 'tag', 'gear')).toBeUndefined();
  });
});
