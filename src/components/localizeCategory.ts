import type { Category } from '../client/index.js';

/**
 * Name and description of a category in a language, falling back to its default ones.
 * Only the category's own translations count: `lang="constructor"` finds nothing (not `Object`).
 */
export function localizeCategory(category: Category, lang: string | undefined) {
  const translations = category.translations;
  const translation =
    lang !== undefined && Object.hasOwn(translations, lang) ? translations[lang] : undefined;
  return {
    name: translation?.name ?? category.name ?? category.id,
    description: translation?.description ?? category.description,
    localized: translation?.name !== undefined && translation.name !== null,
  };
}
