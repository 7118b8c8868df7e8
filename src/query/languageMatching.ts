import type { ContentItem, IndexedContent } from '../client/index.js';
import { normalizeLanguageTag as normalize } from '../shared/languageTag.js';

// Language matching, the RFC 4647 "lookup" way, for everything that picks a language from the
// reader's preferences: an item's variant (`resolveVariant`, so `useResolvedVariant` and the
// lists in the reader's language through `collapseTranslations`) and a category's translation
// (`localizeCategory` in src/components). One normalisation, one length limit, one loop.

/**
 * The longest language tag looked at, on either side: real tags are short (`de-AT`,
 * `zh-Hant-TW`), and RFC 5646 (section 4.4.1) asks implementations for room for 35
 * characters. The bound keeps the lookup cheap when a tag comes from a request header
 * (`Accept-Language`) or a translation key that anyone can fill.
 */
const maxTagLength = 35;

/** Preferences looked at, at most: browsers send a handful, the rest cannot change the outcome much. */
const maxPreferences = 20;

/** BCP 47 in shape: subtags of 1 to 8 letters or digits, the first letters only, `-` or `_` between. */
const tagShape = /^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/**
 * The preferences worth matching: strings shaped like language tags, at most 35 characters,
 * each once, the first 20. Anything else (`*`, `de;q=0.8`, a 1 MB string, a lone surrogate,
 * a number from untyped code) is skipped rather than matched, so hostile input costs nothing.
 */
export function usableLanguageTags(preferred: readonly unknown[]): string[] {
  const usable: string[] = [];
  // Untyped callers pass a string now and then ('de'); its characters are not preferences.
  if (!Array.isArray(preferred)) return usable;
  for (const tag of preferred) {
    if (usable.length === maxPreferences) break;
    if (typeof tag !== 'string' || tag.length > maxTagLength || !tagShape.test(tag)) continue;
    if (!usable.includes(tag)) usable.push(tag);
  }
  return usable;
}

/** What {@link lookupLanguage} found: the candidate, and the preference (as given) that found it. */
export interface LanguageMatch<T> {
  candidate: T;
  preference: string;
}

/**
 * The candidate for the first preference that finds one, the RFC 4647 "lookup" way: each
 * preference as given, then with subtags removed (`de-AT` → `de`), before moving to the next
 * preference; at each step an exact tag wins, else a regional one (a `pt-BR` candidate also
 * serves `pt`). Among equals the first candidate wins. Only usable preferences count (see
 * {@link usableLanguageTags}), and candidates tagged longer than 35 characters are skipped.
 * Linear in the number of candidates: two maps, built once.
 */
export function lookupLanguage<T>(
  candidates: Iterable<T>,
  languageOf: (candidate: T) => string,
  preferred: readonly unknown[],
): LanguageMatch<T> | undefined {
  const exact = new Map<string, T>();
  const regional = new Map<string, T>();
  for (const candidate of candidates) {
    const language = languageOf(candidate);
    // Data from untyped sources may lack a language: such a candidate matches nothing.
    if (typeof language !== 'string') continue;
    const tag = normalize(language);
    if (tag.length > maxTagLength) continue;
    if (!exact.has(tag)) exact.set(tag, candidate);
    const subtags = tag.split('-');
    for (let length = subtags.length - 1; length > 0; length--) {
      const prefix = subtags.slice(0, length).join('-');
      if (!regional.has(prefix)) regional.set(prefix, candidate);
    }
  }
  for (const preference of usableLanguageTags(preferred)) {
    const subtags = normalize(preference).split('-');
    for (let length = subtags.length; length > 0; length--) {
      const range = subtags.slice(0, length).join('-');
      const candidate = exact.get(range) ?? regional.get(range);
      if (candidate !== undefined) return { candidate, preference };
    }
  }
  return undefined;
}

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
  const match = lookupLanguage(variants, (variant) => variant.language, preferred);
  if (match !== undefined) {
    return { item: match.candidate, matchedLanguage: match.preference, fellBack: false };
  }
  if (!fallback) return { item: undefined, matchedLanguage: undefined, fellBack: false };
  const source = variants.find((variant) => variant.isSourceLanguageDocument) ?? variants[0];
  return { item: source, matchedLanguage: undefined, fellBack: source !== undefined };
}
