import type { ContentClient } from '../contentClient.js';
import type { ContentItem } from '../types.js';
import { addRecord, type BrandSnapshot, type IndexRecord } from './brandSnapshot.js';
import { maxIdentifierLength, toIndexedContent, toStoredEntry } from './indexedContent.js';

/** What a head check found. */
export interface ListHeads {
  /** Records of items published on top of their lists since the walk, now in the snapshot. */
  added: IndexRecord[];
  /**
   * A change a head check cannot place (a new category, items gone, a whole page of new ones,
   * an item held that came back on top changed): walk again.
   */
  changed: boolean;
}

/**
 * `true` when `item` is held, but not as it is now: its id under another slug (renamed), its
 * slug under another id (a new item took it), or other fields (edited). Only a walk can place
 * it again: republished on top, it left its place further down, so only the items that were
 * above that place moved down, which a list's one `shift` cannot say.
 */
function heldDifferently(snapshot: BrandSnapshot, item: ContentItem): boolean {
  const record = snapshot.bySlug.get(item.slug);
  if (record === undefined) return snapshot.ids.has(item.id);
  const entry = toIndexedContent(item);
  return (
    entry === undefined ||
    JSON.stringify(toStoredEntry(entry)) !== JSON.stringify(toStoredEntry(record.entry))
  );
}

/**
 * Reads page 1 of every category (1 + categories requests) and adds to `snapshot` the items on
 * it the index does not know: published on top of their list since the walk, so the list's
 * other items move down by as many (its `shift`). The rate of head checks, and storing what
 * they add, is the index's business (`createBrandIndex`). An item held that is on page 1
 * changed (renamed, edited, its slug reused) makes the index walk again, so the new slug is
 * found and the old one no longer answers stale fields.
 */
export async function readListHeads(
  client: ContentClient,
  brandId: string,
  snapshot: BrandSnapshot,
): Promise<ListHeads> {
  const categories = await client.getCategories(brandId);
  const added: IndexRecord[] = [];
  let changed = false;
  const ids = [...new Set(categories.map((category) => category.id))];
  for (const categoryId of ids) {
    const list = snapshot.lists.get(categoryId);
    if (list === undefined) {
      changed = true;
      continue;
    }
    const first = await client.getContentByCategory(brandId, categoryId, {
      page: 1,
      pageSize: snapshot.pageSize,
    });
    // An item the walk refused (a field too long to hold) is not new: counting it at
    // every check would shift the list's pages and walk the brand each time. One whose
    // slug is too long to remember is never counted; if it is new, the total differs.
    const head = first.data.slice(0, list.pageSize);
    if (head.some((item) => heldDifferently(snapshot, item))) changed = true;
    const fresh = head.filter(
      (item) =>
        !snapshot.bySlug.has(item.slug) &&
        !snapshot.ids.has(item.id) &&
        !snapshot.refusedSlugs.has(item.slug) &&
        item.slug.length <= maxIdentifierLength,
    );
    if (fresh.length > 0 && fresh.length >= list.pageSize) changed = true;
    if (first.totalCount !== list.totalCount + fresh.length) changed = true;
    list.shift += fresh.length;
    list.totalCount = first.totalCount;
    first.data.forEach((item, offset) => {
      if (!fresh.includes(item)) return;
      const entry = toIndexedContent(item);
      if (entry === undefined) {
        snapshot.refusedSlugs.add(item.slug);
        return;
      }
      const record = { entry, list: categoryId, position: offset - list.shift };
      if (addRecord(snapshot, record)) added.push(record);
    });
  }
  return { added, changed };
}
