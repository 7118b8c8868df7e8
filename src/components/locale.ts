import { createRecentCache } from '../html/sanitizeCache.js';
import { timeOf } from '../shared/isoDate.js';

/**
 * Scripts written right to left (ISO 15924): Arabic, Hebrew, Syriac, Thaana, N'Ko, Adlam,
 * Hanifi Rohingya, Mandaic, Mende Kikakui, Samaritan, Yezidi, Imperial Aramaic.
 */
const rtlScripts = new Set([
  'Adlm',
  'Arab',
  'Armi',
  'Hebr',
  'Mand',
  'Mend',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
]);

/**
 * `rtl` for a language written right to left, else `ltr`. The script decides, as CLDR's likely
 * subtags give it for the whole tag: `ar`, `he`, `fa`, `ckb` and `ku-IQ` are right to left,
 * and so are `az-Arab` and `pa-Arab`, while `ku` (Kurmanji, in Latin script) and `ar-Latn` are
 * not. Case and `_` do not count. A string that is no language tag is left to right.
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
  try {
    const { script } = new Intl.Locale(language.trim().replaceAll('_', '-')).maximize();
    return script !== undefined && rtlScripts.has(script) ? 'rtl' : 'ltr';
  } catch {
    // `Intl.Locale` refuses what is no language tag.
    return 'ltr';
  }
}

/** The canonical form of a language tag, or `undefined` for a string that is not one. */
function canonicalLocale(language: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(language)[0];
  } catch {
    return undefined;
  }
}

/**
 * Formatters per canonical language tag: the tags come from content, so the caches are
 * bounded (a service naming 10 000 languages costs CPU, not memory).
 */
const localeCacheSize = 50;
const dateFormats = createRecentCache<Intl.DateTimeFormat>(localeCacheSize);
const languageNames = createRecentCache<Intl.DisplayNames>(localeCacheSize);
const minuteFormats = createRecentCache<Intl.NumberFormat>(localeCacheSize);

/**
 * A date formatted for a language, in UTC so that server and browser render
 * the same text (no hydration mismatch); `undefined` for an unreadable date.
 */
export function formatDate(date: string, language: string): string | undefined {
  const time = timeOf(date);
  if (time === undefined) return undefined;
  const locale = canonicalLocale(language) ?? 'en';
  const format = dateFormats(
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return format.format(time);
}

/**
 * The language's name in itself (`de` → `Deutsch`), or the code when the runtime does not
 * know it or it is no language tag (never another language's name).
 */
export function nativeLanguageName(language: string): string {
  const locale = canonicalLocale(language);
  if (locale === undefined) return language;
  try {
    const names = languageNames(
      locale,
      // `fallback: 'none'`: an unknown subtag gives no name, not "zz (Unknown Region)", whose
      // words are the runtime's default language, not this one.
      () => new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }),
    );
    const name = names.of(locale);
    return name === undefined || name === locale
      ? language
      : name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return language;
  }
}

/**
 * A number of minutes in a language's short unit form (`5 min`, `5 Min.`, `٥ د`), the same
 * on the server and in the browser; `5 min` for a language tag that is no language.
 */
export function formatMinutes(minutes: number, language: string): string {
  const locale = canonicalLocale(language) ?? 'en';
  try {
    const format = minuteFormats(
      locale,
      () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
    );
    return format.format(minutes);
  } catch {
    // A runtime without unit formatting (or this locale's data).
    return `${minutes} min`;
  }
}
