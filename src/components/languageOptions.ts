import type { IndexedContent } from '../client/index.js';
import { lookupLanguage } from '../query/languageMatching.js';
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

/**
 * The options of `languages` mode. The current one is the language `value` finds the way every
 * other language choice does (RFC 4647 lookup, see `lookupLanguage`): `DE` or `de_de` marks
 * `de`, a `de-AT` page marks `de` when only `de` is offered, and an exact `de` wins over a
 * `de-AT` beside it. One option at most is current, the first of equals.
 */
export function listLanguageOptions(
  languages: readonly string[] | undefined,
  value: string | undefined,
  hrefOf: ((language: string) => string | undefined) | undefined,
): LanguageOption[] {
  const offered = (languages ?? []).map((language, position) => ({ language, position }));
  const current =
    value === undefined
      ? undefined
      : lookupLanguage(offered, (option) => option.language, [value])?.candidate.position;
  return offered.map(({ language, position }) => ({
    language,
    variant: undefined,
    href: routeHref(hrefOf, language),
    current: position === current,
    source: false,
  }));
}
