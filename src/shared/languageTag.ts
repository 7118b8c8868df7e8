// What a language code must look like wherever the library writes or accepts one by itself:
// `hreflang`, `xml:lang` and feed languages (content-delivery-react/discovery), and a search
// page's `?lang=` (content-delivery-react/search). Shape only: whether the brand has items in
// that language is for the caller to know. And when two tags name the same language, for every
// filter by language (a slug in `lang`, an index's entries or variants in `lang`, a search in
// `lang`): the way the mock service lists `/content/language/{lang}`, whatever the case.

/** A BCP 47 language tag in the shape `hreflang`, `xml:lang` and feeds accept (`en`, `pt-BR`, `zh-Hant-TW`). */
export function isLanguageTag(value: string): boolean {
  return /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) && value.length <= 35;
}

/** A tag as tags compare: without regard to case, surrounding spaces, or `_` for `-` (`PT_br` is `pt-br`). */
export function normalizeLanguageTag(tag: string): string {
  return tag.trim().toLowerCase().replaceAll('_', '-');
}

/**
 * Whether two tags name the same language exactly, as a filter asks (`de-AT`, `de-at` and
 * `de_AT` are one; `de` and `de-AT` are two: choosing between those is `lookupLanguage`'s job).
 * A URL's `/de-at/` finds the items the service tags `de-AT`.
 */
export function sameLanguageTag(a: string, b: string): boolean {
  return a === b || normalizeLanguageTag(a) === normalizeLanguageTag(b);
}
