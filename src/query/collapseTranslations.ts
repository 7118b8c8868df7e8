import type { IndexedContent } from '../client/index.js';
import { resolveVariant, usableLanguageTags } from './languageMatching.js';

/**
 * The nil UUID: what a service writes for a group id it never set (a .NET `Guid` left at its
 * default, for instance). Items carrying it are not translations of each other.
 */
const nilUuid = '00000000-0000-0000-0000-000000000000';

/** A `translationGroupId` that can join items: a non-blank string other than the nil UUID. */
export function isGroupId(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value !== nilUuid;
}

/**
 * One item per translation group, in the reader's language: each group's variant is chosen
 * by {@link resolveVariant} (RFC 4647 lookup along `preferredLanguages`, then the source
 * document, then the group's first item), and each group keeps the position of its first
 * item in `items`. Pure and synchronous; linear in the number of items. It returns the items it
 * is given (a `ContentItem`, or the `IndexedContent` of a list built from the brand index).
 *
 * Items whose `translationGroupId` cannot join anything (missing, blank, the nil UUID) stay
 * as they are, each on its own: never merged with another item by accident. Group ids are
 * compared exactly, in a `Map`, so `__proto__` or `constructor` are ids like any other.
 * Preferences that are not shaped like language tags are ignored; an empty list shows each
 * group's source document.
 *
 * @example
 * collapseTranslations(page.data, ['de-AT', 'de', 'en']) // the German version of each article, else its original
 */
export function collapseTranslations<
  T extends Pick<IndexedContent, 'language' | 'isSourceLanguageDocument' | 'translationGroupId'>,
>(items: readonly T[], preferredLanguages: readonly string[]): T[] {
  const groups: T[][] = [];
  const groupsById = new Map<string, T[]>();
  for (const item of items) {
    const groupId = item.translationGroupId;
    if (!isGroupId(groupId)) {
      groups.push([item]);
      continue;
    }
    const group = groupsById.get(groupId);
    if (group === undefined) {
      const created = [item];
      groupsById.set(groupId, created);
      groups.push(created);
    } else {
      group.push(item);
    }
  }
  const languages = usableLanguageTags(preferredLanguages);
  return groups.flatMap((group) => {
    // A group of one has nothing to choose from (and its item may have no usable group id).
    if (group.length === 1) return group;
    const { item } = resolveVariant(group, languages);
    return item === undefined ? [] : [item];
  });
}
