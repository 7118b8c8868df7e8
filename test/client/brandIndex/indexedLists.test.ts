import type { IndexedContent } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/client/brandIndex/brandIndexStorage.js';
import {
  BrandStore,
  type IndexRecord,
  toChunkRecord,
} from '../../../src/client/brandIndex/brandStore.js';
import { storedFields } from '../../../src/client/brandIndex/indexedContent.js';
import { indexedListItems } from '../../../src/client/brandIndex/indexedLists.js';
import {
  type IndexedMeta,
  type StoredList,
  storedFormat,
} from '../../../src/client/brandIndex/storeLayout.js';

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

/**
 * An index of `records` in a store, whole unless told otherwise: records at a place of 0 or
 * more are stored in their page's chunk, as a walk stores them; records above the list's top
 * (a negative place) are what head checks added.
 */
async function snapshotOf(
  records: IndexRecord[],
  lists: Record<string, number>,
  { complete = true, refusedSlugs = [] as string[], refusedOnTop = [] as string[] } = {},
) {
  const store = new BrandStore(memoryStorage(), 'test:b-shop');
  const ids = Object.keys(lists);
  const storedLists: StoredList[] = ids.map((id) => {
    const pages = Math.max(
      1,
      ...records.filter((r) => r.list === id).map((r) => Math.floor(r.position / 100) + 1),
    );
    return [id, lists[id] ?? 0, 100, 0, pages];
  });
  for (const [index, [id, , , , pages]] of storedLists.entries()) {
    for (let page = 1; page <= pages; page++) {
      const chunk = records
        .filter(
          (r) => r.list === id && r.position >= 0 && Math.floor(r.position / 100) + 1 === page,
        )
        .map(toChunkRecord);
      await store.set(store.keys.chunk('g1', index, page), {
        records: chunk,
        refused: [],
        listed: chunk.length,
        totalCount: lists[id] ?? 0,
      });
    }
  }
  const delta = records.filter((r) => r.position < 0);
  const meta: IndexedMeta = {
    format: storedFormat,
    fields: [...storedFields],
    kind: 'indexed',
    generation: 'g1',
    revision: 0,
    walkedAt: 0,
    pageSize: 100,
    complete,
    items: records.length - delta.length,
    refused: refusedSlugs.length,
    buckets: 1,
    lists: storedLists,
  };
  // `refusedOnTop`: items a head check found on top that the index cannot hold.
  const stored =
    delta.length > 0 || refusedOnTop.length > 0
      ? await store.saveDelta(meta, delta, refusedOnTop)
      : meta;
  const view = await store.view(stored);
  return {
    list: (kind: 'category' | 'tag', value: string) => indexedListItems(store, view, kind, value),
  };
}

const ids = (items: IndexedContent[] | undefined) => items?.map((item) => item.id);

describe('indexedListItems for a category', () => {
  it('lists the category in the service’s order: by place in the list, not walk order', async () => {
    // Items a head check found on top of the list since the walk are held last, with
    // smaller places than the walk's first item.
    const snapshot = await snapshotOf(
      [
        record(entry('walked-0'), 'hiking', 0),
        record(entry('other'), 'gear', 0),
        record(entry('walked-1'), 'hiking', 1),
        record(entry('new-1'), 'hiking', -1),
        record(entry('new-2'), 'hiking', -2),
      ],
      { hiking: 4, gear: 1 },
    );
    expect(ids(await snapshot.list('category', 'hiking'))).toEqual([
      'new-2',
      'new-1',
      'walked-0',
      'walked-1',
    ]);
  });

  it('leaves to the service a category it does not know', async () => {
    const snapshot = await snapshotOf([record(entry('a'), 'hiking', 0)], { hiking: 1 });
    expect(await snapshot.list('category', 'climbing')).toBeUndefined();
  });

  it('leaves to the service a category whose count differs from what the index holds', async () => {
    const snapshot = await snapshotOf(
      [record(entry('a'), 'hiking', 0), record(entry('b'), 'gear', 0)],
      {
        hiking: 2,
        gear: 1,
      },
    );
    expect(await snapshot.list('category', 'hiking')).toBeUndefined();
    expect(ids(await snapshot.list('category', 'gear'))).toEqual(['b']);
  });

  it('leaves to the service a category a head check found an item on top of that the index cannot hold', async () => {
    // The list's count includes the refused item: only the head check's record of it says so.
    const snapshot = await snapshotOf(
      [record(entry('new'), 'hiking', -1), record(entry('walked'), 'hiking', 0)],
      { hiking: 2 },
      { refusedOnTop: ['too-long-on-top'] },
    );
    expect(await snapshot.list('category', 'hiking')).toBeUndefined();
  });

  it('leaves to the service every list of a snapshot that is not complete, or lacks an item', async () => {
    const records = [record(entry('a'), 'hiking', 0)];
    // Counts agree in both: only `complete` or the refused item says the list is not whole.
    const partial = await snapshotOf(records, { hiking: 1 }, { complete: false });
    const refused = await snapshotOf(records, { hiking: 1 }, { refusedSlugs: ['too-long'] });
    for (const snapshot of [partial, refused]) {
      expect(await snapshot.list('category', 'hiking')).toBeUndefined();
      expect(await snapshot.list('tag', 'gear')).toBeUndefined();
    }
  });
});

