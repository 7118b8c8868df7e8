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
