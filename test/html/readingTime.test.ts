import { getReadingTime } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

const words = (count: number, word = 'Wort') => Array.from({ length: count }, () => word).join(' ');

describe('getReadingTime', () => {
  it('counts the words of the text, not the markup, at 230 words a minute', () => {
    const html = `<h2>Title here</h2><p>${words(458)} <a href="https://example.com/a-b-c">link</a></p><!-- not read -->`;
    expect(getReadingTime(html)).toEqual({ minutes: 2, words: 461, characters: 0 });
    expect(getReadingTime(`<p>${words(1_150)}</p>`).minutes).toBe(5);
  });

  it('counts German and English words alike, joined words as one', () => {
    expect(getReadingTime('<p>Über die Straße, don’t stop: multi-day Wanderung!</p>').words).toBe(
      7,
    );
  });

  it('counts Arabic words with their vowel marks as one word each', () => {
    expect(getReadingTime('<p>كِتَابٌ جَمِيلٌ جِدًّا</p>').words).toBe(3);
  });

  it('counts Chinese and Japanese by the character, at 500 a minute', () => {
    // Japanese punctuation (。、) counts too, as in Japanese character counts.
    const japanese = getReadingTime(`<p>${'山に登る。'.repeat(200)}</p>`);
    expect(japanese).toEqual({ minutes: 2, words: 0, characters: 1_000 });
    const chinese = getReadingTime(`<p>${'我们去爬山'.repeat(300)}</p>`);
    expect(chinese.characters).toBe(1_500);
    expect(chinese.minutes).toBe(3);
    // The marks Japanese shares between scripts (ー, 々) and characters outside the BMP.
    expect(getReadingTime('<p>ラーメン 人々 𠮷野家</p>')).toMatchObject({
      words: 0,
      characters: 9,
    });
    // Mixed: Latin words and kana/kanji are each counted their own way.
    expect(getReadingTime('<p>React と TanStack Query を使う</p>')).toMatchObject({
      words: 3,
      characters: 4,
    });
  });

  it.each([
    {
      name: 'Han outside the BMP alone, one character each',
      html: '<p>𠮷𠮷</p>',
      expected: { minutes: 1, words: 0, characters: 2 },
    },
    {
      name: 'Latin words written against Japanese, apart',
      html: '<p>React入門Vue</p>',
      expected: { minutes: 1, words: 2, characters: 2 },
    },
    {
      name: 'one word and one character as 1 minute, not as no text',
      html: '<p>React と</p>',
      expected: { minutes: 1, words: 1, characters: 1 },
    },
  ])('counts $name', ({ html, expected }) => {
    expect(getReadingTime(html)).toEqual(expected);
  });

  it('counts Korean by words, since Korean separates them with spaces', () => {
    expect(getReadingTime('<p>등산을 좋아합니다 정말로</p>')).toMatchObject({
      words: 3,
      characters: 0,
    });
  });

  it('is 0 minutes for no text, at least 1 for any', () => {
    expect(getReadingTime('')).toEqual({ minutes: 0, words: 0, characters: 0 });
    expect(getReadingTime(null).minutes).toBe(0);
    expect(getReadingTime('<img src="a.png"><p> </p>').minutes).toBe(0);
    expect(getReadingTime('<p>Hi</p>').minutes).toBe(1);
  });

  it('takes the reading speeds as options, ignoring ones that are not positive numbers', () => {
    const html = `<p>${words(600)}</p>`;
    expect(getReadingTime(html, { wordsPerMinute: 100 }).minutes).toBe(6);
    expect(getReadingTime(html, { wordsPerMinute: 0 }).minutes).toBe(3);
    expect(getReadingTime(html, { wordsPerMinute: -5 }).minutes).toBe(3);
    expect(getReadingTime(html, { wordsPerMinute: Number.NaN }).minutes).toBe(3);
    expect(getReadingTime(html, { wordsPerMinute: Number.POSITIVE_INFINITY }).minutes).toBe(3);
    expect(getReadingTime(`<p>${'山'.repeat(600)}</p>`, { charactersPerMinute: 200 }).minutes).toBe(
      3,
    );
  });

  it('takes an item (anything with `content`), and measures one object once', () => {
    const item = { content: `<p>${words(690)}</p>`, language: 'de' };
    const first = getReadingTime(item);
    expect(first.minutes).toBe(3);
    expect(getReadingTime(item)).toBe(first);
    // Other speeds are measured, not answered from the cache.
    expect(getReadingTime(item, { wordsPerMinute: 690 }).minutes).toBe(1);
    const japanese = { content: `<p>${'山'.repeat(1_000)}</p>` };
    expect(getReadingTime(japanese).minutes).toBe(2);
    expect(getReadingTime(japanese, { charactersPerMinute: 100 }).minutes).toBe(10);
    expect(getReadingTime({ content: null }).minutes).toBe(0);
    // Untyped callers: anything else measures as no text, never throws.
    for (const value of [42, true, Symbol('x'), { content: 5 }]) {
      expect(Reflect.apply(getReadingTime, undefined, [value]).minutes).toBe(0);
    }
  });

  // How the time grows with the input is measured in `npm run bench` (bench/text.mjs), not
  // bounded here: a time bound fails on a loaded machine for nothing.
  it.each([
    [
      'Latin words',
      `<p>${words(130_000, 'walking')}</p>`.slice(0, 1_000_000),
      { minutes: 543, words: 125_000, characters: 0 },
    ],
    [
      'Japanese characters',
      `<p>${'山に登る。'.repeat(200_000)}</p>`,
      { minutes: 2000, words: 0, characters: 1_000_000 },
    ],
    [
      'unclosed tags and comments (no text)',
      '<'.repeat(500_000) + '<!--'.repeat(125_000),
      { minutes: 0, words: 0, characters: 0 },
    ],
  ])('measures 1 MB of HTML: %s', (_what, html, expected) => {
    expect(getReadingTime(html)).toEqual(expected);
  });
});
