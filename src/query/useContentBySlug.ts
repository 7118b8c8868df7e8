'use client';
import {
  type UseQueryResult,
  type UseSuspenseQueryOptions,
  type UseSuspenseQueryResult,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import type { ContentApiError, ContentItem } from '../client/index.js';
import { resolveBrandId, useContentData } from './ContentDataProvider.js';
import { type ContentQueryOptions, contentQueryDefaults } from './queryOptions.js';
import {
  type ContentBySlugParams,
  contentBySlugQueryOptions,
  type SlugKey,
} from './slugQueryOptions.js';

/** The slug to find and the search's bounds; `brandId` overrides the provider's. */
type BySlug = Omit<ContentBySlugParams, 'brandId'> & { brandId?: string | undefined };

/** Parameters of {@link useContentBySlug}: the slug, the search's bounds and any TanStack `useQuery` option. */
export type UseContentBySlugParams<TData = ContentItem | null> = BySlug &
  ContentQueryOptions<ContentItem | null, TData, SlugKey>;
/** Parameters of {@link useSuspenseContentBySlug}: the slug, the search's bounds and TanStack's suspense options. */
export type UseSuspenseContentBySlugParams<TData = ContentItem | null> = BySlug &
  Omit<
    UseSuspenseQueryOptions<ContentItem | null, ContentApiError, TData, SlugKey>,
    'queryKey' | 'queryFn'
  >;

/**
 * The item with a permalink slug: `data` is the item, or `null` when there is none (render
 * your "not found" state). Costs no request for an item already in a cached list; see
 * `contentBySlugQueryOptions` and `findContentBySlug` for the search and its cost.
 *
 * @example
 * const { lang, slug } = useParams();
 * const { data: item, isPending, error } = useContentBySlug({ lang, slug });
 * if (item === null) return <NotFound />;
 */
export function useContentBySlug<TData = ContentItem | null>({
  brandId,
  slug,
  lang,
  pageSize,
  maxPages,
  ...queryOptions
}: UseContentBySlugParams<TData>): UseQueryResult<TData, ContentApiError> {
  const context = useContentData('useContentBySlug');
  return useQuery(
    contentBySlugQueryOptions(
      context.client,
      { brandId: resolveBrandId(context, brandId), slug, lang, pageSize, maxPages },
      queryOptions,
    ),
  );
}

/** Like `useContentBySlug`, but suspends until the lookup has finished and throws errors to the nearest error boundary. */
export function useSuspenseContentBySlug<TData = ContentItem | null>({
  brandId,
  slug,
  lang,
  pageSize,
  maxPages,
  ...queryOptions
}: UseSuspenseContentBySlugParams<TData>): UseSuspenseQueryResult<TData, ContentApiError> {
  const context = useContentData('useSuspenseContentBySlug');
  const { queryKey, queryFn } = contentBySlugQueryOptions(context.client, {
    brandId: resolveBrandId(context, brandId),
    slug,
    lang,
    pageSize,
    maxPages,
  });
  return useSuspenseQuery({ ...contentQueryDefaults, ...queryOptions, queryKey, queryFn });
}
