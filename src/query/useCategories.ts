'use client';
import {
  type UseQueryOptions,
  type UseQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { Category, ContentApiError } from '../client/index.js';
import { resolveBrandId, useContentDelivery } from './context.js';
import { categoriesQueryOptions } from './queryOptions.js';

export type UseCategoriesParams<TData = Category[]> = {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
} & Omit<UseQueryOptions<Category[], ContentApiError, TData>, 'queryKey' | 'queryFn'>;

export type UseSuspenseCategoriesParams<TData = Category[]> = {
  brandId?: string | undefined;
} & Omit<UseSuspenseQueryOptions<Category[], ContentApiError, TData>, 'queryKey' | 'queryFn'>;

/**
 * The brand's categories.
 *
 * @example
 * const { data: categories } = useCategories();
 */
export function useCategories<TData = Category[]>(
  params: UseCategoriesParams<TData> = {},
): UseQueryResult<TData, ContentApiError> {
  const context = useContentDelivery('useCategories');
  const { brandId, ...queryOverrides } = params;
  return useQuery({
    ...categoriesQueryOptions(context.client, resolveBrandId(context, brandId)),
    ...queryOverrides,
  } as UseQueryOptions<Category[], ContentApiError, TData>);
}

/** Like `useCategories`, but suspends until loaded and throws errors to the nearest error boundary. */
export function useSuspenseCategories<TData = Category[]>(
  params: UseSuspenseCategoriesParams<TData> = {},
): UseSuspenseQueryResult<TData, ContentApiError> {
  const context = useContentDelivery('useSuspenseCategories');
  const { brandId, ...queryOverrides } = params;
  return useSuspenseQuery({
    ...categoriesQueryOptions(context.client, resolveBrandId(context, brandId)),
    ...queryOverrides,
  } as UseSuspenseQueryOptions<Category[], ContentApiError, TData>);
}
