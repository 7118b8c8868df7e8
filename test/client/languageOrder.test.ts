import { describe, expect, it } from 'vitest';
import { byLanguage, compareCodeUnits } from '../../src/client/languageOrder.js';

describe('compareCodeUnits', () => {
  it('orders by UTF-16 code units, not by locale, and gives 0 only for equal strings', () => {
    expect(compareCodeUnits('a', 'b')).toBe(-1);
    expect(compareCodeUnits('b', 'a')).toBe(1);
    expect(compareCodeUnits('a', 'a')).toBe(0);
    expect(compareCodeUnits('Z', 'a')).toBe(-1);
    expect(compareCodeUnits('é', 'f')).toBe(1);
  });
});

describe('byLanguage', () => {
  it('orders language versions the same in every runtime: code units, where a locale would put "Fr" after "en"', () => {
    const versions = ['de', 'pt-BR', 'ar', 'en-GB', 'en', 'Fr', 'pt'].map((language) => ({
      language,
    }));
    expect(versions.sort(byLanguage).map((version) => version.language)).toEqual([
      'Fr',
      'ar',
      'de',
      'en',
      'en-GB',
      'pt',
      'pt-BR',
    ]);
  });
});