describe('indexedListItems for a tag', () => {
  it('lists newest first, unpublished last, ties by id, matching tags without regard to case', async () => {
    const day = (n: number) => `2025-01-0${n}T00:00:00Z`;
    const snapshot = await snapshotOf(
      [
        record(entry('draft-b', { publishedDate: null }), 'hiking', 0),
        record(entry('old', { publishedDate: day(1) }), 'hiking', 1),
        record(entry('same-b', { publishedDate: day(2), tags: ['GEAR'] }), 'hiking', 2),
        record(entry('draft-a', { publishedDate: null }), 'hiking', 3),
        record(entry('same-a', { publishedDate: day(2) }), 'trails', 0),
        record(entry('new', { publishedDate: day(3) }), 'trails', 1),
        record(entry('untagged', { publishedDate: day(4), tags: ['seo'] }), 'trails', 2),
        record(entry('same-c', { publishedDate: day(2) }), 'trails', 3),
      ],
      { hiking: 4, trails: 4 },
    );
    expect(ids(await snapshot.list('tag', 'Gear'))).toEqual([
      'new',
      'same-a',
      'same-b',
      'same-c',
      'old',
      // No date: after every dated item, by id (a date that is not one never reaches the
      // index: the client refuses it in the service's answer, and in the store).
      'draft-a',
      'draft-b',
    ]);
  });

  it('lists dated items newest first and unpublished ones last, whatever order the walk read them in', async () => {
    const items = [
      entry('newer', { publishedDate: '2025-03-02T00:00:00Z' }),
      entry('older', { publishedDate: '2025-03-01T00:00:00Z' }),
      entry('draft', { publishedDate: null }),
    ];
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    for (const order of orders) {
      const snapshot = await snapshotOf(
        order.map((which, position) =>
          record(items[which] ?? entry('missing'), 'hiking', position),
        ),
        { hiking: 3 },
      );
      expect(ids(await snapshot.list('tag', 'gear'))).toEqual(['newer', 'older', 'draft']);
    }
  });

  it('orders equal dates by id whatever order the walk read them in', async () => {
    const at = { publishedDate: '2025-03-01T00:00:00Z' };
    const forward = [entry('a', at), entry('b', at), entry('c', at)];
    for (const order of [forward, [...forward].reverse()]) {
      const snapshot = await snapshotOf(
        order.map((item, position) => record(item, 'hiking', position)),
        { hiking: 3 },
      );
      expect(ids(await snapshot.list('tag', 'gear'))).toEqual(['a', 'b', 'c']);
    }
  });

  it('leaves a tag to the service when the brand’s counts differ from what the index holds', async () => {
    const snapshot = await snapshotOf(
      [record(entry('a'), 'hiking', 0), record(entry('b'), 'trails', 0)],
      { hiking: 1, trails: 2 },
    );
    expect(await snapshot.list('tag', 'gear')).toBeUndefined();
  });
});
