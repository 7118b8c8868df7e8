import {
  type Category,
  collapseTranslations,
  LanguageSwitcher,
  localizeCategory,
  resolveVariant,
} from 'content-delivery-react';
import { createMockContentItem, type MockContentItem } from 'content-delivery-react/mock';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { categoryLabel } from '../../src/components/localizedCategory.js';

// Exact, regional and prefix matches side by side, in every function that picks a language
// for a reader: an item's variant (resolveVariant), the lists in the reader's language
// (collapseTranslations), a category's name (localizeCategory), the navigation's labels
// (categoryLabel) and the language switcher's current language (`languages` mode). RFC 4647 lookup takes an exact match first: a German reader gets the German
// version of an article when it exists, not the Austrian one listed before it.

/**
 * `[candidates, preferences, the candidate expected]`. The candidates are listed with the one
 * a wrong order would pick first, so each row fails on that order.
 */
const cases: [candidates: string[], preferred: string[], expected: string][] = [
  // Exact before regional, at the first step.
  [['de-AT', 'de', 'en'], ['de'], 'de'],
  // Exact before a shorter one.
  [['de', 'de-AT', 'en'], ['de-AT'], 'de-AT'],
  // Exact before another region of the same language.
  [['de-CH', 'de-AT', 'de'], ['de-AT'], 'de-AT'],
  // No exact match: the tag without its region, exactly, before another region.
  [['de-AT', 'de', 'en'], ['de-CH'], 'de'],
  // Only another region: it serves the language, before the next preference.
  [['en', 'de-AT'], ['de-CH', 'en'], 'de-AT'],
  // Scripts: `zh-Hant` exactly, before `zh-Hant-TW` and before plain `zh`.
  [['zh-Hant-TW', 'zh', 'zh-Hant'], ['zh-Hant-HK'], 'zh-Hant'],
  // A regional `zh-Hant-TW` serves `zh-Hant` before the step to plain `zh`.
  [['zh', 'zh-Hant-TW'], ['zh-Hant-HK'], 'zh-Hant-TW'],
  // The first preference that finds anything wins over a later exact one.
  [['en', 'pt-BR'], ['pt', 'en'], 'pt-BR'],
  // Case and `_` do not count: `DE` is `de`, `de_at` is `de-AT`.
  [['de_at', 'DE'], ['de'], 'DE'],
];

function item(language: string, index: number): MockContentItem {
  return createMockContentItem({
    id: `item-${index}`,
    slug: `item-${index}`,
    language,
    translationGroupId: 'group',
    // The source document is never the answer here: a fallback would show.
    isSourceLanguageDocument: false,
  });
}

function categoryIn(languages: readonly string[]): Category {
  return {
    id: 'hiking',
    name: 'Hiking',
    slug: 'hiking',
    description: 'Trails.',
    translations: Object.fromEntries(
      languages.map((language) => [
        language,
        { name: `Name ${language}`, description: `Description ${language}` },
      ]),
    ),
    createdAt: null,
    updatedAt: null,
  };
}

describe('language lookup: exact, regional and prefix matches side by side', () => {
  it.each(cases)('resolveVariant(%j, %j) picks %s', (candidates, preferred, expected) => {
    const variants = candidates.map(item);
    const resolved = resolveVariant(variants, preferred);
    expect(resolved.item?.language).toBe(expected);
    expect(resolved.fellBack).toBe(false);
  });

  it.each(cases)('collapseTranslations(%j, %j) lists %s', (candidates, preferred, expected) => {
    const listed = collapseTranslations(candidates.map(item), preferred);
    expect(listed.map((entry) => entry.language)).toEqual([expected]);
  });

  it.each(cases)('localizeCategory(%j, %j) names it in %s', (candidates, preferred, expected) => {
    const localized = localizeCategory(categoryIn(candidates), preferred);
    expect(localized.language).toBe(expected);
    expect(localized.name).toBe(`Name ${expected}`);
    expect(localized.description).toBe(`Description ${expected}`);
  });

  it.each(cases.filter(([, preferred]) => preferred.length === 1))(
    'categoryLabel(%j, %j) labels it in %s',
    (candidates, [lang], expected) => {
      expect(categoryLabel(categoryIn(candidates), lang)).toEqual({
        name: `Name ${expected}`,
        description: `Description ${expected}`,
      });
    },
  );

  it.each(cases.filter(([, preferred]) => preferred.length === 1))(
    'LanguageSwitcher languages=%j value=%j marks %s current, and only it',
    (candidates, [value], expected) => {
      const html = renderToStaticMarkup(
        createElement(LanguageSwitcher, {
          languages: candidates,
          value,
          getLanguageHref: (language: string) => `/${language}/`,
        }),
      );
      const current = [...html.matchAll(/<li[^>]*data-active=""[^>]*>.*?<\/li>/g)];
      expect(current).toHaveLength(1);
      expect(current[0]?.[0]).toContain(`href="/${expected}/"`);
      expect(current[0]?.[0]).toContain('aria-current');
    },
  );

  it('marks no language current when the value finds none, or there is no value', () => {
    for (const value of ['fr', undefined, '*', '__proto__']) {
      const html = renderToStaticMarkup(
        createElement(LanguageSwitcher, {
          languages: ['de', 'en'],
          value,
          getLanguageHref: (language: string) => `/${language}/`,
        }),
      );
      expect(html).not.toContain('data-active');
      expect(html).not.toContain('aria-current');
    }
  });

  it('labels a category with its default name when no translation matches, and its id when it has none', () => {
    expect(categoryLabel(categoryIn(['fr']), 'de')).toEqual({
      name: 'Hiking',
      description: 'Trails.',
    });
    expect(categoryLabel({ ...categoryIn([]), name: null }, 'de').name).toBe('hiking');
    expect(categoryLabel(categoryIn(['de-AT']), undefined).name).toBe('Hiking');
  });
});
