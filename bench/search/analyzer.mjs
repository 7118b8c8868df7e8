// The analyzer every engine of the search bench (issue 42) shares, so that the engines differ in
// how they index and rank, not in how they read a language: lowercase, split on letters and
// digits, the Snowball stemmers of @orama/stemmers for the item's language, diacritics folded
// before and after. A query with a language filter is stemmed in that language; one without is
// expanded to its stems in all five languages, matched as alternatives (OR), ranked by the
// engine. How each engine takes it is in engines.mjs.

/** The brand's languages, each with its stemmer. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ar'];

/** Also bundled alone by the parent, for the stemmers' weight beside each engine's. */
export const stemmerModules = {
  en: '@orama/stemmers/english',
  de: '@orama/stemmers/german',
  fr: '@orama/stemmers/french',
  es: '@orama/stemmers/spanish',
  ar: '@orama/stemmers/arabic',
};
const stemmers = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => [language, (await import(stemmerModules[language])).stemmer]),
  ),
);
/** Stems per language: a brand repeats its words, and stemming is most of the analysis time. */
const stemCache = Object.fromEntries(LANGUAGES.map((language) => [language, new Map()]));
const WORD = /[\p{L}\p{N}]+/gu;

/** Strips combining marks after canonical decomposition: über → uber, é → e, Arabic harakat. */
const fold = (text) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

function termOf(word, language) {
  const cache = stemCache[language];
  let term = cache.get(word);
  if (term === undefined) {
    // Folded before stemming too, so a word typed without its accents stems as the accented
    // one does (French "randonnée" and "randonnee" differ once stemmed otherwise).
    term = fold(stemmers[language](fold(word)));
    cache.set(word, term);
  }
  return term;
}

/** The terms of a text in one language. */
export function analyze(text, language) {
  const words = text.toLowerCase().match(WORD) ?? [];
  return words.filter((word) => word.length > 1).map((word) => termOf(word, language));
}

/**
 * The terms of a query: stemmed in the filter's language, or, without a filter, every
 * language's stem of each word (and the folded word), as alternatives.
 */
export function queryTerms(query, language) {
  if (language) return analyze(query, language);
  const words = query.toLowerCase().match(WORD) ?? [];
  return [
    ...new Set(
      words.flatMap((word) => [
        fold(word),
        ...LANGUAGES.map((candidate) => termOf(word, candidate)),
      ]),
    ),
  ];
}
