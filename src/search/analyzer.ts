import { stemmer as arabic } from '@orama/stemmers/arabic';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as spanish } from '@orama/stemmers/spanish';

// How site search reads a language (the same analysis the engines were measured with,
// bench/search/analyzer.mjs): lowercase, words of letters and digits, the Snowball stemmer of
// the item's language, diacritics folded before and after. A language without a stemmer here
// is folded only, so its words are still found whole, by prefix and within a typo.

const stemmers: Readonly<Record<string, (word: string) => string>> = {
  ar: arabic,
  de: german,
  en: english,
  es: spanish,
  fr: french,
};

/** Letters and digits: punctuation, marks of direction (RLO, LRM) and symbols split words. */
const word = /[\p{L}\p{N}]+/gu;

/** Strips combining marks after canonical decomposition: über → uber, é → e, Arabic harakat. */
const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}+/gu, '');

/** Stems remembered per language: a brand repeats its words, and stemming is most of the work. */
const maxRemembered = 50_000;
const remembered = new Map<string, Map<string, string>>();

/** The base language of a tag (`de-AT` → `de`), lowercased. */
const baseLanguage = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

/** The search term of one lowercased word in `language`. */
function termOf(lowerWord: string, language: string): string {
  const base = baseLanguage(language);
  const stem = stemmers[base];
  if (stem === undefined) return fold(lowerWord);
  let cache = remembered.get(base);
  if (cache === undefined) {
    cache = new Map();
    remembered.set(base, cache);
  }
  let term = cache.get(lowerWord);
  if (term === undefined) {
    // Folded before stemming too, so a word typed without its accents stems as the accented
    // one does (French "randonnée" and "randonnee" differ once stemmed otherwise).
    term = fold(stem(fold(lowerWord)));
    if (cache.size >= maxRemembered) cache.clear();
    cache.set(lowerWord, term);
  }
  return term;
}

/** One word of a text: where it is, and its search term. */
export interface TextWord {
  start: number;
  end: number;
  term: string;
}

/** The words of `text` in `language`, with their places (for highlighting). */
export function wordsOf(text: string, language: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(word)) {
    const found = match[0];
    if (found.length < 2 && !/\p{N}/u.test(found)) continue;
    words.push({
      start: match.index,
      end: match.index + found.length,
      term: termOf(found.toLowerCase(), language),
    });
  }
  return words;
}

/** The search terms of a text in `language`. */
export function analyze(text: string, language: string): string[] {
  return wordsOf(text, language).map((found) => found.term);
}
