'use client';
import {
  type UseQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { Category, ContentApiError } from '../client/index.js';
import { resolveBrandId, useContentData } from './ContentDataProvider.js';
import { languagesFromCategories } from './findVariants.js';
import {
  type CategoriesKey,
  type ContentQueryOptions,
  categoriesQueryOptions,
  contentQueryDefaults,
} from './queryOptions.js';

/** Parameters of {@link useCategories}: the brand and any TanStack `useQuery` option. */
export type UseCategoriesParams<TData = Category[]> = {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
} & ContentQueryOptions<Category[], TData, CategoriesKey>;

/** Parameters of {@link useSuspenseCategories}: the brand and TanStack's suspense options. */
export type UseSuspenseCategoriesParams<TData = Category[]> = {
  brandId?: string | undefined;
} & Omit<
  UseSuspenseQueryOptions<Category[], ContentApiError, TData, CategoriesKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The brand's categories.
 *
 * @example
 * const { data: categories } = useCategories();
 */
export function useCategories<TData = Category[]>(
  params: UseCategoriesParams<TData> = {},
): UseQueryResult<TData, ContentApiError> {
  const context = useContentData('useCategories');
  const { brandId, ...queryOptions } = params;
  return useQuery(
    categoriesQueryOptions(context.client, resolveBrandId(context, brandId), queryOptions),
  );
}

/** Like `useCategories`, but suspends until loaded and throws errors to the nearest error boundary. */
export function useSuspenseCategories<TData = Category[]>(
  params: UseSuspenseCategoriesParams<TData> = {},
): UseSuspenseQueryResult<TData, ContentApiError> {
  const context = useContentData('useSuspenseCategories');
  const { brandId, ...queryOptions } = params;
  const { queryKey, queryFn } = categoriesQueryOptions(
    context.client,
    resolveBrandId(context, brandId),
  );
  return useSuspenseQuery({ ...contentQueryDefaults, ...queryOptions, queryKey, queryFn });
}

/**
 * The brand's languages, sorted: every language its categories are translated
 * into. Shares the categories query (no extra request).
 */
export function useBrandLanguages(
  params: Omit<UseCategoriesParams<string[]>, 'select'> = {},
): UseQueryResult<string[], ContentApiError> {
  return useCategories({ ...params, select: languagesFromCategories });
}
