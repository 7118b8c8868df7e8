/**
 * The one order the library puts strings and language versions in: UTF-16 code units, as `<`
 * compares them. Not `localeCompare`: that follows the runtime's locale and ICU data, so a
 * server and a reader's browser could order one language switcher differently, and hydration
 * would fail. Code units give `ar, de, en, en-GB, fr, pt-BR` everywhere.
 */

/** Orders two strings by their UTF-16 code units; 0 when equal. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Orders language versions by their `language` code (see {@link compareCodeUnits}). */
export function byLanguage(a: { language: string }, b: { language: string }): number {
  return compareCodeUnits(a.language, b.language);
}
