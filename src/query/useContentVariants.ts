'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentApiError, ContentItem } from '../client/index.js';
import { resolveBrandId, useContentDelivery } from './ContentDataProvider.js';
import { contentKeys } from './contentKeys.js';
import { type FindVariantsOptions, findVariants } from './findVariants.js';
import { contentQueryDefaults } from './queryDefaults.js';
import { useBrandLanguages } from './useBrandLanguages.js';

export interface UseContentVariantsOptions extends FindVariantsOptions {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** @default true */
  enabled?: boolean | undefined;
}

/** What {@link useContentVariants} returns. */
export interface ContentVariants {
  /** The other-language versions of the item (same `translationGroupId`), sorted by language. */
  variants: ContentItem[];
  /** Every version including the item itself, sorted by language. */
  all: ContentItem[];
  /** The original-language document; `undefined` until found (or if the service has none). */
  source: ContentItem | undefined;
  /** The brand's languages (from the categories' translations). */
  languages: string[];
  /** `true` until the lookup has finished. */
  isPending: boolean;
  isFetching: boolean;
  /** Why the lookup failed, if it did; the item itself is still usable. */
  error: ContentApiError | null;
  /**
   * `true` when `error` is a failed background refresh: the variants and languages are the
   * last good ones, so show them with no error banner (at most a quiet "may be out of date").
   */
  isRefetchError: boolean;
  refetch: () => void;
}

/**
 * The other-language versions of an item, which one is the source document,
 * and the brand's languages. The lookup is bounded and cached per translation
 * group; see `findVariants` for its request cost.
 *
 * @example
 * const { variants, source } = useContentVariants(item);
 */
export function useContentVariants(
  item: ContentItem | undefined,
  { brandId, enabled = true, ...bounds }: UseContentVariantsOptions = {},
): ContentVariants {
  const context = useContentDelivery('useContentVariants');
  const queryClient = useQueryClient();
  const brand = resolveBrandId(context, brandId);
  const languages = useBrandLanguages({ brandId: brand, enabled });
  const query = useQuery<ContentItem[], ContentApiError>({
    ...contentQueryDefaults,
    queryKey: [
      ...contentKeys.variants(context.client, brand, item?.translationGroupId ?? ''),
      {
        id: item?.id,
        maxPagesPerLanguage: bounds.maxPagesPerLanguage,
        pageSize: bounds.pageSize,
        maxLanguages: bounds.maxLanguages,
      },
    ],
    queryFn: () =>
      item === undefined
        ? Promise.resolve([])
        : findVariants(queryClient, context.client, brand, item, bounds),
    enabled: enabled && item !== undefined,
  });

  const all = query.data ?? (item === undefined ? [] : [item]);
  return {
    variants: all.filter((variant) => variant.id !== item?.id),
    all,
    source: all.find((variant) => variant.isSourceLanguageDocument),
    languages: languages.data ?? [],
    isPending: query.isPending && enabled && item !== undefined,
    isFetching: query.isFetching,
    error: query.error ?? languages.error,
    isRefetchError: query.error === null ? languages.isRefetchError : query.isRefetchError,
    refetch: () => {
      void query.refetch();
    },
  };
}
