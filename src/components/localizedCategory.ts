import type { Category } from '../client/index.js';
import { lookupLanguage } from '../query/languageMatching.js';

/** A category named for the reader: what {@link localizeCategory} and `useLocalizedCategory` return. */
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
/**
 * A category's name and description for the reader: from the translation of the first of
 * `preferredLanguages` it has (`de-AT` finds `de`), else its default ones. Unlike
 * `localizeCategory`, the name is never the category's id: headings show nothing rather
 * than an identifier. Pure and server-safe.
 *
 * @example
 * localizeCategory(hiking, ['de-AT', 'en']) // { name: 'Wandern', language: 'de', … }
 */
export function localizeCategory(
  category: Category,
  preferredLanguages: readonly string[],
): LocalizedCategory {
  // Only translations with a name are offered: a name-less one cannot name the category.
  const named = Object.entries(category.translations).flatMap(([key, translation]) =>
    translation?.name ? [[key, key] as const] : [],
  );
  const language = lookupLanguage(named, preferredLanguages)?.value;
  const translation = language === undefined ? undefined : category.translations[language];
  return {
    category,
    name: translation?.name ?? category.name ?? undefined,
    description: translation?.description ?? category.description,
    language,
  };
}

/**
 * Name and description of a category in one language exactly (the key `lang` of its
 * translations), falling back to its default ones, else its id: what `CategoryNav` shows.
 * Only the category's own translations count: `lang="constructor"` finds nothing (not `Object`).
 */
export function categoryTextIn(category: Category, lang: string | undefined) {
  const translations = category.translations;
  const translation =
    lang !== undefined && Object.hasOwn(translations, lang) ? translations[lang] : undefined;
  return {
    name: translation?.name ?? category.name ?? category.id,
    description: translation?.description ?? category.description,
    localized: translation?.name !== undefined && translation.name !== null,
  };
}
