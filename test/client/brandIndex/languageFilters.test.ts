import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
} from 'content-delivery-react/mock';
import { searchContent } from 'content-delivery-react/search';
import { describe, expect, it } from 'vitest';
import { clientOf, collect, indexOf, newest, startShop } from './shop.js';

// A filter by language (`lang`) names one language exactly, whatever its case or `_`: the way
// the service lists `/content/language/{lang}`, so a route's `/de-at/` finds the items tagged
// `de-AT` through the index as it does through the service. Plain `de` stays another language:
// a filter never swaps in a regional version (choosing one is `resolveVariant`'s job).

/** One article in `de-AT`, `de` and `en`, listed in that order (a wrong filter finds `de-AT` first). */
function alpineShop() {
  const languages = ['de-AT', 'de', 'en'];
  return startShop([
    createMockBrand({
      id: 'shop',
      categories: [createMockCategory({ id: 'news' })],
      items: languages.map((language, place) =>
        createMockContentItem({
          id: `story-${language}`,
          // Slugs are unique in a brand (the spec): the language is part of each.
          slug: `story-${language.toLowerCase()}`,
          language,
          title: `Bergtour ${language}`,
          translationGroupId: '1d7c7c1e-0000-4000-8000-000000000001',
          isSourceLanguageDocument: language === 'en',
          categoryId: 'news',
          publishedDate: new Date(newest - place * 60_000).toISOString(),
        }),
      ),
    }),
  ]);
}

const slugs = ['story-de-at', 'story-de', 'story-en'];
const slugOf = (id: string) => id.toLowerCase();

/** `[lang as given, the item expected]`. */
const cases: [lang: string, expected: string | null][] = [
  ['de-AT', 'story-de-AT'],
  ['de-at', 'story-de-AT'],
  ['DE-AT', 'story-de-AT'],
  ['de_AT', 'story-de-AT'],
  ['de', 'story-de'],
  ['DE', 'story-de'],
  ['en', 'story-en'],
  // Another region of German is not German from Austria, nor plain German.
  ['de-CH', null],
  ['fr', null],
];

describe('filters by language: one language, whatever its case', () => {
  it.each(cases)('index.find of each slug in %j finds %s', async (lang, expected) => {
    const index = indexOf(clientOf(alpineShop()));
    for (const slug of slugs) {
      const found = await index.find('shop', slug, { lang });
      expect(found?.id ?? null).toBe(
        expected !== null && slugOf(expected) === slug ? expected : null,
      );
    }
  });

  it.each(cases)('index.variants and index.entries in %j hold %s', async (lang, expected) => {
    const index = indexOf(clientOf(alpineShop()));
    const group = '1d7c7c1e-0000-4000-8000-000000000001';
    const variants = await index.variants('shop', group, { lang });
    expect(variants.map((entry) => entry.id)).toEqual(expected === null ? [] : [expected]);
    const entries = await collect(index.entries('shop', { lang }));
    expect(entries.map((entry) => entry.id)).toEqual(expected === null ? [] : [expected]);
  });

  it.each(cases)(
    'findContentBySlug of each slug in %j, through the index, finds %s',
    async (lang, expected) => {
      const shop = alpineShop();
      const client = createContentClient({
        baseUrl: 'http://cds.test',
        fetch: shop.fetch,
        retry: 0,
      });
      for (const slug of slugs) {
        const item = await findContentBySlug(client, 'shop', { slug, lang });
        expect(item?.id ?? null).toBe(
          expected !== null && slugOf(expected) === slug ? expected : null,
        );
      }
    },
  );

  it.each(cases)('searchContent(bergtour, lang %j) finds %s', async (lang, expected) => {
    const shop = alpineShop();
    const client = createContentClient({ baseUrl: 'http://cds.test', fetch: shop.fetch, retry: 0 });
    const results = await searchContent(client, { brandId: 'shop', query: 'bergtour', lang });
    expect(results.hits.map((hit) => hit.item.id)).toEqual(expected === null ? [] : [expected]);
  });
});
