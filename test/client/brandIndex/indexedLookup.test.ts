import {
  createBrandIndex,
  createContentClient,
  type FetchFunction,
  findContentBySlug,
} from 'content-delivery-react/client';
import {
  createMockCategory,
  createMockContentItem,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupRoute } from '../../../src/client/brandIndex/indexedLookup.js';
import { indexLookupUrl } from '../../../src/client/brandIndex/indexPaths.js';
import { failureOf } from '../../helpers/localServer.js';
import { newest, shopBrand, startClock, startShop, walkRequests } from './shop.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake fetch recording each URL, answering with `answer`. */
function recording(answer: (url: string) => Response): { fetch: FetchFunction; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetch: async (input) => {
      const url = String(input);
      urls.push(url);
      return answer(url);
    },
  };
}

const proxyItem = createMockContentItem({ id: 'a-b', slug: 'a b', language: 'en' });

describe("findContentBySlug through a client made with brandIndex: 'proxy'", () => {
  it("asks the proxy's index path once, with the language when given, and answers its item", async () => {
    const { fetch, urls } = recording(() =>
      json(200, { page: 1, pageSize: 1, totalCount: 1, data: [proxyItem] }),
    );
    const client = createContentClient({ baseUrl: 'http://cds.test', fetch, brandIndex: 'proxy' });
    expect((await findContentBySlug(client, 'shop', { slug: 'a b', lang: 'en' }))?.id).toBe('a-b');
    expect((await findContentBySlug(client, 'shop', { slug: 'a b' }))?.id).toBe('a-b');
    expect(urls).toEqual([
      'http://cds.test/brand-index/shop/slug/a%20b?lang=en',
      'http://cds.test/brand-index/shop/slug/a%20b',
    ]);
  });

  it('answers null for an empty page from the proxy, with no other request', async () => {
    const { fetch, urls } = recording(() =>
      json(200, { page: 1, pageSize: 1, totalCount: 0, data: [] }),
    );
    const client = createContentClient({ baseUrl: 'http://cds.test', fetch, brandIndex: 'proxy' });
    expect(await findContentBySlug(client, 'shop', { slug: 'nope' })).toBeNull();
    expect(urls).toHaveLength(1);
  });

  it('searches the lists through the service when the proxy answers 404 or cannot take the slug', async () => {
    const { fetch, urls } = recording((url) =>
      url.includes('/brand-index/')
        ? json(404, { title: 'Not Found', status: 404 })
        : url.endsWith('/categories')
          ? json(200, [createMockCategory({ id: 'news' })])
          : json(200, { page: 1, pageSize: 100, totalCount: 1, data: [proxyItem] }),
    );
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch,
      retry: 0,
      brandIndex: 'proxy',
    });
    expect((await findContentBySlug(client, 'shop', { slug: 'a b', lang: 'en' }))?.id).toBe('a-b');
    expect(urls[0]).toBe('http://cds.test/brand-index/shop/slug/a%20b?lang=en');
    expect(urls.slice(1).length).toBeGreaterThan(0);
    expect(urls.slice(1).every((url) => url.startsWith('http://cds.test/api/v1/content/'))).toBe(
      true,
    );

    // ".." cannot be a path segment: no request to the proxy's index, the lists answer.
    urls.length = 0;
    expect(await findContentBySlug(client, 'shop', { slug: '..', lang: 'en' })).toBeNull();
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.some((url) => url.includes('/brand-index/'))).toBe(false);
  });

  it('rejects with the failure of a proxy answering 500, with no search', async () => {
    const { fetch, urls } = recording(() => json(500, { title: 'Boom', status: 500 }));
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch,
      retry: 0,
      brandIndex: 'proxy',
    });
    const failure = await failureOf(findContentBySlug(client, 'shop', { slug: 'a b' }));
    expect(failure).toMatchObject({ kind: 'http', status: 500 });
    expect(urls).toEqual(['http://cds.test/brand-index/shop/slug/a%20b']);
  });

  it('rejects, with no search, when the proxy answers 404 with a body over maxResponseBytes', async () => {
    const { fetch, urls } = recording(() => json(404, { title: 'x'.repeat(2000), status: 404 }));
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch,
      retry: 0,
      maxResponseBytes: 1000,
      brandIndex: 'proxy',
    });
    const failure = await failureOf(findContentBySlug(client, 'shop', { slug: 'a b' }));
    expect(failure).toMatchObject({ kind: 'invalid-response', status: 404 });
    expect(urls).toEqual(['http://cds.test/brand-index/shop/slug/a%20b']);
  });

  it('routes to an index given as an option, or to none with false', () => {
    const { fetch } = recording(() => json(500, {}));
    const client = createContentClient({ baseUrl: 'http://cds.test', fetch, brandIndex: 'proxy' });
    const index = createBrandIndex(client);
    expect(lookupRoute(client, index).kind).toBe('index');
    expect(lookupRoute(client, undefined).kind).toBe('proxy');
    expect(lookupRoute(client, false).kind).toBe('none');
    // A copy of an index is not one (its state stays with the original): the lookup searches
    // the lists, as the caller chose an index over the proxy.
    expect(lookupRoute(client, { ...index }).kind).toBe('none');
  });

  it('names the identifier a proxy path cannot hold', () => {
    const fieldOf = (call: () => string) => {
      try {
        call();
      } catch (error) {
        return (error as { field?: unknown }).field;
      }
      return 'no error';
    };
    expect(fieldOf(() => indexLookupUrl('http://p', 'slug', '', 'x'))).toBe('brandId');
    expect(fieldOf(() => indexLookupUrl('http://p', 'slug', 'b', '..'))).toBe('slug');
    expect(fieldOf(() => indexLookupUrl('http://p', 'variants', 'b', '.'))).toBe(
      'translationGroupId',
    );
    expect(fieldOf(() => indexLookupUrl('http://p', 'slug', 'b', 'x', '..'))).toBe('lang');
    expect(indexLookupUrl('http://p', 'variants', 'b', 'g 1')).toBe(
      'http://p/brand-index/b/variants/g%201',
    );
  });
});

