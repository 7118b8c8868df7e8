import { createMockContentItem } from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type BrandIndexStorage,
  SnapshotStore,
} from '../../../src/client/brandIndex/brandIndexStorage.js';
import {
  type BrandSnapshot,
  createSnapshot,
  type IndexRecord,
  toStoredRecord,
} from '../../../src/client/brandIndex/brandSnapshot.js';
import { toIndexedContent } from '../../../src/client/brandIndex/indexedContent.js';
import { normalizePagedContent } from '../../../src/client/normalize.js';

const prefix = 'site:idx';

/** An in-memory store that keeps JSON strings, and logs what is removed. */
function memoryStore() {
  const items = new Map<string, string>();
  const removed: string[] = [];
  const storage: BrandIndexStorage = {
    async getItem(key) {
      return items.get(key) ?? null;
    },
    async setItem(key, value) {
      items.set(key, value);
    },
    async removeItem(key) {
      removed.push(key);
      items.delete(key);
    },
  };
  return { items, removed, storage, store: new SnapshotStore(storage, prefix) };
}

function record(n: number, list = 'tents'): IndexRecord {
  const mock = createMockContentItem({
    id: `id-${n}`,
    slug: `slug-${n}`,
    translationGroupId: `group-${n}`,
  });
  const [item] = normalizePagedContent({ page: 1, pageSize: 1, totalCount: 1, data: [mock] }).data;
  const entry = item && toIndexedContent(item);
  if (entry === undefined) throw new Error('not indexable');
  return { entry, list, position: n };
}

function snapshot(
  count: number,
  generation = 'g1',
  fields: { revision?: number; refusedSlugs?: string[] } = {},
): BrandSnapshot {
  return createSnapshot(
    Array.from({ length: count }, (_, n) => record(n)),
    {
      generation,
      walkedAt: 1_700_000_000_000,
      pageSize: 10,
      complete: true,
      lists: new Map([['tents', { totalCount: count, pageSize: 10, shift: 1 }]]),
      ...fields,
    },
  );
}

const slugsOf = (loaded: BrandSnapshot | undefined) =>
  loaded?.records.map((each) => each.entry.slug);

afterEach(() => {
  vi.useRealTimers();
});

describe('SnapshotStore snapshots', () => {
  it('writes chunks of 2000 records and reads back what was walked', async () => {
    const { items, store } = memoryStore();
    const walked = snapshot(2001, 'g1', { refusedSlugs: ['too-long'] });
    await store.save('shop', walked);
    const chunk0 = JSON.parse(items.get(`${prefix}:b-shop:g1:0`) ?? 'null');
    const chunk1 = JSON.parse(items.get(`${prefix}:b-shop:g1:1`) ?? 'null');
    expect(chunk0).toEqual(walked.records.slice(0, 2000).map(toStoredRecord));
    expect(chunk1).toEqual([toStoredRecord(walked.records[2000] as IndexRecord)]);
    expect(JSON.parse(items.get(`${prefix}:b-shop:meta`) ?? 'null')).toMatchObject({
      generation: 'g1',
      revision: 0,
      chunks: 2,
      lists: [['tents', 2001, 10, 1]],
      refusedSlugs: ['too-long'],
    });

    const loaded = await store.load('shop');
    expect(slugsOf(loaded)).toEqual(slugsOf(walked));
    expect(loaded?.refusedSlugs).toEqual(new Set(['too-long']));
    expect(loaded?.lists).toEqual(walked.lists);
    expect(await store.version('shop')).toEqual({ generation: 'g1', revision: 0 });
  });

  it('has no version and loads nothing when nothing is stored', async () => {
    const { store } = memoryStore();
    expect(await store.version('shop')).toBeUndefined();
    await expect(store.load('shop')).resolves.toBeUndefined();
  });

  it('loads nothing when a chunk is missing, not a list, or holds a damaged record', async () => {
    const damage: [string, string | undefined][] = [
      ['missing', undefined],
      ['an object', '{"0":[]}'],
      ['a damaged record', JSON.stringify([['damaged']])],
    ];
    for (const [name, value] of damage) {
      const { items, store } = memoryStore();
      await store.save('shop', snapshot(3));
      const key = `${prefix}:b-shop:g1:0`;
      if (value === undefined) items.delete(key);
      else items.set(key, value);
      await expect(store.load('shop'), name).resolves.toBeUndefined();
    }
  });

  it('keeps the chunks of a walk saved again, and drops exactly the chunks of a replaced walk', async () => {
    const { items, removed, store } = memoryStore();
    await store.save('shop', snapshot(2001, 'g1'));
    await store.save('shop', snapshot(2001, 'g1'));
    expect(removed).toEqual([]);
    expect(slugsOf(await store.load('shop'))).toHaveLength(2001);

    await store.save('shop', snapshot(5, 'g2'));
    expect(removed).toEqual([`${prefix}:b-shop:g1:0`, `${prefix}:b-shop:g1:1`]);
    expect([...items.keys()].sort()).toEqual([`${prefix}:b-shop:g2:0`, `${prefix}:b-shop:meta`]);
    expect(slugsOf(await store.load('shop'))).toEqual(slugsOf(snapshot(5, 'g2')));
  });
});

