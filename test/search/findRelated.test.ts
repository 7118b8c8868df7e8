import { type ContentClient, createContentClient } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { findRelated } from 'content-delivery-react/search';
import { describe, expect, it } from 'vitest';
import { toIndexedContent } from '../../src/client/brandIndex/indexedContent.js';
import { makeContentItem } from '../helpers/contentItem.js';
import { failureOf } from '../helpers/localServer.js';

// "Read next" over a small camping shop: what counts as shared (each kind of thing on its own),
// what is left out, the order, the limit and the bounds. The item asked about is given as the
// caller holds it (a service item, or an index entry), and need not be in the brand.

const baseUrl = 'https://cds.test';
const brandId = 'camp';

/** A client whose brand index holds `items` (English unless they say otherwise). */
function campClient(items: MockContentItem[]): ContentClient {
  const brand = createMockBrand({
    id: brandId,
    categories: [
      createMockCategory({ id: 'gear', name: 'Gear' }),
      createMockCategory({ id: 'food', name: 'Food' }),
    ],
    items,
  });
  return createContentClient({
    baseUrl,
    retry: 0,
    brandIndex: { pageSize: 10 },
    fetch: createMockFetch({ baseUrl, dataset: createMockDataset([brand]) }),
  });
}

/** An item of the shop: in `food` with no tags unless it says otherwise, so it shares nothing. */
const shopItem = (overrides: Partial<MockContentItem>) =>
  createMockContentItem({
    categoryId: 'food',
    category: 'Food',
    tags: [],
    description: 'Sold here.',
    content: '<p>Made to last.</p>',
    ...overrides,
  });

/** The item asked about: a brass lamp of the gear category, tagged Camping and lighting. */
const lamp = (overrides: Partial<MockContentItem> = {}) =>
  createMockContentItem({
    id: 'lamp',
    title: 'Brass lamp',
    categoryId: 'gear',
    category: 'Gear',
    tags: ['Camping', 'lighting'],
    ...overrides,
  });

/** The same item as the brand index holds it (no primary keyword). */
const entryOf = (item: MockContentItem) => {
  const { id, slug, language, translationGroupId, title, categoryId, category, tags } = item;
  const entry = toIndexedContent(
    makeContentItem({ id, slug, language, translationGroupId, title, categoryId, category, tags }),
  );
  if (entry === undefined) throw new Error('the item fits the index');
  return entry;
};

const relatedIds = async (
  client: ContentClient,
  item: MockContentItem | ReturnType<typeof entryOf>,
  limit?: number,
) => (await findRelated(client, item, { brandId, limit })).map((entry) => entry.id);

