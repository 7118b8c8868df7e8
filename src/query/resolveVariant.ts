import type { ContentItem, IndexedContent } from '../client/index.js';
import { lookupLanguage } from './languageMatching.js';

/** Options of {@link resolveVariant}. */
export interface ResolveVariantOptions {
  /**
   * When no variant matches the preferred languages, return the source
   * document (else the first variant) instead of nothing.
   * @default true
   */
  fallback?: boolean;
}

/** Result of {@link resolveVariant}: `T` is what the variants were (`ContentItem`, `IndexedContent`). */
export interface ResolvedVariant<T = ContentItem> {
  /** The chosen variant; `undefined` only when there are no variants, or none matched and `fallback` is false. */
  item: T | undefined;
  /** The preferred language that matched, e.g. `de-AT` matched by a `de` item; `undefined` on fallback. */
  matchedLanguage: string | undefined;
  /** `true` when no preferred language matched and the fallback was used. */
  fellBack: boolean;
}

/**
 * Picks the best variant for a chain of preferred languages, the way RFC 4647
 * "lookup" does: each preference is tried as given, then with subtags removed
 * (`de-AT` → `de`), before moving to the next preference; a variant tagged
 * `de-AT` also matches a plain `de` preference. Without a match it falls
 * back to the source document and says so. It returns one of the variants it is given (a
 * `ContentItem`, or an `IndexedContent` from `useContentVariants`). Preferences that are not shaped like language
 * tags (`*`, `de;q=0.8`, over 35 characters) are skipped, and only the first 20 are tried.
 *
 * @example
 * resolveVariant(variants, ['de-AT', 'de', 'en']) // { item: <de item>, matchedLanguage: 'de-AT', fellBack: false }
 */
export function resolveVariant<
  T extends Pick<IndexedContent, 'language' | 'isSourceLanguageDocument'>,
>(
  variants: readonly T[],
  preferred: readonly string[],
  { fallback = true }: ResolveVariantOptions = {},
): ResolvedVariant<T> {
  const match = lookupLanguage(
    variants.map((variant) => [variant.language, variant] as const),
    preferred,
  );
  if (match !== undefined)
    return { item: match.value, matchedLanguage: match.matched, fellBack: false };
  if (!fallback) return { item: undefined, matchedLanguage: undefined, fellBack: false };
  const source = variants.find((variant) => variant.isSourceLanguageDocument) ?? variants[0];
  return { item: source, matchedLanguage: undefined, fellBack: source !== undefined };
}
