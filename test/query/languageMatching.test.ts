import { type ContentItem, resolveVariant } from 'content-delivery-react';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';

/** A variant in `language` (any value: untyped data may carry anything there). */
function variant(language: unknown, source = false): ContentItem {
  return Object.assign(createMockContentItem({ isSourceLanguageDocument: source }), {
    language,
  }) as unknown as ContentItem;
}

/** Preferences as untyped code (a request header parsed by hand, JSON) may pass them. */
const untyped = (value: unknown) => value as string[];

const english = variant('en', true);

describe('resolveVariant: how tags compare', () => {
  it('reads a variant tagged with spaces around its language as that language', () => {
    const padded = variant(' de ');
    expect(resolveVariant([english, padded], ['de'])).toEqual({
      item: padded,
      matchedLanguage: 'de',
      fellBack: false,
    });
  });

  it('folds case the lower-case way: a dotless ı is no i', () => {
    // 'ıt'.toUpperCase() is 'IT': folding to upper case would serve Italian readers this one.
    const dotless = variant('ıt');
    expect(resolveVariant([english, dotless], ['it'])).toEqual({
      item: english,
      matchedLanguage: undefined,
      fellBack: true,
    });
  });

  it('keeps subtags apart with their hyphens, on both sides', () => {
    const simplified = variant('zh-Hans-CN');
    const traditional = variant('zh-Hant-TW');
    expect(resolveVariant([simplified, traditional], ['zh-Hant'])).toMatchObject({
      item: traditional,
      matchedLanguage: 'zh-Hant',
    });
    const hans = variant('zh-Hans');
    const hant = variant('zh-Hant');
    expect(resolveVariant([hans, hant], ['zh-Hant-TW'])).toMatchObject({
      item: hant,
      matchedLanguage: 'zh-Hant-TW',
    });
  });

  it('serves no preference with a variant whose language is blank or missing', () => {
    for (const language of ['', undefined, null, 42]) {
      expect(resolveVariant([variant(language), english], ['ja'])).toEqual({
        item: english,
        matchedLanguage: undefined,
        fellBack: true,
      });
    }
  });

  it('takes the first of two equal variants, exact or regional', () => {
    const first = variant('de');
    const second = variant('de');
    expect(resolveVariant([english, first, second], ['de']).item).toBe(first);
    const brazil = variant('pt-BR');
    const portugal = variant('pt-PT');
    expect(resolveVariant([english, brazil, portugal], ['pt']).item).toBe(brazil);
  });
});

describe('resolveVariant: the bounds on tags', () => {
  // 35 characters, the longest tag RFC 5646 asks room for: `de` and four subtags.
  const longest = 'de-abcdefgh-abcdefgh-abcdefgh-abcde';
  const tooLong = `${longest}f`;

  it('matches tags of 35 characters on either side', () => {
    expect(longest).toHaveLength(35);
    const item = variant(longest);
    expect(resolveVariant([english, item], [longest])).toEqual({
      item,
      matchedLanguage: longest,
      fellBack: false,
    });
  });

  it('skips a variant tagged longer than 35 characters, even for its prefix', () => {
    expect(resolveVariant([english, variant(tooLong)], ['de'])).toMatchObject({
      item: english,
      fellBack: true,
    });
  });
});

describe('resolveVariant: the preferences looked at', () => {
  const german = variant('de');
  const variants = [english, german];

  it('skips a preference with anything before or after the tag', () => {
    // Pieces of an `Accept-Language` header split by hand: a space left in, a weight left on.
    for (const piece of [' de', 'de-AT;q=0.8', 'de-']) {
      expect(resolveVariant(variants, [piece])).toEqual({
        item: english,
        matchedLanguage: undefined,
        fellBack: true,
      });
    }
  });

  it('looks at 20 preferences, the 20th included', () => {
    const others = Array.from({ length: 19 }, (_, index) => `zz-${index}`);
    expect(resolveVariant(variants, [...others, 'de'])).toMatchObject({
      item: german,
      matchedLanguage: 'de',
    });
    expect(resolveVariant(variants, [...others, 'zz-19', 'de'])).toMatchObject({
      item: english,
      fellBack: true,
    });
  });

  it('counts a preference repeated as one', () => {
    const repeated = Array.from({ length: 30 }, () => 'ja');
    expect(resolveVariant(variants, [...repeated, 'de'])).toMatchObject({
      item: german,
      matchedLanguage: 'de',
    });
  });

  it('skips what untyped code passes that is no string, and reads no string as a list', () => {
    expect(resolveVariant(variants, untyped([null, 42, ['ja'], { length: 2 }, 'de']))).toEqual({
      item: german,
      matchedLanguage: 'de',
      fellBack: false,
    });
    // The characters of `'de'` are no preferences: a variant tagged `e` is not chosen.
    const e = variant('e');
    expect(resolveVariant([german, e], untyped('de'))).toEqual({
      item: german,
      matchedLanguage: undefined,
      fellBack: true,
    });
  });
});
