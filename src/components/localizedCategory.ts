import type { Category } from '../client/index.js';
import { usableLanguageTags } from '../query/preferredLanguages.js';

/** A category named for the reader: what {@link localizeCategoryFor} and `useLocalizedCategory` return. */
export interface LocalizedCategory {
  /** The category as the service lists it. */
  category: Category;
  /** Its name in the reader's language, else its default name; `undefined` when it has neither (never its id). */
  name: string | undefined;
  /** Its description in the same language as `name`, else the default one. */
  description: string | null;
  /** The `translations` key the name comes from (for `lang`); `undefined` for the default name. */
  language: string | undefined;
}

/** Longer keys cannot match a usable preference (35 characters at most), so they are not looked at. */
const maxKeyLength = 35;

const normalize = (tag: string) => tag.toLowerCase().replaceAll('_', '-');

/**
 * The translation key to use for a chain of preferences, the RFC 4647 "lookup" way that
 * `resolveVariant` picks items: each preference as given, then shorter (`de-AT` → `de`), a
 * regional key (`pt-BR`) also serving its language (`pt`), before the next preference.
 * Only own keys with a name count; two maps keep it linear in the number of keys.
 */
function translationKeyFor(category: Category, preferred: readonly string[]): string | undefined {
  const exact = new Map<string, string>();
  const regional = new Map<string, string>();
  for (const [key, translation] of Object.entries(category.translations)) {
    if (key.length > maxKeyLength || !translation?.name) continue;
    const subtags = normalize(key).split('-');
    if (!exact.has(subtags.join('-'))) exact.set(subtags.join('-'), key);
    for (let length = subtags.length - 1; length > 0; length--) {
      const prefix = subtags.slice(0, length).join('-');
      if (!regional.has(prefix)) regional.set(prefix, key);
    }
  }
  for (const wanted of usableLanguageTags(preferred)) {
    const subtags = normalize(wanted).split('-');
    for (let length = subtags.length; length > 0; length--) {
      const candidate = subtags.slice(0, length).join('-');
      const key = exact.get(candidate) ?? regional.get(candidate);
      if (key !== undefined) return key;
    }
  }
  return undefined;
}

/**
 * A category's name and description for the reader: from the translation of the first of
 * `preferredLanguages` it has (`de-AT` finds `de`), else its default ones. Unlike
 * `localizeCategory`, the name is never the category's id: headings show nothing rather
 * than an identifier. Pure and server-safe.
 *
 * @example
 * localizeCategoryFor(hiking, ['de-AT', 'en']) // { name: 'Wandern', language: 'de', … }
 */
export function localizeCategoryFor(
  category: Category,
  preferredLanguages: readonly string[],
): LocalizedCategory {
  const language = translationKeyFor(category, preferredLanguages);
  const translation = language === undefined ? undefined : category.translations[language];
  return {
    category,
    name: translation?.name ?? category.name ?? undefined,
    description: translation?.description ?? category.description,
    language,
  };
}
