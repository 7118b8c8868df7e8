import { runPool } from '../boundedPool.js';
import type { BrandStore } from './brandStore.js';
import type { BrandWalkOptions } from './brandWalk.js';
import { storedFields } from './indexedContent.js';
import {
  bucketCountFor,
  bucketOf,
  type IndexedMeta,
  type StoredChunk,
  type StoredCursor,
  type StoredPointer,
  storedFormat,
} from './storeLayout.js';

// The end of a walk: the buckets over every page it stored, then the meta that puts them in use.
// Apart from the walk (brandWalk.ts) because it reads what any instance stored, not only what
// this one read: a walk taken up from another instance's cursor seals the pages of both.

/** Items the index may be unable to hold and still answer "not found" for other slugs. */
const maxRefusedSlugs = 1000;

/**
 * `item-refused` events a walk sends at most: a hostile list of thousands of items the index
 * cannot hold is one problem, not thousands of alerts (`meta.refused` counts them all).
 */
const maxRefusalEvents = 100;

/** Store writes in flight at once when a walk seals its index. */
const writeConcurrency = 8;

/** What the seal needs of an item held: where it is, and what makes it unique. */
interface HeldPointer {
  slug: string;
  id: string;
  group: string;
  position: number;
}

/** What the walk read of one page, for the seal: its pointers and refused slugs. */
export interface PageRead {
  held: HeldPointer[];
  refused: string[];
  /** Items the page listed, held or not (the list's count of items seen). */
  seenCount: number;
}

/** What a stored chunk holds for the seal (a page another instance read). */
export function pageReadOf(chunk: StoredChunk): PageRead | undefined {
  const held: HeldPointer[] = [];
  for (const record of chunk.records) {
    const [id, slug] = record;
    const group = record[storedFields.indexOf('translationGroupId')];
    const position = record[storedFields.length];
    if (
      typeof id !== 'string' ||
      typeof slug !== 'string' ||
      typeof group !== 'string' ||
      typeof position !== 'number'
    ) {
      return undefined;
    }
    held.push({ slug, id, group, position });
  }
  return { held, refused: chunk.refused, seenCount: chunk.listed };
}

/**
 * Seals a walk: the slug and group buckets over every stored page (the first item of a slug or
 * id in walk order wins; a page holding a later one is stored again without it), then the meta
 * that puts them in use, then the previous walk's keys and the cursor are removed.
 */
export async function seal(
  store: BrandStore,
  brandId: string,
  cursor: StoredCursor,
  reads: Map<string, PageRead>,
  options: BrandWalkOptions,
  controller: AbortController,
): Promise<IndexedMeta> {
  const { generation } = cursor;
  const slugs = new Set<string>();
  const ids = new Set<string>();
  const held: { pointer: HeldPointer; list: number }[] = [];
  const refusedSlugs: string[] = [];
  const rewrites: { list: number; page: number; drop: Set<number> }[] = [];
  let complete = !cursor.skipped;
  for (const [list, stored] of cursor.lists.entries()) {
    if (stored[6] || stored[5] < stored[1]) complete = false;
    for (let page = 1; page <= stored[3]; page++) {
      let read = reads.get(`${list}:${page}`);
      if (read === undefined) {
        const chunk = await store.storedChunk(generation, list, page);
        read = chunk && pageReadOf(chunk);
        // A chunk lost from the store (evicted, expired): its items are not held.
        if (read === undefined) {
          complete = false;
          continue;
        }
      }
      const drop = new Set<number>();
      for (const pointer of read.held) {
        if (slugs.has(pointer.slug) || ids.has(pointer.id)) {
          drop.add(pointer.position);
          continue;
        }
        slugs.add(pointer.slug);
        ids.add(pointer.id);
        held.push({ pointer, list });
      }
      if (drop.size > 0) rewrites.push({ list, page, drop });
      for (const slug of read.refused) {
        refusedSlugs.push(slug);
        if (refusedSlugs.length > maxRefusalEvents) continue;
        options.emit({
          kind: 'item-refused',
          brandId,
          slug: slug.slice(0, 200),
          reason: 'field-too-long',
        });
      }
    }
  }
  const buckets = bucketCountFor(held.length);
  const slugBuckets: StoredPointer[][] = Array.from({ length: buckets }, () => []);
  const groupBuckets: StoredPointer[][] = Array.from({ length: buckets }, () => []);
  for (const { pointer, list } of held) {
    slugBuckets[bucketOf(pointer.slug, buckets)]?.push([pointer.slug, list, pointer.position]);
    groupBuckets[bucketOf(pointer.group, buckets)]?.push([pointer.group, list, pointer.position]);
  }
  // A refused slug another item holds is that item's (the first in walk order wins).
  for (const slug of new Set(refusedSlugs)) {
    if (!slugs.has(slug)) slugBuckets[bucketOf(slug, buckets)]?.push([slug]);
  }
  const writes: (() => Promise<void>)[] = [];
  for (let bucket = 0; bucket < buckets; bucket++) {
    const slugPointers = slugBuckets[bucket] ?? [];
    const groupPointers = groupBuckets[bucket] ?? [];
    writes.push(() => store.set(store.keys.slugs(generation, bucket), slugPointers));
    writes.push(() => store.set(store.keys.groups(generation, bucket), groupPointers));
  }
  for (const { list, page, drop } of rewrites) {
    writes.push(async () => {
      const chunk = await store.storedChunk(generation, list, page);
      if (chunk === undefined) return;
      const records = chunk.records.filter((record) => {
        const position = record[storedFields.length];
        return typeof position !== 'number' || !drop.has(position);
      });
      await store.set(store.keys.chunk(generation, list, page), { ...chunk, records });
    });
  }
  await runPool(writes, writeConcurrency, controller);
  const meta: IndexedMeta = {
    format: storedFormat,
    fields: [...storedFields],
    kind: 'indexed',
    generation,
    revision: 0,
    walkedAt: cursor.walkedAt,
    pageSize: cursor.pageSize,
    // Past this many, a crawler's misses would each cost a search: not an index.
    complete: complete && refusedSlugs.length <= maxRefusedSlugs,
    items: held.length,
    refused: refusedSlugs.length,
    buckets,
    lists: cursor.lists.map(([categoryId, totalCount, pageSize, pageCount]) => [
      categoryId,
      totalCount,
      pageSize,
      0,
      pageCount,
    ]),
  };
  await store.set(store.keys.meta, meta);
  await store.remove(store.keys.cursor);
  const { previous } = options;
  if (previous !== undefined && previous.generation !== generation) {
    await store.dropGeneration(previous);
  }
  return meta;
}
