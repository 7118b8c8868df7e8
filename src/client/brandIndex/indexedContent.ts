import { timeOf } from '../../shared/isoDate.js';
import { readIndexedContent } from '../normalize.js';
import type { ContentItem, IndexedContent } from '../types.js';

/**
 * Longest identifier (id, slug, language, group, category id) the index holds, in UTF-16
 * code units. Real slugs are well under 200; a hostile 1 MB slug is not a permalink, and
 * holding it would cost megabytes per entry.
 */
export const maxIdentifierLength = 1024;

/** Longest text field (title, category name, image URL) the index holds. */
const maxTextLength = 4096;

/** Longest description the index holds: a generous summary, not a body. */
const maxDescriptionLength = 16_384;

/** Most tags per item the index holds. */
const maxTags = 100;

const fits = (value: string, max: number) => value.length <= max;

/**
 * The indexed fields of `item`, or `undefined` when the item cannot be indexed: an identifier
 * or text longer than the index holds. Such an item is counted as refused, and the index then
 * never answers "no such slug" for it on its own (the refused slugs of `StoredChunk` and the
 * count in `IndexedMeta`).
 */
export function toIndexedContent(item: ContentItem): IndexedContent | undefined {
  const identifiers = [item.id, item.slug, item.language, item.translationGroupId, item.categoryId];
  if (!identifiers.every((value) => fits(value, maxIdentifierLength))) return undefined;
  if (!fits(item.title, maxTextLength) || !fits(item.category, maxTextLength)) return undefined;
  if (!fits(item.description, maxDescriptionLength)) return undefined;
  if (item.imageUrl !== null && !fits(item.imageUrl, maxTextLength)) return undefined;
  if (item.tags.length > maxTags || !item.tags.every((tag) => fits(tag, maxTextLength))) {
    return undefined;
  }
  return {
    id: item.id,
    slug: item.slug,
    language: item.language,
    translationGroupId: item.translationGroupId,
    isSourceLanguageDocument: item.isSourceLanguageDocument,
    title: item.title,
    description: item.description,
    categoryId: item.categoryId,
    category: item.category,
    tags: [...item.tags],
    status: item.status,
    publishedDate: item.publishedDate,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    imageUrl: item.imageUrl,
  };
}

/** Whether `entry` carries `tag`, compared without regard to case, as the service compares tags. */
export function hasTag(entry: IndexedContent, tag: string): boolean {
  const wanted = tag.toLowerCase();
  return entry.tags.some((candidate) => candidate.toLowerCase() === wanted);
}

/** `entry`'s published date in milliseconds, for sorting; `undefined` for none or one that is not a date. */
export function publishedTime(entry: IndexedContent): number | undefined {
  return timeOf(entry.publishedDate);
}

/**
 * The fields of an entry as it is stored, in their order: an entry is stored as a tuple of these
 * values rather than an object, so the store carries no field names (about a third smaller)
 * and no key of it can be `__proto__`. Every position is derived from this list, and the
 * stored format names it (`StoredMeta.fields`), so adding a field here makes every index
 * stored before it unreadable (a walk rebuilds it) rather than misread.
 */
export const storedFields = [
  'id',
  'slug',
  'language',
  'translationGroupId',
  'isSourceLanguageDocument',
  'title',
  'description',
  'categoryId',
  'category',
  'tags',
  'status',
  'publishedDate',
  'createdAt',
  'updatedAt',
  'imageUrl',
] as const satisfies readonly (keyof IndexedContent)[];

/** An entry as stored: the values of {@link storedFields}, in their order. */
export type StoredEntry = unknown[];

/** The tuple an entry is stored as. */
export function toStoredEntry(entry: IndexedContent): StoredEntry {
  return storedFields.map((name) => entry[name]);
}

/**
 * The entry a stored tuple holds, or `undefined` when it is not one: a shared store is
 * outside this process, so what it returns is checked as a service answer is, by the
 * client's own field reader.
 */
export function fromStoredEntry(value: readonly unknown[]): IndexedContent | undefined {
  if (value.length !== storedFields.length) return undefined;
  try {
    return readIndexedContent(
      Object.fromEntries(storedFields.map((name, index) => [name, value[index]])),
    );
  } catch {
    // A damaged entry reads as absent, as below.
  }
  return undefined;
}
