import type { IndexedContent } from '../client/index.js';
import { routeHref } from './routes.js';

/** One entry of a language switcher. */
export interface LanguageOption {
  language: string;
  /** The item's version in this language (item mode). */
  variant: IndexedContent | undefined;
  /** Checked by `routeHref`; `undefined` makes a button (with `onChange`) or text. */
  href: string | undefined;
  current: boolean;
  /** The original-language document. */
  source: boolean;
}

/**
 * `item` and its given `variants`, one per language, sorted by language (as `findVariants`
 * returns them): the item wins its own language, then the first variant of each other
 * language; variants of another translation group are left out (they are other articles).
 */
export function itemVersions(
  item: IndexedContent,
  variants: readonly IndexedContent[],
): IndexedContent[] {
  const byLanguage = new Map([[item.language, item]]);
  for (const variant of variants) {
    if (variant.translationGroupId !== item.translationGroupId) continue;
    if (!byLanguage.has(variant.language)) byLanguage.set(variant.language, variant);
  }
  return [...byLanguage.values()].sort((a, b) => a.language.localeCompare(b.language));
}

/** The options of item mode: every version, the item's own current, the source marked. */
export function itemLanguageOptions(
  item: IndexedContent,
  versions: readonly IndexedContent[],
  hrefOf: ((variant: IndexedContent) => string | undefined) | undefined,
): LanguageOption[] {
  return versions.map((variant) => ({
    language: variant.language,
    variant,
    href: routeHref(hrefOf, variant),
    current: variant.id === item.id,
    source: variant.isSourceLanguageDocument,
  }));
}

/** The options of `languages` mode. */
export function listLanguageOptions(
  languages: readonly string[] | undefined,
  value: string | undefined,
  hrefOf: ((language: string) => string | undefined) | undefined,
): LanguageOption[] {
  return (languages ?? []).map((language) => ({
    language,
    variant: undefined,
    href: routeHref(hrefOf, language),
    current: language === value,
    source: false,
  }));
}
