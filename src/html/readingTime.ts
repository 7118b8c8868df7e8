import { htmlToText } from './htmlToText.js';

/** What {@link getReadingTime} measured. */
export interface ReadingTime {
  /** Minutes to read, rounded; at least 1 when there is any text, 0 when there is none. */
  minutes: number;
  /** Words outside Chinese and Japanese script (any other script: Latin, Arabic, Cyrillic, Hangul, …). */
  words: number;
  /** Chinese and Japanese characters (Han, Hiragana, Katakana), which are read by the character. */
  characters: number;
}

/** Options of {@link getReadingTime}. */
export interface ReadingTimeOptions {
  /**
   * Reading speed for words; a value that is not a positive number uses the default.
   * @default 230
   */
  wordsPerMinute?: number | undefined;
  /**
   * Reading speed for Chinese and Japanese characters; a value that is not a positive number
   * uses the default.
   * @default 500
   */
  charactersPerMinute?: number | undefined;
}

/** Anything with an HTML `content`, such as a `ContentItem`. */
export interface ReadableContent {
  readonly content: string | null | undefined;
}

const defaultWordsPerMinute = 230;
const defaultCharactersPerMinute = 500;

/**
 * Runs of Chinese and Japanese characters, written without spaces between words, so read (and
 * counted) by the character. Script extensions, so that the marks the scripts share (`ー`, `々`)
 * count with them, not as words.
 */
const cjkRun = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;
/**
 * A word: letters, marks (Arabic vowel signs, Devanagari vowels) and digits, also joined by an
 * apostrophe or hyphen (`don't`, `multi-day`). Hangul is counted here: Korean uses spaces.
 */
const word = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

/** Counts matches without building an array of them (a 1 MB body has 200 000 words). */
function countMatches(text: string, pattern: RegExp): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text) !== null) count++;
  return count;
}

const speed = (value: number | undefined, fallback: number) =>
  value !== undefined && value > 0 && value < Number.POSITIVE_INFINITY ? value : fallback;

/** Measured once per item object, for the default speeds (a list renders each card again). */
const measuredItems = new WeakMap<object, ReadingTime>();

/** Characters in a run: one outside the BMP (rarer Han) is two UTF-16 units. */
const characterCount = (run: string) =>
  /[\uD800-\uDFFF]/.test(run) ? [...run].length : run.length;

function measure(html: string, options: ReadingTimeOptions): ReadingTime {
  let characters = 0;
  // Runs, not single characters, are replaced: eight times faster on Japanese text. Each run
  // becomes a space, so a Japanese sentence does not also count as words.
  const text = htmlToText(html).replace(cjkRun, (run) => {
    characters += characterCount(run);
    return ' ';
  });
  const words = countMatches(text, word);
  const time =
    words / speed(options.wordsPerMinute, defaultWordsPerMinute) +
    characters / speed(options.charactersPerMinute, defaultCharactersPerMinute);
  const minutes = words + characters === 0 ? 0 : Math.max(1, Math.round(time));
  return { minutes, words, characters };
}

/**
 * How long an article takes to read, from the text of its HTML (no DOM: the same on the
 * server and in the browser). Words are counted in every script; Chinese and Japanese are
 * counted by the character. Linear in the length of the HTML (15–35 ms for 1 MB in Node).
 *
 * @example
 * const { minutes } = getReadingTime(item); // 4
 * getReadingTime(item.content, { wordsPerMinute: 180 });
 */
export function getReadingTime(
  content: ReadableContent | string | null | undefined,
  options: ReadingTimeOptions = {},
): ReadingTime {
  if (typeof content === 'string') return measure(content, options);
  // (Also a number or other non-object from untyped callers: a WeakMap key must be an object.)
  if (typeof content !== 'object' || content === null) return measure('', options);
  const html = typeof content.content === 'string' ? content.content : '';
  const defaults =
    options.wordsPerMinute === undefined && options.charactersPerMinute === undefined;
  if (!defaults) return measure(html, options);
  let measured = measuredItems.get(content);
  if (measured === undefined) {
    measured = measure(html, options);
    measuredItems.set(content, measured);
  }
  return measured;
}
