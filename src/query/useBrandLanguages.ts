'use client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ContentApiError } from '../client/index.js';
import { languagesFromCategories } from './findVariants.js';
import { type UseCategoriesParams, useCategories } from './useCategories.js';

/**
 * The brand's languages, sorted: every language its categories are translated
 * into. Shares the categories query (no extra request).
 */
export function useBrandLanguages(
  params: Omit<UseCategoriesParams<string[]>, 'select'> = {},
): UseQueryResult<string[], ContentApiError> {
  return useCategories({ ...params, select: languagesFromCategories });
}
