import { compareCodeUnits } from '../languageOrder.js';
import type { IndexedContent } from '../types.js';
import type { BrandStore, IndexRecord, IndexView } from './brandStore.js';
import { hasTag, publishedTime } from './indexedContent.js';

// A category or tag list read from the brand index instead of the service's pages: exact only
// when the index holds every item the list counts. Used by translated lists on a server.

/** The two lists the index can give: a category's, or a tag's. */
export type IndexedListKind = 'category' | 'tag';

/**
 * Whether the index holds `records` as the service lists them: every item its lists count,
 * none refused (an item with a field too long to hold is not in the index, so a list built
 * from it would lack the item). Only then is a list from the index exact.
 */
function holdsWhole(view: IndexView, records: readonly IndexRecord[], counted: number) {
  return (
    view.meta.complete &&
    view.meta.refused === 0 &&
    view.deltaRefused.size === 0 &&
    records.length === counted
  );
}

/** Every record of `lists` (all when `undefined`), read from the store chunk by chunk. */
async function collect(store: BrandStore, view: IndexView, lists?: number[]) {
  const records: IndexRecord[] = [];
  for await (const record of store.records(view, lists)) records.push(record);
  return records;
}

/**
 * A category's items in the service's order: the records the walk read in that category's
 * list, by their place in it (items a head check found on top of the list since the walk have
 * smaller places, so they come first). Reads that list's chunks only. `undefined` when the
 * index does not hold that list whole: a category it does not know (new since the walk, or
 * none), or a list whose count differs from what it holds.
 */
async function categoryItems(
  store: BrandStore,
  view: IndexView,
  categoryId: string,
): Promise<IndexedContent[] | undefined> {
  const index = view.listIndex.get(categoryId);
  const list = index === undefined ? undefined : view.meta.lists[index];
  if (index === undefined || list === undefined) return undefined;
  const records = await collect(store, view, [index]);
  if (!holdsWhole(view, records, list[1])) return undefined;
  // Stable: a tie (none in one generation's chunks) keeps walk order.
  records.sort((a, b) => a.position - b.position);
  return records.map((record) => record.entry);
}

/**
 * A tag's items, newest first: `publishedDate` descending, items without one (unpublished)
 * last, then by `id`, as the mock service orders every list. The service's own order is not
 * specified (v1), and the index, walked through the category lists, cannot read it: this is
 * the order the index gives a tag list. Tags are compared without regard to case, as the
 * service does. The index keeps no list per tag, so this reads every chunk of the brand, one
 * at a time, keeping the tag's items only. `undefined` when the index does not hold the brand
 * whole.
 */
async function tagItems(
  store: BrandStore,
  view: IndexView,
  tag: string,
): Promise<IndexedContent[] | undefined> {
  let counted = 0;
  for (const list of view.meta.lists) counted += list[1];
  if (
    !view.meta.complete ||
    view.meta.refused > 0 ||
    view.meta.items + view.delta.length !== counted
  ) {
    return undefined;
  }
  const records: IndexRecord[] = [];
  let seen = 0;
  for await (const record of store.records(view)) {
    seen++;
    if (hasTag(record.entry, tag)) records.push(record);
  }
  if (seen !== counted) return undefined;
  const tagged = records.map(({ entry }) => ({ entry, time: publishedTime(entry) }));
  tagged.sort((a, b) => {
    if (a.time !== b.time) {
      if (a.time === undefined) return 1;
      if (b.time === undefined) return -1;
      return b.time - a.time;
    }
    return compareCodeUnits(a.entry.id, b.entry.id);
  });
  return tagged.map(({ entry }) => entry);
}

/**
 * The items of a category or tag list from the brand index, every language, in list order
 * (see {@link categoryItems} and {@link tagItems}), or `undefined` when the index cannot give
 * the list exactly (the caller then reads the service's list).
 */
export function indexedListItems(
  store: BrandStore,
  view: IndexView,
  kind: IndexedListKind,
  value: string,
): Promise<IndexedContent[] | undefined> {
  return kind === 'category' ? categoryItems(store, view, value) : tagItems(store, view, value);
}