describe('findContentBySlug through a brand index: a language', () => {
  it('answers null for an indexed item whose language changed since the walk, and the item when it did not', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch: shop.fetch,
      retry: 0,
      brandIndex: false,
    });
    const index = createBrandIndex(client, { pageSize: 10 });
    await index.refresh('shop');
    shop.change(([brand]) => {
      const item = brand?.items.find((entry) => entry.slug === 'tents-0-en');
      if (item !== undefined) item.language = 'de';
    });
    const find = (slug: string, lang: string) =>
      findContentBySlug(client, 'shop', { slug, lang, brandIndex: index });
    expect(await find('tents-0-en', 'en')).toBeNull();
    expect((await find('tents-1-en', 'en'))?.id).toBe('shop-tents-1-en');
    expect(shop.requests.slice(walkRequests)).toEqual([
      'shop/category/tents?page=1&pageSize=10',
      'shop/category/tents?page=1&pageSize=10',
    ]);
  });
});

describe('findContentBySlug through a brand index: an item its pages do not hold', () => {
  it('walks again once, reads around its place again, then searches the lists', async () => {
    startClock();
    // Page 1 of `news` holds `ghost` only in the first answer after each categories read (a
    // walk's); every other read finds `other` in its place.
    const items: MockContentItem[] = Array.from({ length: 25 }, (_, n) =>
      createMockContentItem({ id: `n-${n}`, slug: `n-${n}`, categoryId: 'news' }),
    );
    const ghost = createMockContentItem({ id: 'ghost', slug: 'ghost', categoryId: 'news' });
    const other = createMockContentItem({ id: 'other', slug: 'other', categoryId: 'news' });
    let ghostShown = true;
    const paths: string[] = [];
    const fetch: FetchFunction = async (input) => {
      const url = new URL(String(input));
      const path = `${url.pathname.replace('/api/v1/content/brands/b/', '')}${url.search}`;
      paths.push(path.replace(/^category\//, ''));
      if (path === 'categories') {
        ghostShown = false;
        return json(200, [createMockCategory({ id: 'news' })]);
      }
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      let first = other;
      if (page === 1 && !ghostShown) {
        ghostShown = true;
        first = ghost;
      }
      const list = [first, ...items];
      const start = (page - 1) * pageSize;
      return json(200, {
        page,
        pageSize,
        totalCount: list.length,
        data: list.slice(start, start + pageSize),
      });
    };
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch,
      retry: 0,
      brandIndex: false,
    });
    const index = createBrandIndex(client, { pageSize: 10, missRefreshMs: 0 });
    await index.refresh('b');
    expect(paths.slice(0, 2)).toEqual(['categories', 'news?page=1&pageSize=10']);
    const before = paths.length;
    vi.setSystemTime(newest + 1);
    await findContentBySlug(client, 'b', { slug: 'ghost', lang: 'en', brandIndex: index });
    // Read around page 1 (pages 1 and 2: no page 0), walk once again (3 pages), read around
    // page 1 again, then search the lists (of the language) instead: no third walk.
    expect(paths.slice(before)).toEqual([
      'news?page=1&pageSize=10',
      'news?page=2&pageSize=10',
      'categories',
      'news?page=1&pageSize=10',
      'news?page=2&pageSize=10',
      'news?page=3&pageSize=10',
      'news?page=1&pageSize=10',
      'news?page=2&pageSize=10',
      'lang/en?page=1&pageSize=100',
    ]);
  });
});