describe('findRelated', () => {
  it.each([
    ['its second tag', shopItem({ id: 'related', title: 'Candle', tags: ['lighting'] })],
    [
      'its category',
      shopItem({ id: 'related', title: 'Kettle', categoryId: 'gear', category: 'Gear' }),
    ],
    ['a word of 4 letters of its title', shopItem({ id: 'related', title: 'Lamp oil' })],
    [
      'a word of its title, in the other item’s keyword',
      shopItem({ id: 'related', title: 'Wick', primaryKeyword: 'lamp' }),
    ],
  ])('relates an item sharing only %s', async (_, related) => {
    const client = campClient([related, shopItem({ id: 'unrelated', title: 'Stove' })]);
    expect(await relatedIds(client, lamp())).toEqual(['related']);
    expect(await relatedIds(client, entryOf(lamp()))).toEqual(['related']);
  });

  it('relates an item sharing a word of its primary keyword', async () => {
    const client = campClient([
      shopItem({ id: 'related', title: 'Lantern' }),
      shopItem({ id: 'unrelated', title: 'Stove' }),
    ]);
    expect(await relatedIds(client, lamp({ primaryKeyword: 'lantern' }))).toEqual(['related']);
  });

  it('leaves out what shares nothing it counts, even when a search would find it', async () => {
    const client = campClient([
      // A word of a tag, not the tag: `Trail running` and `running shoes` share the term `run`.
      shopItem({ id: 'shoes', title: 'Shoes', tags: ['running shoes'] }),
      // A longer word beginning with one of its words.
      shopItem({ id: 'lampshade', title: 'Lampshade' }),
      shopItem({ id: 'over-here', title: 'Over here' }),
      // The category's name in a title: not the category.
      shopItem({ id: 'gear-list', title: 'Gear list' }),
    ]);
    const runningLamp = lamp({ tags: ['Trail running'], title: 'Brass lamp' });
    expect(await relatedIds(client, runningLamp)).toEqual([]);
    expect(await relatedIds(client, entryOf(runningLamp))).toEqual([]);
  });

  it('answers nothing for an item with nothing to search for', async () => {
    const client = campClient([shopItem({ id: 'other', title: 'Go' })]);
    const bare = createMockContentItem({ title: 'Go', tags: [], categoryId: 'none', category: '' });
    expect(await relatedIds(client, bare)).toEqual([]);
  });

  it('answers nothing for an item in a language the brand has not', async () => {
    const client = campClient([shopItem({ id: 'candle', title: 'Candle', tags: ['lighting'] })]);
    expect(await relatedIds(client, lamp({ language: 'xx' }))).toEqual([]);
  });

  it('never answers the item itself or another version of it in its language', async () => {
    const client = campClient([
      lamp({ translationGroupId: 'lamp-group' }),
      // A second version in the same language (the published one of a draft being previewed).
      lamp({ id: 'lamp-published', translationGroupId: 'lamp-group' }),
      lamp({ id: 'lamp-fr', language: 'fr', translationGroupId: 'lamp-group' }),
      shopItem({ id: 'candle', title: 'Candle', tags: ['lighting'] }),
    ]);
    const itself = lamp({ translationGroupId: 'lamp-group' });
    expect(await relatedIds(client, itself)).toEqual(['candle']);
    // An entry whose group changed since the walk is still the item itself.
    expect(await relatedIds(client, { ...itself, translationGroupId: 'moved' })).toEqual([
      'lamp-published',
      'candle',
    ]);
  });

  it('puts first what shares the most, newest first among equals, up to the limit', async () => {
    const client = campClient([
      shopItem({
        id: 'one-old',
        title: 'Candle',
        tags: ['lighting'],
        publishedDate: '2025-06-01T00:00:00Z',
      }),
      shopItem({
        id: 'two',
        title: 'Tarp',
        tags: ['Camping', 'lighting'],
        publishedDate: '2025-01-01T00:00:00Z',
      }),
      shopItem({
        id: 'one-new',
        title: 'Kettle',
        categoryId: 'gear',
        category: 'Gear',
        publishedDate: '2026-03-01T00:00:00Z',
      }),
      shopItem({
        id: 'three',
        title: 'Lamp',
        categoryId: 'gear',
        category: 'Gear',
        tags: ['camping'],
        publishedDate: '2024-01-01T00:00:00Z',
      }),
    ]);
    expect(await relatedIds(client, lamp(), 10)).toEqual(['three', 'two', 'one-new', 'one-old']);
    // Three unless told.
    expect(await relatedIds(client, lamp())).toEqual(['three', 'two', 'one-new']);
    expect(await relatedIds(client, lamp(), 1)).toEqual(['three']);
    expect(await relatedIds(client, lamp(), 20)).toHaveLength(4);
  });

  it('searches for the first 32 words of an item: a tag after them is not searched', async () => {
    const tags = Array.from({ length: 40 }, (_, place) => `tag${String(place).padStart(2, '0')}`);
    const client = campClient([
      shopItem({ id: 'first', title: 'Pole', tags: ['tag00'] }),
      shopItem({ id: 'last', title: 'Peg', tags: ['tag39'] }),
    ]);
    expect(await relatedIds(client, lamp({ tags }))).toEqual(['first']);
  });

  it.each([0, 21, 1.5])('refuses a limit of %s', async (limit) => {
    const client = campClient([shopItem({ id: 'candle', title: 'Candle', tags: ['lighting'] })]);
    expect(await failureOf(findRelated(client, lamp(), { brandId, limit }))).toMatchObject({
      kind: 'invalid-request',
      field: 'limit',
      message: expect.stringContaining('limit must be an integer from 1 to 20'),
    });
  });
});
