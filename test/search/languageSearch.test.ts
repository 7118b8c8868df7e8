import { type ContentItem, createContentClient } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { searchContent } from 'content-delivery-react/search';
import { describe, expect, it } from 'vitest';
import type { IndexRecord } from '../../src/client/brandIndex/brandStore.js';
import { toIndexedContent } from '../../src/client/brandIndex/indexedContent.js';
import type { SearchText } from '../../src/client/brandIndex/searchText.js';
import { LanguageSearch } from '../../src/search/languageSearch.js';
import { makeContentItem } from '../helpers/contentItem.js';

// One language's search index: what a reader finds through `searchContent` (the fields, their
// weights, prefixes, typos, ties), and, directly, what only the index itself shows: the records
// head checks add on top of the walk's, and a stored index read back (or refused, so that it is
// built again).

const baseUrl = 'https://cds.test';

/** A camping shop of the items given (English, category `gear` unless they say otherwise). */
function campShop(items: MockContentItem[]) {
  const brand = createMockBrand({
    id: 'camp',
    categories: [
      createMockCategory({ id: 'gear', name: 'Gear' }),
      createMockCategory({ id: 'food', name: 'Food' }),
    ],
    items,
  });
  const client = createContentClient({
    baseUrl,
    retry: 0,
    brandIndex: { pageSize: 10 },
    fetch: createMockFetch({ baseUrl, dataset: createMockDataset([brand]) }),
  });
  return async (query: string, options: { categoryId?: string } = {}) =>
    (await searchContent(client, { brandId: 'camp', query, lang: 'en', pageSize: 50, ...options }))
      .hits;
}

const item = (overrides: Partial<MockContentItem>) =>
  createMockContentItem({
    categoryId: 'gear',
    category: 'Gear',
    tags: ['outdoors'],
    description: 'Sold here.',
    content: '<p>Made to last.</p>',
    ...overrides,
  });

describe('LanguageSearch, as searchContent reads it', () => {
  it('weighs a match in the title above one in the opening text', async () => {
    const search = campShop([
      item({
        id: 'in-opening',
        title: 'Oil',
        content: '<p>Lantern</p>',
        publishedDate: '2026-02-01T00:00:00Z',
      }),
      item({
        id: 'in-title',
        title: 'Lantern for the porch of a cabin in the hills with a brass handle',
        publishedDate: '2026-01-01T00:00:00Z',
      }),
    ]);
    expect((await search('lantern')).map((hit) => hit.item.id)).toEqual(['in-title', 'in-opening']);
  });

  it.each<[string, string, Partial<MockContentItem>]>([
    ['the primary keyword', 'firelighter', { primaryKeyword: 'firelighter' }],
    ['a heading of the body', 'ridgepole', { content: '<h2>Ridgepole</h2><p>Made to last.</p>' }],
    ['the opening text', 'guyline', { content: '<p>Guyline included.</p>' }],
    ['the second tag', 'ultralight', { tags: ['Camping', 'ultralight'] }],
    ['the category name', 'food', { categoryId: 'food', category: 'Food' }],
  ])('finds an item by %s', async (_, query, overrides) => {
    const search = campShop([item({ id: 'wanted', title: 'Wanted', ...overrides }), item({})]);
    expect((await search(query)).map((hit) => hit.item.id)).toEqual(['wanted']);
  });

  it.each([
    ['lan', ['lantern']], // the last word, still being typed: a prefix from 3 characters
    ['lant', ['lantern']],
    ['la', []], // two characters must match whole
    ['lant qz', []], // a word before the last must match whole
    ['qz lant', ['lantern']],
  ])('"%s" finds %j', async (query, ids) => {
    const search = campShop([
      item({ id: 'lantern', title: 'Lantern', description: 'Bright.', content: '<p>Bright.</p>' }),
    ]);
    expect((await search(query)).map((hit) => hit.item.id)).toEqual(ids);
  });

  it('finds a word of 5 letters or more with two typos in its stem', async () => {
    // `sleping` stems to `slepe` (5 letters), `sleeping` to `sleep`: two edits apart.
    const search = campShop([item({ id: 'bag', title: 'Sleeping bag' })]);
    expect((await search('sleping')).map((hit) => hit.item.id)).toEqual(['bag']);
  });

  it('answers a search of a brand whose service lists an item twice, holding it once', async () => {
    const search = campShop([
      item({ id: 'twice', slug: 'lantern', title: 'Brass lantern' }),
      item({ id: 'twice', slug: 'lantern-again', title: 'Brass lantern' }),
      item({ id: 'once', slug: 'kettle', title: 'Brass kettle' }),
    ]);
    const ids = (await search('brass')).map((hit) => hit.item.id);
    expect(ids.sort()).toEqual(['once', 'twice']);
  });

  it('ranks equal matches newest first, then by id', async () => {
    // The walk reads `gear` before `food`: the index holds b and c before a.
    const stool = (id: string, publishedDate: string, categoryId = 'gear') =>
      item({ id, title: 'Camp stool', publishedDate, categoryId, category: 'Gear' });
    const search = campShop([
      stool('stool-b', '2026-01-01T00:00:00Z'),
      stool('stool-c', '2026-01-01T00:00:00Z'),
      stool('stool-new', '2026-03-01T00:00:00Z', 'food'),
      stool('stool-a', '2026-01-01T00:00:00Z', 'food'),
      stool('stool-old', '2025-01-01T00:00:00Z'),
    ]);
    expect((await search('stool')).map((hit) => hit.item.id)).toEqual([
      'stool-new',
      'stool-a',
      'stool-b',
      'stool-c',
      'stool-old',
    ]);
  });
});

