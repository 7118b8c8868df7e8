import { QueryClient } from '@tanstack/react-query';
import { contentByLanguageQueryOptions, contentKeys, findVariants } from 'content-delivery-react';
import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
} from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { baseUrl, countingMockFetch } from './multilingualBrand.js';

// The bounded search through cached queries, which findVariants uses without a brand index (a
// browser); test/query/variantsThroughIndex.test.ts and variantsThroughProxy.test.ts cover the
// other routes, variantFanOut.test.ts the bounds of the search.

const translations = {
  de: { name: 'Wege', description: null },
  en: { name: 'Trails', description: null },
  fr: { name: 'Sentiers', description: null },
};

/**
 * Two articles in German, English and French, listed newest first: `boots` (the newer) and
 * `huts`; and `solo`, three unrelated items a service left with the group id `groupId`.
 */
function smallBrand(soloGroupId: string) {
  const items = ['boots', 'huts', 'solo'].flatMap((article, index) =>
    (['de', 'en', 'fr'] as const).map((language) =>
      createMockContentItem({
        id: `${article}-${language}`,
        slug: `${article}-${language}`,
        language,
        translationGroupId: article === 'solo' ? soloGroupId : `group-${article}`,
        isSourceLanguageDocument: language === 'en',
        categoryId: 'trails',
        category: 'trails',
        publishedDate: new Date(Date.UTC(2026, 0, 10 - index)).toISOString(),
      }),
    ),
  );
  return createMockBrand({
    id: 'small',
    categories: [createMockCategory({ id: 'trails', translations })],
    items,
  });
}

/** A client without a brand index over the brand's mock service, and the item with `slug`. */
async function browserClient(soloGroupId = '00000000-0000-0000-0000-000000000000') {
  const brand = smallBrand(soloGroupId);
  const { fetch, requests } = countingMockFetch(brand);
  const client = createContentClient({ baseUrl, fetch, retry: 0, brandIndex: false });
  const itemWithSlug = async (slug: string) => {
    const item = await findContentBySlug(client, brand.id, { slug });
    if (item === null) throw new Error(`no item ${slug}`);
    requests.length = 0;
    return item;
  };
  return { client, requests, brandId: brand.id, itemWithSlug };
}

describe('findVariants without a brand index', () => {
  it('reads the versions a list already holds from the cache: only the categories are asked for', async () => {
    const { client, requests, brandId, itemWithSlug } = await browserClient();
    const queryClient = new QueryClient();
    for (const lang of ['de', 'fr']) {
      await queryClient.fetchQuery(contentByLanguageQueryOptions(client, { brandId, lang }));
    }
    // An app's own query under the library's keys, holding no items it can use.
    queryClient.setQueryData([...contentKeys.lists(client, brandId), 'mine'], {
      data: [null, 42],
    });
    const item = await itemWithSlug('huts-en');

    const versions = await findVariants(queryClient, client, brandId, item);
    // Sorted by language, though the item came last and the cache gave German first.
    expect(versions.map((version) => version.id)).toEqual(['huts-de', 'huts-en', 'huts-fr']);
    expect(versions[1]).toBe(item);
    expect(requests).toEqual([`/${brandId}/categories`]);
  });

  it('searches the language lists for the rest, and sorts what it found by language', async () => {
    const { client, requests, brandId, itemWithSlug } = await browserClient();
    const item = await itemWithSlug('boots-fr');
    const versions = await findVariants(new QueryClient(), client, brandId, item);
    expect(versions.map((version) => version.id)).toEqual(['boots-de', 'boots-en', 'boots-fr']);
    expect(requests.sort()).toEqual([
      `/${brandId}/categories`,
      `/${brandId}/lang/de?page=1&pageSize=100`,
      `/${brandId}/lang/en?page=1&pageSize=100`,
    ]);
  });

  it('gives an item whose group id joins nothing (nil UUID, blank) no other version, with no request', async () => {
    for (const placeholder of ['00000000-0000-0000-0000-000000000000', '  ']) {
      const { client, requests, brandId, itemWithSlug } = await browserClient(placeholder);
      const item = await itemWithSlug('solo-en');
      expect(item.translationGroupId).toBe(placeholder);
      // The German and French `solo` items carry the same placeholder: no translations of it.
      const versions = await findVariants(new QueryClient(), client, brandId, item);
      expect(versions).toEqual([item]);
      expect(requests).toEqual([]);
    }
  });
});
