import type { Category } from '../client/index.js';

/** Name and description of a category in a language, falling back to its default ones. */
export function localizeCategory(category: Category, lang: string | undefined) {
  const translation = lang === undefined ? undefined : category.translations[lang];
  return {
    name: translation?.name ?? category.name ?? category.id,
    description: translation?.description ?? category.description,
    localized: translation?.name !== undefined && translation.name !== null,
  };
}
