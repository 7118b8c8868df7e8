import type { ContentClient } from '../contentClient.js';
import type { ContentItem } from '../types.js';
import type { BrandStore, IndexRecord, IndexView } from './brandStore.js';
import { maxIdentifierLength, toIndexedContent, toStoredEntry } from './indexedContent.js';
import { searchTextOf } from './searchText.js';
import type { StoredList } from './storeLayout.js';

/** What a head check found. */
export interface ListHeads {
  /** Records of items published on top of their lists since the walk. */
  added: IndexRecord[];
  /** Slugs of items published since the walk that the index cannot hold. */
  refused: string[];
  /** The lists with their new totals and shifts. */
  lists: StoredList[];
  /**
   * A change a head check cannot place (a new category, items gone, a whole page of new ones,
   * an item held that came back on top changed): walk again.
   */
  changed: boolean;
}

/** Whether `item` is held as `record` says, field for field. */
function heldAsIs(record: IndexRecord, item: ContentItem): boolean {
  const entry = toIndexedContent(item);
  return (
    entry !== undefined &&
    JSON.stringify(toStoredEntry(entry)) === JSON.stringify(toStoredEntry(record.entry))
  );
}

/**
 * Reads page 1 of every category (1 + categories requests) and finds the items on it the index
 * does not know: published on top of their list since the walk, so the list's other items move
 * down by as many (its `shift`). What a list's top held is read from the store (its first page
 * as walked, and what head checks added), and each new-looking item's slug once more, so an
 * item held elsewhere that came back on top is a change, not a new item. An item held that is
 * on page 1 changed (renamed, edited, its slug reused) makes the index walk again, so the new
 * slug is found and the old one no longer answers stale fields.
 */
export async function readListHeads(
  client: ContentClient,
  store: BrandStore,
  brandId: string,
  view: IndexView,
): Promise<ListHeads> {
  const categories = await client.getCategories(brandId);
  const added: IndexRecord[] = [];
  const refused: string[] = [];
  const lists = view.meta.lists.map((list): StoredList => [...list]);
  let changed = false;
  for (const categoryId of new Set(categories.map((category) => category.id))) {
    const index = view.listIndex.get(categoryId);
    const list = index === undefined ? undefined : lists[index];
    if (index === undefined || list === undefined) {
      changed = true;
      continue;
    }
    const [, totalCount, pageSize] = list;
    const first = await client.getContentByCategory(brandId, categoryId, {
      page: 1,
      pageSize: view.meta.pageSize,
    });
    const top = new Map<string, IndexRecord>();
    for (const record of await store.chunk(view, index, 1)) top.set(record.entry.slug, record);
    for (const record of view.delta)
      if (record.list === categoryId) top.set(record.entry.slug, record);
    const topIds = new Set([...top.values()].map((record) => record.entry.id));
    const fresh: ContentItem[] = [];
    for (const item of first.data.slice(0, pageSize)) {
      const known = top.get(item.slug);
      if (known !== undefined) {
        if (!heldAsIs(known, item)) changed = true;
        continue;
      }
      // Its id under another slug: renamed, which only a walk can place.
      if (topIds.has(item.id)) {
        changed = true;
        continue;
      }
      // A slug too long to remember is never counted; if it is new, the total differs.
      if (item.slug.length > maxIdentifierLength) continue;
      const elsewhere = await store.slug(view, item.slug);
      // An item the walk refused (a field too long to hold) is not new: counting it at every
      // check would shift the list's pages and walk the brand each time.
      if (elsewhere === 'refused') continue;
      // Held further down: it came back on top, so only the items above its place moved.
      if (elsewhere !== undefined) {
        changed = true;
        continue;
      }
      fresh.push(item);
    }
    if (fresh.length > 0 && fresh.length >= pageSize) changed = true;
    if (first.totalCount !== totalCount + fresh.length) changed = true;
    list[3] += fresh.length;
    list[1] = first.totalCount;
    first.data.forEach((item, offset) => {
      if (!fresh.includes(item)) return;
      const entry = toIndexedContent(item);
      // New, but not an item the index can hold: its lookups search the lists, and later
      // checks know it (`elsewhere === 'refused'`), so it is counted once.
      if (entry === undefined) {
        refused.push(item.slug);
        return;
      }
      added.push({
        entry,
        list: categoryId,
        position: offset - list[3],
        search: searchTextOf(item),
      });
    });
  }
  return { added, refused, lists, changed };
}
