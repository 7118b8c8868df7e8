'use client';
import type { IndexedContent } from '../client/index.js';
import {
  type ResolvedVariant,
  type ResolveVariantOptions,
  resolveVariant,
} from './resolveVariant.js';
import {
  type ContentVariants,
  type UseContentVariantsOptions,
  useContentVariants,
} from './useContentVariants.js';

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
