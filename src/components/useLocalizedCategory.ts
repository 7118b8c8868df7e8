'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Category, ContentApiError } from '../client/index.js';
import { useCategories } from '../query/useCategories.js';
import { type LocalizedCategory, localizeCategory } from './localizedCategory.js';

/** Options of {@link useLocalizedCategory}. */
export interface UseLocalizedCategoryOptions {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /**
   * The reader's languages, most wanted first; the name comes from the first one the category
   * is translated into.
   * @default [] (the default name)
   */
  preferredLanguages?: readonly string[] | undefined;
  /** @default true */
  enabled?: boolean | undefined;
}

const noLanguages: readonly string[] = [];

/**
 * One category of the brand, named for the reader (see `localizeCategory`), from the
 * categories query that `CategoryNav` and `ContentList` headings share (no extra request).
 * `data` is `undefined` while the categories load and `null` for a category the brand does
 * not have.
 *
 * @example
 * const { data: category } = useLocalizedCategory('hiking', { preferredLanguages: ['de'] });
 * return <h1 lang={category?.language}>{category?.name}</h1>;
 */
export function useLocalizedCategory(
  categoryId: string,
  { brandId, preferredLanguages = noLanguages, enabled = true }: UseLocalizedCategoryOptions = {},
): UseQueryResult<LocalizedCategory | null, ContentApiError> {
  return useCategories({
    brandId,
    enabled,
    select: (categories: Category[]) => {
      const category = categories.find((candidate) => candidate.id === categoryId);
      return category === undefined ? null : localizeCategory(category, preferredLanguages);
    },
  });
}