describe('SnapshotStore head-check deltas', () => {
  it('adds the stored records of head checks, after the revision of both', async () => {
    const { items, store } = memoryStore();
    const walked = snapshot(2);
    await store.save('shop', walked);
    await store.saveDelta('shop', walked, [record(100)]);
    expect(walked.revision).toBe(1);
    // This instance has seen more head checks than the store: the next revision is after both.
    walked.revision = 5;
    await store.saveDelta('shop', walked, [record(101)]);
    expect(walked.revision).toBe(6);
    expect(await store.version('shop')).toEqual({ generation: 'g1', revision: 6 });
    expect(JSON.parse(items.get(`${prefix}:b-shop:delta`) ?? 'null')).toMatchObject({
      generation: 'g1',
      revision: 6,
    });
    // The store has seen more than this instance.
    const behind = snapshot(2);
    behind.revision = 2;
    await store.saveDelta('shop', behind, [record(102)]);
    expect(behind.revision).toBe(7);
    expect(slugsOf(await store.load('shop'))).toEqual([
      'slug-0',
      'slug-1',
      'slug-102',
      'slug-101',
      'slug-100',
    ]);
  });

  it('writes no delta when nothing is stored or another walk replaced the snapshot', async () => {
    const { items, store } = memoryStore();
    await store.saveDelta('shop', snapshot(2, 'g1'), [record(100)]);
    expect([...items.keys()]).toEqual([]);

    await store.save('shop', snapshot(2, 'g2'));
    const before = new Map(items);
    const old = snapshot(2, 'g1');
    await store.saveDelta('shop', old, [record(100)]);
    expect(items).toEqual(before);
    expect(old.revision).toBe(0);
    expect(slugsOf(await store.load('shop'))).toEqual(['slug-0', 'slug-1']);
  });

  it("ignores a delta of another walk, or one left while the snapshot's revision is 0", async () => {
    const { items, store } = memoryStore();
    const walked = snapshot(2, 'g1');
    await store.save('shop', walked);
    await store.saveDelta('shop', walked, [record(100)]);
    const delta = items.get(`${prefix}:b-shop:delta`) ?? '';
    // A new walk with revision 0 and the old walk's delta still in the store.
    await store.save('shop', snapshot(2, 'g2'));
    expect(slugsOf(await store.load('shop'))).toEqual(['slug-0', 'slug-1']);
    // A delta naming this walk while the description says no head check was stored.
    items.set(`${prefix}:b-shop:delta`, delta.replace('"g1"', '"g2"'));
    expect(slugsOf(await store.load('shop'))).toEqual(['slug-0', 'slug-1']);
    // A head check stored for g2 on a description at revision 1, with the g1 delta.
    const current = snapshot(2, 'g2');
    await store.saveDelta('shop', current, []);
    items.set(`${prefix}:b-shop:delta`, delta);
    expect(slugsOf(await store.load('shop'))).toEqual(['slug-0', 'slug-1']);
  });
});

