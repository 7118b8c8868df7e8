import { QueryClient } from '@tanstack/react-query';
import { findVariants } from 'content-delivery-react';
import {
  type ContentItem,
  createContentClient,
  type FetchFunction,
  findContentBySlug,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
} from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  baseUrl,
  countingMockFetch,
  createMultilingualBrand,
  groupOf,
  idOf,
  oldestArticle,
  slugOf,
} from './multilingualBrand.js';

// Node: a client made here has an in-memory brand index by default, as on a server.

afterEach(() => {
  vi.restoreAllMocks();
});

const brand = createMultilingualBrand();

/** The English version of the oldest article, read fresh (with its body). */
async function oldestInEnglish(client: ReturnType<typeof createContentClient>) {
  const item = await findContentBySlug(client, brand.id, {
    slug: slugOf(oldestArticle, 'en'),
    lang: 'en',
  });
  if (item === null) throw new Error('the oldest article is missing');
  return item;
}

const oldestIds = ['de', 'en', 'fr'].map((language) => idOf(oldestArticle, language));

describe('findVariants on a server (brand index)', () => {
  it('finds every version of the oldest article of ~3 000 items, then none of its requests once built', async () => {
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    expect(client.brandIndex).toBeDefined();
    const item = await oldestInEnglish(client);

    const versions = await findVariants(new QueryClient(), client, brand.id, item);
    expect(versions.map((version) => version.id)).toEqual(oldestIds);
    // The item itself stands for its language, body and all.
    expect(versions[1]).toBe(item);
    // The index walked the category lists; no language list was searched.
    expect(requests.some((path) => path.includes('/lang/'))).toBe(false);

    requests.length = 0;
    const again = await findVariants(new QueryClient(), client, brand.id, item);
    expect(again.map((version) => version.id)).toEqual(oldestIds);
    const newest = await findVariants(new QueryClient(), client, brand.id, {
      ...item,
      id: idOf(0, 'en'),
      language: 'en',
      translationGroupId: groupOf(0),
    });
    expect(newest.map((version) => version.id)).toEqual(
      ['de', 'en', 'fr'].map((language) => idOf(0, language)),
    );
    expect(requests).toEqual([]);
  });

  it('without an index (brandIndex: false) the bounded search misses them, in 11 requests', async () => {
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0, brandIndex: false });
    const item = await oldestInEnglish(client);
    requests.length = 0;

    const versions = await findVariants(new QueryClient(), client, brand.id, item);
    // Each language list has 857 to 1 100 items; the search reads the newest 500 of de and fr.
    expect(versions.map((version) => version.id)).toEqual([idOf(oldestArticle, 'en')]);
    expect(requests).toHaveLength(1 + 2 * 5);
    expect(requests.filter((path) => path.includes('/lang/de?'))).toHaveLength(5);
  });

  it('searches the lists as without an index when the brand is over the index’s maxItems', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({
      baseUrl,
      fetch,
      retry: 0,
      brandIndex: { maxItems: 1000 },
    });
    const item = await oldestInEnglish(client);
    requests.length = 0;

    const versions = await findVariants(new QueryClient(), client, brand.id, item);
    expect(versions.map((version) => version.id)).toEqual([idOf(oldestArticle, 'en')]);
    expect(requests.filter((path) => path.includes('/lang/'))).toHaveLength(2 * 5);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('more than maxItems (1000)'));
  });

  it('looks for a version the index does not hold yet in the lists, starting from the versions it holds', async () => {
    const { fetch, requests } = countingMockFetch(brand);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    await findVariants(new QueryClient(), client, brand.id, await oldestInEnglish(client));
    requests.length = 0;

    // An Italian version published after the walk: the index cannot vouch for its group.
    const italian: ContentItem = {
      ...(await oldestInEnglish(client)),
      id: 'new-it',
      slug: 'it-new',
      language: 'it',
      isSourceLanguageDocument: false,
    };
    requests.length = 0;
    const versions = await findVariants(new QueryClient(), client, brand.id, italian);
    expect(versions.map((version) => version.id)).toEqual([...oldestIds, 'new-it']);
    // The categories name de, en and fr, all held by the index: no language list is read.
    expect(requests).toEqual([`/${brand.id}/categories`]);
  });

  it('gives an item whose group id joins nothing (the nil UUID) no other version, with no request', async () => {
    // Three unrelated articles a service left without a group id (a .NET Guid.Empty).
    const nil = '00000000-0000-0000-0000-000000000000';
    const unrelated = createMockBrand({
      id: 'ungrouped',
      categories: [createMockCategory({ id: 'news' })],
      items: ['de', 'en', 'fr'].map((language) =>
        createMockContentItem({
          id: `solo-${language}`,
          slug: `solo-${language}`,
          language,
          translationGroupId: nil,
        }),
      ),
    });
    const { fetch, requests } = countingMockFetch(unrelated);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const item = await findContentBySlug(client, unrelated.id, { slug: 'solo-en' });
    expect(item?.translationGroupId).toBe(nil);
    if (item === null) return;
    requests.length = 0;
    const versions = await findVariants(new QueryClient(), client, unrelated.id, item);
    expect(versions.map((version) => version.id)).toEqual(['solo-en']);
    expect(requests).toEqual([]);
  });
});

