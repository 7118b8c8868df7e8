import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
} from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { brandIndexInternals } from '../../../src/client/brandIndex/brandIndex.js';
import { clientOf, indexOf, newest, startShop } from './shop.js';

// index.variants: the translations of a group, whatever order the lists give them in.

/** One list holding a group's translations in this order (newest first), with `en` twice. */
function newsroom() {
  const listed = [
    ['fr', 'story-fr'],
    ['en', 'story-en'],
    ['de', 'story-de'],
    ['en', 'story-en-us'],
  ] as const;
  return startShop([
    createMockBrand({
      id: 'shop',
      categories: [createMockCategory({ id: 'news' })],
      items: listed.map(([language, slug], place) =>
        createMockContentItem({
          id: slug,
          slug,
          language,
          translationGroupId: 'story',
          categoryId: 'news',
          publishedDate: new Date(newest - place * 60_000).toISOString(),
        }),
      ),
    }),
  ]);
}

describe('createBrandIndex: variants', () => {
  it('lists a group by language, the items of one language in the order their list gives', async () => {
    const shop = newsroom();
    const index = indexOf(clientOf(shop));
    await index.refresh('shop');
    expect(shop.requests).toEqual(['shop/categories', 'shop/category/news?page=1&pageSize=10']);

    const slugs = async (lang?: string) =>
      (await index.variants('shop', 'story', lang === undefined ? {} : { lang })).map(
        (entry) => entry.slug,
      );
    expect(await slugs()).toEqual(['story-de', 'story-en', 'story-en-us', 'story-fr']);
    expect(await slugs('en')).toEqual(['story-en', 'story-en-us']);
    expect(await slugs('fr')).toEqual(['story-fr']);
    expect(await slugs('it')).toEqual([]);
    // A caller's signal is watched, not in the way.
    const { signal } = new AbortController();
    expect(await index.variants('shop', 'story', { lang: 'de', signal })).toHaveLength(1);
    // The query layer's variant lookups read the same group, in walk order.
    const item = await index.find('shop', 'story-fr');
    if (item === null) throw new Error('story-fr is indexed');
    const group = await brandIndexInternals(index)?.versionsOf('shop', item, signal);
    expect(group?.complete).toBe(true);
    expect(group?.versions.map((entry) => entry.slug)).toEqual([
      'story-fr',
      'story-en',
      'story-de',
      'story-en-us',
    ]);
    expect(shop.requests).toHaveLength(2);
  });
});
