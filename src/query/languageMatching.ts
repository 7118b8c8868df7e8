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

/** A language tag compared case-insensitively, with `_` read as `-` (`de_AT` is `de-at`). */
const normalizeLanguageTag = (tag: string) => tag.trim().toLowerCase().replaceAll('_', '-');

/** What {@link lookupLanguage} found: the value, and the preferred language that matched it. */
export interface LanguageMatch<T> {
  value: T;
  /** The preference as given, e.g. `de-AT` when a `de` value matched it. */
  matched: string;
}

/**
 * RFC 4647 lookup, the one language matching of the package (variants, localized categories,
 * lists): for each usable preference in order (see `usableLanguageTags`), its tag and then ever
 * shorter prefixes (`de-AT-x` → `de-AT` → `de`) are tried against the offered languages, exact
 * first, else the first offered language in that range (`de` finds a `de-CH` offer). Offered
 * languages compare normalized (`normalizeLanguageTag`); one longer than the tag limit never
 * matches. `undefined` when nothing matches.
 */
export function lookupLanguage<T>(
  offered: Iterable<readonly [language: string, value: T]>,
  preferred: readonly unknown[],
): LanguageMatch<T> | undefined {
  // Boxed, so a found value is told apart from a missing one whatever T is.
  const exact = new Map<string, { value: T }>();
  const regional = new Map<string, { value: T }>();
  for (const [language, value] of offered) {
    if (language.length > maxTagLength) continue;
    const subtags = normalizeLanguageTag(language).split('-').filter(Boolean);
    const tag = subtags.join('-');
    if (!exact.has(tag)) exact.set(tag, { value });
    for (let length = subtags.length - 1; length > 0; length--) {
      const prefix = subtags.slice(0, length).join('-');
      if (!regional.has(prefix)) regional.set(prefix, { value });
    }
  }
  for (const wanted of usableLanguageTags(preferred)) {
    const subtags = normalizeLanguageTag(wanted).split('-').filter(Boolean);
    for (let length = subtags.length; length > 0; length--) {
      const candidate = subtags.slice(0, length).join('-');
      const found = exact.get(candidate) ?? regional.get(candidate);
      if (found !== undefined) return { value: found.value, matched: wanted };
    }
  }
  return undefined;
}
