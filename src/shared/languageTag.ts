// What a language code must look like wherever the library writes or accepts one by itself:
// `hreflang`, `xml:lang` and feed languages (content-delivery-react/discovery), and a search
// page's `?lang=` (content-delivery-react/search). Shape only: whether the brand has items in
// that language is for the caller to know.

/** A BCP 47 language tag in the shape `hreflang`, `xml:lang` and feeds accept (`en`, `pt-BR`, `zh-Hant-TW`). */
export function isLanguageTag(value: string): boolean {
  return /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) && value.length <= 35;
}
