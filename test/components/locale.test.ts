// What the components show per language: the text direction, a date, a language's own name
// and a number of minutes; and what they show for a tag that is no language.
import { formatDate, nativeLanguageName, textDirection } from 'content-delivery-react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMinutes } from '../../src/components/locale.js';

describe('textDirection', () => {
  const rightToLeft = [
    'ar',
    'arc',
    'ckb',
    'dv',
    'fa',
    'he',
    'iw',
    'ks',
    'ps',
    'sd',
    'ug',
    'ur',
    'yi',
    // Languages the old list of base languages missed: Mazanderani, Syriac, N'Ko, Balochi,
    // Western Punjabi, Rohingya.
    'mzn',
    'syr',
    'nqo',
    'bal',
    'pnb',
    'rhg',
  ];
  it.each(rightToLeft)('writes %s right to left', (language) => {
    expect(textDirection(language)).toBe('rtl');
  });

  it.each(['ar-EG', 'AR_eg', ' he-IL ', 'ckb-IQ', 'yi-001', 'ara'])(
    'reads the language of %j, whatever its case, separator or code',
    (language) => {
      expect(textDirection(language)).toBe('rtl');
    },
  );

  it.each([
    // The script decides, written or likely: Kurdish in Iraq, or in Arabic script, is written
    // right to left; Kurmanji (`ku`, Latin script) and Azerbaijani, Punjabi, Uzbek left to right
    // unless written in Arabic script; Arabic in Latin letters left to right.
    ['ku-IQ', 'rtl'],
    ['ku-Arab', 'rtl'],
    ['ku', 'ltr'],
    ['az-Arab', 'rtl'],
    ['az', 'ltr'],
    ['pa-Arab', 'rtl'],
    ['pa', 'ltr'],
    ['uz-Arab', 'rtl'],
    ['ar-Latn', 'ltr'],
    ['ff-Adlm', 'rtl'],
    ['ff', 'ltr'],
  ])('writes %s %s', (language, direction) => {
    expect(textDirection(language)).toBe(direction);
  });

  it.each(['en', 'de-AR', 'a', '', '-ar', 'not a tag', '"><x', 'x'.repeat(300)])(
    'writes %j left to right',
    (language) => {
      expect(textDirection(language)).toBe('ltr');
    },
  );
});

describe('formatDate', () => {
  it('writes the long date in the language, on the UTC day', () => {
    // 23:30 in New York is the next day in UTC: server and browser both say 2 May.
    expect(formatDate('2024-05-01T23:30:00-05:00', 'de')).toBe('2. Mai 2024');
    expect(formatDate('2024-05-01T23:30:00-05:00', 'en')).toBe('May 2, 2024');
  });

  it('writes English for a tag that is no language, nothing for an unreadable date', () => {
    expect(formatDate('2024-05-01T00:00:00Z', 'not a tag')).toBe('May 1, 2024');
    expect(formatDate('yesterday', 'de')).toBeUndefined();
  });
});

describe('nativeLanguageName', () => {
  it.each([
    ['de', 'Deutsch'],
    ['fr-CA', 'Français canadien'],
    ['ar', 'العربية'],
  ])('names %s in itself, capitalized: %s', (language, name) => {
    expect(nativeLanguageName(language)).toBe(name);
  });

  it.each([
    // Well-formed but unknown to the runtime: its name would be the code itself.
    ['an unknown language', 'xx'],
    ['an unknown language in capitals', 'QAA'],
    // Well-formed, but Intl.DisplayNames refuses private-use and extension subtags.
    ['a private-use tag', 'de-x-internal'],
    ['a tag with an extension', 'en-u-ca-gregory'],
    ['no language tag', 'not a tag'],
    // Unknown language or region: not "Zz (Unknown Region)", English text in another language's menu.
    ['an unknown language with a region', 'zz-ZZ'],
    ['a known language with an unknown region', 'de-XX'],
  ])('gives %s back as it came: %s', (_, language) => {
    expect(nativeLanguageName(language)).toBe(language);
  });
});

describe('formatMinutes', () => {
  it('writes the short minute unit in the language', () => {
    expect(formatMinutes(5, 'en')).toBe('5 min');
    expect(formatMinutes(5, 'de')).toBe('5 Min.');
  });

  it('formats in English, digit grouping included, for a tag that is no language', () => {
    expect(formatMinutes(1234, 'not a tag')).toBe('1,234 min');
  });

  describe('in a runtime without unit formatting', () => {
    const NumberFormat = Intl.NumberFormat;
    afterEach(() => {
      Object.defineProperty(Intl, 'NumberFormat', {
        value: NumberFormat,
        configurable: true,
        writable: true,
      });
    });

    it('writes the minutes with "min"', () => {
      // As older Safari does for `style: 'unit'`. A tag of its own: formatters are cached per tag.
      const withoutUnits = new Proxy(NumberFormat, {
        construct: () => {
          throw new RangeError('Invalid style: unit');
        },
      });
      Object.defineProperty(Intl, 'NumberFormat', {
        value: withoutUnits,
        configurable: true,
        writable: true,
      });
      expect(formatMinutes(12, 'fr-x-no-units')).toBe('12 min');
    });
  });
});
