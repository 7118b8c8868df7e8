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

/**
 * A category's name and description for the reader: from the translation of the first of
 * `preferredLanguages` it has, picked the RFC 4647 "lookup" way that `resolveVariant` picks
 * items (`de-AT` finds `de`, a `pt-BR` translation serves `pt`), else its default ones. Only
 * its own translations with a name count (`constructor` finds nothing), and the name is never
 * the category's id: headings show nothing rather than an identifier. Pure and server-safe.
 *
 * @example
 * localizeCategory(hiking, ['de-AT', 'en']) // { name: 'Wandern', language: 'de', … }
 */
export function localizeCategory(
  category: Category,
  preferredLanguages: readonly string[],
): LocalizedCategory {
  const named = Object.entries(category.translations).filter(([, translation]) =>
    Boolean(translation?.name),
  );
  const language = lookupLanguage(named, ([key]) => key, preferredLanguages)?.candidate[0];
  const translation = language === undefined ? undefined : category.translations[language];
  return {
    category,
    name: translation?.name ?? category.name ?? undefined,
    description: translation?.description ?? category.description,
    language,
  };
}

/**
 * A category's label in the navigation: its name and description in `lang` as
 * {@link localizeCategory} finds them (the exact tag first, then a regional one or the tag
 * without its region: a `de-AT` page shows the `de` names, a `de` page the `de-AT` ones when
 * there are no others), else its default ones, the name falling back to the id so a link
 * always has text. Internal to `CategoryNav`.
 */
export function categoryLabel(category: Category, lang: string | undefined) {
  const { name, description } = localizeCategory(category, lang === undefined ? [] : [lang]);
  return { name: name ?? category.id, description };
}