describe('SnapshotStore head-check times', () => {
  it('reads back the time of the last check, and 0 for none or a foreign value', async () => {
    const { items, store } = memoryStore();
    expect(await store.checkedAt('shop')).toBe(0);
    await store.markChecked('shop', 1234);
    expect(items.get(`${prefix}:b-shop:checked`)).toBe('1234');
    expect(await store.checkedAt('shop')).toBe(1234);
    items.set(`${prefix}:b-shop:checked`, '"1234"');
    expect(await store.checkedAt('shop')).toBe(0);
  });
});

describe('SnapshotStore walk locks', () => {
  const lockKey = `${prefix}:b-shop:lock`;

  it("reports another instance's live lock only", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const { items, store } = memoryStore();
    const holder = () => store.lockHolder('shop', 'me');
    expect(await holder()).toBeUndefined();
    items.set(lockKey, JSON.stringify({ owner: 'other', until: 1_000_001, extra: 1 }));
    expect(await holder()).toEqual({ owner: 'other', until: 1_000_001 });
    items.set(lockKey, JSON.stringify({ owner: 'other', until: 1_000_000 }));
    expect(await holder()).toBeUndefined();
    items.set(lockKey, JSON.stringify({ owner: 'other', until: 999_999 }));
    expect(await holder()).toBeUndefined();
    items.set(lockKey, JSON.stringify({ owner: 'me', until: 2_000_000 }));
    expect(await holder()).toBeUndefined();
    for (const foreign of ['null', '7', '{"owner":5,"until":2000000}', '{"owner":"other"}']) {
      items.set(lockKey, foreign);
      expect(await holder(), foreign).toBeUndefined();
    }
  });

  it('gives the lock to the last of two instances that race for it', async () => {
    const { items, store } = memoryStore();
    const [first, second] = await Promise.all([
      store.lock('shop', 'a', 60_000, 0),
      store.lock('shop', 'b', 60_000, 0),
    ]);
    expect([first, second]).toEqual([false, true]);
    expect(JSON.parse(items.get(lockKey) ?? 'null')).toMatchObject({ owner: 'b' });
  });

  it('renews only its own lock, for forMs from now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const { items, store } = memoryStore();
    await store.renew('shop', 'me', 500);
    expect(items.has(lockKey)).toBe(false);

    items.set(lockKey, JSON.stringify({ owner: 'other', until: 1_000_100 }));
    await store.renew('shop', 'me', 500);
    expect(JSON.parse(items.get(lockKey) ?? 'null')).toEqual({ owner: 'other', until: 1_000_100 });

    items.set(lockKey, JSON.stringify({ owner: 'me', until: 1_000_100 }));
    await store.renew('shop', 'me', 500);
    expect(JSON.parse(items.get(lockKey) ?? 'null')).toEqual({ owner: 'me', until: 1_000_500 });

    items.set(lockKey, 'not json {');
    await store.renew('shop', 'me', 500);
    expect(items.get(lockKey)).toBe('not json {');
  });

  it("unlocks only its own lock, never another instance's", async () => {
    const { items, store } = memoryStore();
    items.set(lockKey, JSON.stringify({ owner: 'other', until: Date.now() + 60_000 }));
    await store.unlock('shop', 'me');
    expect(items.has(lockKey)).toBe(true);
    items.set(lockKey, JSON.stringify({ owner: 'me', until: Date.now() + 60_000 }));
    await store.unlock('shop', 'me');
    expect(items.has(lockKey)).toBe(false);
  });
});