describe('findVariants on a server whose index cannot answer', () => {
  const translations = Object.fromEntries(
    ['de', 'en', 'fr'].map((language) => [language, { name: language, description: null }]),
  );
  /** `boots` in three languages in `trails`, and one item in `gear`. */
  const small = createMockBrand({
    id: 'small',
    categories: ['trails', 'gear'].map((id) => createMockCategory({ id, translations })),
    items: [
      ...['de', 'en', 'fr'].map((language) =>
        createMockContentItem({
          id: `boots-${language}`,
          language,
          translationGroupId: 'group-boots',
          categoryId: 'trails',
        }),
      ),
      createMockContentItem({ id: 'rope-en', language: 'en', categoryId: 'gear' }),
    ],
  });

  /** A server's client over the brand, and its English boots, read before any lookup. */
  async function serverClient(failing?: string) {
    const { fetch: service, requests } = countingMockFetch(small);
    const fetch: FetchFunction = (input, init) =>
      failing !== undefined && new URL(input).pathname.includes(failing)
        ? Promise.resolve(Response.json({ title: 'down', status: 500 }, { status: 500 }))
        : service(input, init);
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const { data } = await client.getContentByLanguage(small.id, 'en');
    const boots = data.find((item) => item.id === 'boots-en');
    if (boots === undefined) throw new Error('no boots');
    requests.length = 0;
    return { client, requests, boots };
  }

  it('searches the lists, as without an index, when the walk of the brand fails', async () => {
    // Any failed request fails the walk: here one category's list.
    const { client, requests, boots } = await serverClient('/category/gear');
    const versions = await findVariants(new QueryClient(), client, small.id, boots);
    expect(versions.map((version) => version.id)).toEqual(['boots-de', 'boots-en', 'boots-fr']);
    expect(requests.filter((path) => path.includes('/lang/')).sort()).toEqual([
      '/small/lang/de?page=1&pageSize=100',
      '/small/lang/fr?page=1&pageSize=100',
    ]);
  });

  it('searches the lists for an item of a group the index has never seen', async () => {
    const { client, requests, boots } = await serverClient();
    await findVariants(new QueryClient(), client, small.id, boots);
    requests.length = 0;
    // Published after the walk, in a group of its own.
    const fresh = { ...boots, id: 'tent-en', slug: 'tent-en', translationGroupId: 'group-tent' };
    const versions = await findVariants(new QueryClient(), client, small.id, fresh);
    expect(versions).toEqual([fresh]);
    expect(requests.sort()).toEqual([
      '/small/categories',
      '/small/lang/de?page=1&pageSize=100',
      '/small/lang/fr?page=1&pageSize=100',
    ]);
  });
});