/** An index record of an English item; `search` is the walk's kept text (absent when lost). */
function recordOf(overrides: Partial<ContentItem>, search?: SearchText): IndexRecord {
  const entry = toIndexedContent(makeContentItem({ tags: [], ...overrides }));
  if (entry === undefined) throw new Error('the item fits the index');
  return { entry, list: entry.categoryId, position: 0, search };
}

const idsOf = (search: LanguageSearch, terms: string[]) =>
  search.search(terms, () => true).map((hit) => hit.entry.id);
const titlesOf = (search: LanguageSearch, terms: string[]) =>
  search.search(terms, () => true).map((hit) => hit.entry.title);

const walk = () => [
  recordOf({ id: 'a', title: 'Alpha lantern' }),
  recordOf({ id: 'b', title: 'Bravo kettle' }, ['', '', 'Here we go']),
  recordOf({ id: 'c', title: 'Charlie stove' }),
];

describe('LanguageSearch', () => {
  it('answers nothing for no terms', async () => {
    const search = await LanguageSearch.build('en', walk());
    expect(search.search([], () => true)).toEqual([]);
  });

  it.each([
    ['brxyo', ['b']], // 5 letters: two edits
    ['brvo', ['b']], // 4 letters: one edit
    ['brxo', []], // 4 letters: two edits are too many
    ['ite', []], // 3 letters must match whole (every item's description says `item`)
  ])('finds "%s" by a typo: %j', async (term, ids) => {
    const search = await LanguageSearch.build('en', walk());
    expect(
      search.search([term], () => true, { prefix: false, fuzzy: true }).map((hit) => hit.entry.id),
    ).toEqual(ids);
  });

  it('finds an item whose kept text was lost by its own words only', async () => {
    const search = await LanguageSearch.build('en', walk());
    expect(idsOf(search, ['here'])).toEqual(['b']);
    expect(idsOf(search, ['undefin'])).toEqual([]);
    expect(idsOf(search, ['stove'])).toEqual(['c']);
  });

  it('holds an item a head check changed once, with its new text', async () => {
    const search = await LanguageSearch.build('en', walk());
    await search.update(1, [recordOf({ id: 'a', title: 'Alpha torch' })]);
    expect(titlesOf(search, ['torch', 'lantern'])).toEqual(['Alpha torch']);
    // A second head check changes it again: the first one's record is replaced too.
    await search.update(2, [recordOf({ id: 'a', title: 'Alpha candle' })]);
    expect(titlesOf(search, ['torch', 'lantern', 'candl'])).toEqual(['Alpha candle']);
  });

  it('replaces the records of the previous head check, and reads a revision once', async () => {
    const search = await LanguageSearch.build('en', walk());
    await search.update(1, [recordOf({ id: 'kayak', title: 'Sea kayak' })]);
    expect(idsOf(search, ['kayak'])).toEqual(['kayak']);
    // The same revision again is already in: its records are not read a second time.
    await search.update(1, [recordOf({ id: 'canoe', title: 'Canoe' })]);
    expect(idsOf(search, ['canoe'])).toEqual([]);
    // The next revision's records are those added since the walk: the kayak is no longer one.
    await search.update(2, [recordOf({ id: 'canoe', title: 'Canoe' })]);
    expect(idsOf(search, ['kayak'])).toEqual([]);
    expect(idsOf(search, ['canoe'])).toEqual(['canoe']);
    expect(idsOf(search, ['stove'])).toEqual(['c']);
  });

  it('holds an item listed twice in one read once, the later record winning', async () => {
    const search = await LanguageSearch.build('en', [
      ...walk(),
      recordOf({ id: 'a', title: 'Alpha torch' }),
    ]);
    expect(titlesOf(search, ['torch', 'lantern'])).toEqual(['Alpha torch']);
    await search.update(1, [
      recordOf({ id: 'kayak', title: 'Sea kayak' }),
      recordOf({ id: 'kayak', title: 'Sea kayak for two' }),
    ]);
    expect(titlesOf(search, ['kayak'])).toEqual(['Sea kayak for two']);
  });

  it('names the same items once stored and read back after a head check emptied a place', async () => {
    const search = await LanguageSearch.build('en', walk());
    await search.update(1, [recordOf({ id: 'a', title: 'Alpha torch' })]);
    const loaded = await LanguageSearch.load('en', JSON.stringify(search));
    expect(loaded).toBeDefined();
    if (loaded === undefined) return;
    for (const terms of [['stove'], ['kettle'], ['torch'], ['lantern']]) {
      expect(titlesOf(loaded, terms)).toEqual(titlesOf(search, terms));
    }
    expect(titlesOf(loaded, ['stove'])).toEqual(['Charlie stove']);
  });

  it('reads its stored form back, and a head check then replaces a stored item', async () => {
    const built = await LanguageSearch.build('en', walk());
    const loaded = await LanguageSearch.load('en', JSON.stringify(built));
    expect(loaded).toBeDefined();
    if (loaded === undefined) return;
    for (const terms of [['lantern'], ['kettle', 'stove'], ['here']]) {
      expect(idsOf(loaded, terms)).toEqual(idsOf(built, terms));
    }
    await loaded.update(1, [recordOf({ id: 'a', title: 'Alpha torch' })]);
    expect(titlesOf(loaded, ['torch', 'lantern'])).toEqual(['Alpha torch']);
  });

  it('reads a stored form that does not count discarded documents (dirtCount absent)', async () => {
    const stored = JSON.parse(JSON.stringify(await LanguageSearch.build('en', walk())));
    delete stored.engine.dirtCount;
    const loaded = await LanguageSearch.load('en', JSON.stringify(stored));
    expect(loaded && idsOf(loaded, ['stove'])).toEqual(['c']);
  });

  type Stored = {
    version: unknown;
    entries: unknown[];
    engine: Record<string, unknown>;
  };
  it.each<[string, (stored: Stored) => unknown]>([
    ['of another version', (stored) => ({ ...stored, version: 2 })],
    [
      'with a damaged entry',
      (stored) => ({ ...stored, entries: [[1], ...stored.entries.slice(1)] }),
    ],
    ['with an entry dropped', (stored) => ({ ...stored, entries: stored.entries.slice(1) })],
    ['whose engine is not an object', (stored) => ({ ...stored, engine: 5 })],
    ...(
      [
        ['documentCount', '3'],
        ['nextId', '3'],
        ['documentIds', 5],
        ['fieldIds', 5],
        ['fieldLength', 5],
        ['storedFields', 5],
        ['documentIds', []],
        ['averageFieldLength', 5],
        ['index', ''],
        ['dirtCount', '0'],
      ] as const
    ).map(([field, value]): [string, (stored: Stored) => unknown] => [
      `whose engine's ${field} is ${JSON.stringify(value)}`,
      (stored) => ({ ...stored, engine: { ...stored.engine, [field]: value } }),
    ]),
  ])('refuses a stored form %s, so that it is built again', async (_, damage) => {
    const stored = JSON.parse(JSON.stringify(await LanguageSearch.build('en', walk())));
    expect(await LanguageSearch.load('en', JSON.stringify(damage(stored)))).toBeUndefined();
  });

  it('refuses a stored form of another language', async () => {
    const english = JSON.stringify(await LanguageSearch.build('en', walk()));
    expect(await LanguageSearch.load('de', english)).toBeUndefined();
  });
});
