'use client';
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentApiError, IndexedContent } from '../client/index.js';
import { resolveBrandId, useContentData } from './ContentDataProvider.js';
import { contentKeys } from './contentKeys.js';
import { type FindVariantsOptions, findVariants } from './findVariants.js';
import {
  type ResolvedVariant,
  type ResolveVariantOptions,
  resolveVariant,
} from './languageMatching.js';
import { contentQueryDefaults } from './queryOptions.js';
import { useBrandLanguages } from './useCategories.js';

/** Options of {@link useContentVariants}: the bounds of `findVariants` (the query has its own signal). */
export interface UseContentVariantsOptions extends Omit<FindVariantsOptions, 'signal'> {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** @default true */
  enabled?: boolean | undefined;
}

/**
 * What {@link useContentVariants} returns. The versions are `IndexedContent` (what lists, links
 * and language switchers need, no body): a brand index, the proxy's included, holds no bodies.
 */
export interface ContentVariants {
  /** The other-language versions of the item (same `translationGroupId`), sorted by language. */
  variants: IndexedContent[];
  /** Every version including the item itself, sorted by language. */
  all: IndexedContent[];
  /** The original-language document; `undefined` until found (or if the service has none). */
  source: IndexedContent | undefined;
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

/** The variants query alone: what `LanguageSwitcher` needs (no categories request through a proxy). */
export function useVariantsQuery(
  consumer: string,
  item: IndexedContent | undefined,
  { brandId, enabled = true, ...bounds }: UseContentVariantsOptions,
): UseQueryResult<IndexedContent[], ContentApiError> {
  const context = useContentData(consumer);
  const queryClient = useQueryClient();
  const brand = resolveBrandId(context, brandId);
  return useQuery<IndexedContent[], ContentApiError>({
    ...contentQueryDefaults,
    // Per translation group; the item and the bounds of the search (without an index) change
    // the answer, so they are part of it.
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
}

/**
 * The other-language versions of an item, which one is the source document,
 * and the brand's languages. The lookup is cached per translation group: through the proxy's
 * brand index with a client made with `brandIndex: 'proxy'` (1 request, and 1 for the
 * categories behind `languages`), else bounded; see `findVariants` for its request cost.
 *
 * @example
 * const { variants, source } = useContentVariants(item);
 */
export function useContentVariants(
  item: IndexedContent | undefined,
  options: UseContentVariantsOptions = {},
): ContentVariants {
  const { brandId, enabled = true } = options;
  const context = useContentData('useContentVariants');
  const languages = useBrandLanguages({ brandId: resolveBrandId(context, brandId), enabled });
  const query = useVariantsQuery('useContentVariants', item, options);

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

/**
 * The best version of `item` for a chain of preferred languages (e.g. from
 * `navigator.languages` or the route), falling back to the source document.
 * Until the variants are loaded it resolves among what is known (the item). The chosen
 * version is an `IndexedContent` (no body): load its body by its slug (`useContentBySlug`).
 *
 * @example
 * const { item: shown, fellBack } = useResolvedVariant(item, ['de-AT', 'de', 'en']);
 */
export function useResolvedVariant(
  item: IndexedContent | undefined,
  preferred: readonly string[],
  options: UseContentVariantsOptions & ResolveVariantOptions = {},
): ResolvedVariant<IndexedContent> &
  Pick<ContentVariants, 'isPending' | 'error' | 'isRefetchError'> {
  const { fallback, ...lookup } = options;
  const variants = useContentVariants(item, lookup);
  return {
    ...resolveVariant(variants.all, preferred, fallback === undefined ? {} : { fallback }),
    isPending: variants.isPending,
    error: variants.error,
    isRefetchError: variants.isRefetchError,
  };
}
