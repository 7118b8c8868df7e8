import { QueryClient } from '@tanstack/react-query';
import { findVariants } from 'content-delivery-react';
import {
  type ContentItem,
  createContentClient,
  findContentBySlug,
  type IndexedContent,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
} from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';
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

describe("findVariants with brandIndex: 'proxy' (a browser's client)", () => {
  let proxy: LocalServer | undefined;
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });

  /** The indexed fields of a mock item, as the proxy's index sends them. */
  function indexed(language: string, group = groupOf(oldestArticle)): IndexedContent {
    const {
      id,
      slug,
      translationGroupId,
      isSourceLanguageDocument,
      title,
      description,
      categoryId,
      category,
      tags,
      status,
      publishedDate,
      createdAt,
      updatedAt,
      imageUrl,
    } = createMockContentItem({
      id: `${group}-${language}`,
      slug: `${group}-${language}`,
      language,
      translationGroupId: group,
      isSourceLanguageDocument: language === 'fr',
    });
    return {
      id,
      slug,
      language,
      translationGroupId,
      isSourceLanguageDocument,
      title,
      description,
      categoryId,
      category,
      tags,
      status,
      publishedDate,
      createdAt,
      updatedAt,
      imageUrl,
    };
  }

  it('asks the proxy’s index once, and nothing else', async () => {
    const versions = [indexed('fr'), indexed('de'), indexed('en'), indexed('en', 'another-group')];
    proxy = await startLocalServer((req, res) => {
      if (req.url === `/api/content/brand-index/${brand.id}/variants/${groupOf(oldestArticle)}`) {
        sendJson(res, 200, { page: 1, pageSize: 4, totalCount: 4, data: versions });
      } else {
        sendJson(res, 404, { title: 'Not Found', status: 404 });
      }
    });
    const client = createContentClient({
      baseUrl: `${proxy.url}/api/content`,
      brandIndex: 'proxy',
      retry: 0,
    });
    expect(client.brandIndex).toBeUndefined();
    const item = indexed('en');

    const found = await findVariants(new QueryClient(), client, brand.id, item);
    expect(found.map((version) => version.id)).toEqual(
      ['de', 'en', 'fr'].map((language) => `${groupOf(oldestArticle)}-${language}`),
    );
    // The item stands for its own language; the other group's item is left out.
    expect(found[1]).toBe(item);
    expect(proxy.requests.map((request) => request.url)).toEqual([
      `/api/content/brand-index/${brand.id}/variants/${groupOf(oldestArticle)}`,
    ]);
  });

  it('rejects with the proxy’s failure rather than searching the lists behind its back', async () => {
    proxy = await startLocalServer((_req, res) =>
      sendJson(res, 502, { title: 'Bad Gateway', status: 502 }),
    );
    const client = createContentClient({
      baseUrl: `${proxy.url}/api/content`,
      brandIndex: 'proxy',
      retry: 0,
    });
    await expect(
      findVariants(new QueryClient(), client, brand.id, indexed('en')),
    ).rejects.toMatchObject({ status: 502 });
    expect(proxy.requests).toHaveLength(1);
  });
});
