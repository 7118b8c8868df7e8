/**
 * The longest language tag taken from a preference list: real tags are short (`de-AT`,
 * `zh-Hant-TW`), and RFC 5646 (section 4.4.1) asks implementations for room for 35
 * characters. The bound keeps the RFC 4647 lookup cheap when a tag comes from a request
 * header (`Accept-Language`) that anyone can fill.
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
