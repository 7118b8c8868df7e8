import type { ServerResponse } from 'node:http';
import {
  type BrandIndex,
  type ContentClient,
  createContentClient,
  findContentBySlug,
  type IndexedContent,
  isContentApiError,
} from 'content-delivery-react/client';
import {
  createMockCategory,
  createMockContentItem,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  failureOf,
  type LocalServer,
  sendJson,
  startLocalServer,
} from '../../helpers/localServer.js';

// A service that answers the four endpoints in hostile ways, on a node:http server on
// 127.0.0.1: the brand index must stay bounded (items, requests, time) and its lookups right,
// or fall back to the bounded list search.

/** One list as the hostile service names it: `category/news`, `lang/en`. */
type ListKey = `${'category' | 'lang' | 'tag'}/${string}`;

/** A page as the service answers it (any numbers it likes). */
interface PageBody {
  page?: number;
  pageSize?: number;
  totalCount: number;
  data: MockContentItem[];
}

/** What the service answers for a page: a body, or nothing ever (a hung request). */
type PageAnswer = PageBody | 'hang';

interface HostileService {
  categories: string[];
  page(list: ListKey, page: number, pageSize: number): PageAnswer;
}

interface HostileServer extends LocalServer {
  /** Paths after the brand (with the query), decoded, in order of arrival. */
  paths(): string[];
}

const brandId = 'hostile';
let server: HostileServer | undefined;
let hung: ServerResponse[] = [];
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  warn.mockRestore();
  for (const response of hung) response.destroy();
  hung = [];
  await server?.close();
  server = undefined;
});

async function startHostile(service: HostileService): Promise<HostileServer> {
  const prefix = `/api/v1/content/brands/${brandId}/`;
  const local = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
    if (path === 'categories') {
      sendJson(
        res,
        200,
        service.categories.map((id) => createMockCategory({ id, name: `Category ${id}` })),
      );
      return;
    }
    const [kind, value] = path.split('/');
    if ((kind !== 'category' && kind !== 'lang' && kind !== 'tag') || value === undefined) {
      sendJson(res, 404, { title: 'Not Found', status: 404 });
      return;
    }
    const answer = service.page(
      `${kind}/${decodeURIComponent(value)}`,
      Number(url.searchParams.get('page') ?? 1),
      Number(url.searchParams.get('pageSize') ?? 10),
    );
    if (answer === 'hang') {
      hung.push(res);
      return;
    }
    sendJson(res, 200, answer);
  });
  return {
    ...local,
    paths: () =>
      local.requests.map((req) => decodeURIComponent(req.url ?? '').slice(prefix.length)),
  };
}

/** A page of `items` as a well-behaved service answers it. */
function pageOf(items: readonly MockContentItem[], page: number, pageSize: number): PageBody {
  const start = (page - 1) * pageSize;
  return { page, pageSize, totalCount: items.length, data: items.slice(start, start + pageSize) };
}

/** `count` English items of a category, newest first, slugs `{prefix}-0` … */
function itemsOf(prefix: string, count: number, categoryId = 'news'): MockContentItem[] {
  return Array.from({ length: count }, (_, index) =>
    createMockContentItem({
      id: `${prefix}-${index}`,
      slug: `${prefix}-${index}`,
      categoryId,
      translationGroupId: `group-${prefix}-${index}`,
    }),
  );
}

/** A client whose index walks pages of 10, so small lists have several pages. */
function clientOf(url: string, options: { timeoutMs?: number } = {}): ContentClient {
  return createContentClient({ baseUrl: url, retry: 0, ...options, brandIndex: { pageSize: 10 } });
}

/** The client's brand index (a client made in Node has one). */
function indexOf(client: ContentClient): BrandIndex {
  if (client.brandIndex === undefined) throw new Error('a client made in Node has a brand index');
  return client.brandIndex;
}

async function entriesOf(client: ContentClient): Promise<IndexedContent[]> {
  const entries: IndexedContent[] = [];
  for await (const entry of indexOf(client).entries(brandId)) entries.push(entry);
  return entries;
}

/** The `[createBrandIndex]` development warnings printed so far. */
const indexWarnings = () =>
  warn.mock.calls.filter(([message]) => String(message).startsWith('[createBrandIndex]'));

describe('brand index against a hostile service', () => {
  it('does not index a brand counting 1e12 items: one warning, lookups search the lists, bounded', async () => {
    // Every list has a full page at every page number, and claims a trillion items.
    const endless = (list: ListKey, page: number, pageSize: number): PageAnswer => ({
      page,
      pageSize,
      totalCount: 1e12,
      data: Array.from({ length: pageSize }, (_, index) =>
        createMockContentItem({ id: `${list}-p${page}-${index}`, slug: `p${page}-${index}` }),
      ),
    });
    server = await startHostile({ categories: ['news', 'tips'], page: endless });
    const client = clientOf(server.url);

    const found = await findContentBySlug(client, brandId, {
      slug: 'p3-4',
      lang: 'en',
      pageSize: 10,
      maxPages: 5,
    });
    expect(found?.id).toBe('lang/en-p3-4');
    const missing = await failureOf(
      findContentBySlug(client, brandId, { slug: 'nowhere', lang: 'en', maxPages: 5 }),
    );
    expect(missing).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(indexOf(client).info(brandId)).toBeUndefined();
    const refused = await failureOf(indexOf(client).find(brandId, 'p1-1'));
    expect(isContentApiError(refused)).toBe(true);

    // One walk, stopped at page 1 of each category; each search at most maxPages pages of the
    // language (the second lookup did not walk again: the brand is too large until the TTL).
    const paths = server.paths();
    expect(paths.filter((path) => !path.startsWith('lang/en?')).sort()).toEqual([
      'categories',
      'category/news?page=1&pageSize=10',
      'category/tips?page=1&pageSize=10',
    ]);
    expect(paths.filter((path) => path.endsWith('&pageSize=10')).length).toBeLessThanOrEqual(2 + 5);
    expect(paths.filter((path) => path.endsWith('&pageSize=100')).length).toBeLessThanOrEqual(5);
    expect(indexWarnings()).toHaveLength(1);
    expect(String(indexWarnings()[0]?.[0])).toMatch(
      /lists 2000000000000 items, more than maxItems/,
    );
  });

  it('stops reading categories once their counts pass maxItems, however many categories there are', async () => {
    const categories = Array.from({ length: 500 }, (_, index) => `category-${index}`);
    server = await startHostile({
      categories,
      page: (list, page, pageSize) => pageOf(itemsOf(list, 100, list.slice(9)), page, pageSize),
    });
    const client = createContentClient({
      baseUrl: server.url,
      retry: 0,
      brandIndex: { maxItems: 1000 },
    });
    expect(
      await indexOf(client)
        .find(brandId, 'anything')
        .catch(() => 'not indexed'),
    ).toBe('not indexed');
    expect(indexOf(client).info(brandId)).toBeUndefined();
    // The categories, then page 1 of 11 categories (1 100 items counted) and of at most the
    // 4 (concurrency) already asked for: not the other 485.
    expect(server.paths().length).toBeLessThanOrEqual(1 + 11 + 4);
    expect(indexWarnings()).toHaveLength(1);
  });

  it('holds no more items of a list than it counts, whatever page size the service claims', async () => {
    const news = itemsOf('news', 20);
    server = await startHostile({
      categories: ['news', 'tips'],
      page: (list, page) =>
        list === 'category/news' && page === 1
          ? // 20 counted, a page size of 100 000 claimed, and 3 000 items answered.
            { page, pageSize: 100_000, totalCount: 20, data: [...news, ...itemsOf('extra', 2980)] }
          : { page, pageSize: 100_000, totalCount: 0, data: [] },
    });
    const client = clientOf(server.url);
    const entries = await entriesOf(client);
    expect(entries.map((entry) => entry.id)).toEqual(news.map((item) => item.id));
    expect(indexOf(client).info(brandId)).toMatchObject({ items: 20, complete: true });
  });

  it('reads only the pages the first page counts, however many more the service would answer', async () => {
    server = await startHostile({
      categories: ['news', 'tips'],
      // 25 counted, but a full page answered at any page number.
      page: (list, page, pageSize) => ({
        page,
        pageSize,
        totalCount: 25,
        data: Array.from({ length: pageSize }, (_, index) =>
          createMockContentItem({
            id: `${list}-${page}-${index}`,
            slug: `${list}-${page}-${index}`,
          }),
        ),
      }),
    });
    const client = clientOf(server.url);
    expect(await findContentBySlug(client, brandId, { slug: 'category/tips-3-4' })).toMatchObject({
      id: 'category/tips-3-4',
    });
    await indexOf(client).variants(brandId, 'none');
    const walked = server.paths().filter((path) => path.startsWith('category/'));
    expect(new Set(walked)).toEqual(
      new Set(
        ['news', 'tips'].flatMap((category) =>
          [1, 2, 3].map((page) => `category/${category}?page=${page}&pageSize=10`),
        ),
      ),
    );
    // Each list holds the 25 it counts: the last page is cut after 5.
    expect(indexOf(client).info(brandId)).toMatchObject({ items: 50, complete: true });
    expect(await findContentBySlug(client, brandId, { slug: 'category/news-3-5' })).toBeNull();
    expect(await findContentBySlug(client, brandId, { slug: 'category/news-4-0' })).toBeNull();
  });

  it('keeps a slug or id repeated on many pages and across categories once: the first in walk order', async () => {
    const a = itemsOf('a', 30, 'a');
    const b = itemsOf('b', 20, 'b');
    for (const index of [0, 15, 25]) a[index] = { ...(a[index] as MockContentItem), slug: 'twin' };
    b[5] = { ...(b[5] as MockContentItem), slug: 'twin' };
    b[7] = { ...(b[7] as MockContentItem), id: 'a-3', slug: 'same-id-as-a-3' };
    const lists = new Map<ListKey, MockContentItem[]>([
      ['category/a', a],
      ['category/b', b],
    ]);
    server = await startHostile({
      categories: ['a', 'b'],
      page: (list, page, pageSize) => pageOf(lists.get(list) ?? [], page, pageSize),
    });
    const client = clientOf(server.url);
    expect(await findContentBySlug(client, brandId, { slug: 'twin', fresh: false })).toMatchObject({
      id: 'a-0',
      categoryId: 'a',
    });

    const entries = await entriesOf(client);
    expect(entries).toHaveLength(50 - 3 - 1);
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(entries.filter((entry) => entry.id === 'a-3').map((entry) => entry.slug)).toEqual([
      'a-3',
    ]);
    // A fresh read goes to the page of the first one.
    const before = server.paths().length;
    expect(await findContentBySlug(client, brandId, { slug: 'twin' })).toMatchObject({ id: 'a-0' });
    expect(server.paths().slice(before)).toEqual(['category/a?page=1&pageSize=10']);
  });

  it('survives 1 MB fields, __proto__, constructor, lone surrogates and ".." as identifiers', async () => {
    const megabyte = 'x'.repeat(1024 * 1024);
    const item = (fields: Partial<MockContentItem>) =>
      createMockContentItem({ categoryId: 'news', ...fields });
    const hostile = [
      item({ id: 'ok-0', slug: 'ok-0' }),
      item({ id: 'huge-slug', slug: megabyte }),
      item({ id: 'huge-title', slug: 'huge-title', title: megabyte }),
      item({ id: 'huge-group', slug: 'huge-group', translationGroupId: megabyte }),
      item({ id: '__proto__', slug: '__proto__', translationGroupId: '__proto__' }),
      item({ id: 'constructor', slug: 'constructor', translationGroupId: 'constructor' }),
      item({ id: 'surrogate', slug: '\ud800', translationGroupId: '\udfff' }),
      item({ id: '..', slug: '..', translationGroupId: '..', categoryId: '..' }),
      item({ id: 'hasOwnProperty', slug: 'hasOwnProperty', language: '__proto__' }),
      ...itemsOf('ok', 12).slice(1),
    ];
    server = await startHostile({
      categories: ['news'],
      page: (list, page, pageSize) =>
        list === 'category/news' || list === 'lang/en'
          ? pageOf(hostile, page, pageSize)
          : pageOf([], page, pageSize),
    });
    const client = clientOf(server.url);
    const index = indexOf(client);

    expect(await findContentBySlug(client, brandId, { slug: 'ok-11' })).toMatchObject({
      id: 'ok-11',
    });
    for (const slug of ['__proto__', 'constructor', '\ud800', '..', 'hasOwnProperty']) {
      const entry = await index.find(brandId, slug);
      expect(entry?.slug).toBe(slug);
    }
    expect((await index.find(brandId, '__proto__'))?.id).toBe('__proto__');
    expect(await index.find(brandId, 'toString')).toBeNull();
    expect((await index.variants(brandId, '__proto__')).map((entry) => entry.id)).toEqual([
      '__proto__',
    ]);
    expect(await index.variants(brandId, 'toString')).toEqual([]);
    expect((await index.variants(brandId, '\udfff')).map((entry) => entry.id)).toEqual([
      'surrogate',
    ]);
    // The three items with a 1 MB field are counted as refused, not held.
    expect(index.info(brandId)).toMatchObject({ items: hostile.length - 3, complete: true });
    const entries = await entriesOf(client);
    expect(
      Math.max(...entries.map((entry) => entry.slug.length + entry.title.length)),
    ).toBeLessThan(1000);
    expect(Object.keys(Object.prototype)).toEqual([]);

    // Read fresh: the hostile slugs are found on their page, compared exactly.
    let before = server.paths().length;
    expect(await findContentBySlug(client, brandId, { slug: '__proto__' })).toMatchObject({
      id: '__proto__',
    });
    expect(await findContentBySlug(client, brandId, { slug: '\ud800' })).toMatchObject({
      id: 'surrogate',
    });
    expect(server.paths().length - before).toBe(2);

    // An unknown slug: not found from the index, no request.
    before = server.paths().length;
    expect(await findContentBySlug(client, brandId, { slug: 'no-such-slug' })).toBeNull();
    expect(server.paths()).toHaveLength(before);
    // A refused item is never "not found": its lookup searches the lists.
    const refused = await findContentBySlug(client, brandId, { slug: 'huge-title', lang: 'en' });
    expect(refused).toMatchObject({ id: 'huge-title' });
    expect(refused?.title).toHaveLength(megabyte.length);
    expect(server.paths().slice(before)).toEqual(['lang/en?page=1&pageSize=100']);
  });

  it('counts an item it refused on top of a list once: head checks neither walk again nor shift pages', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 1, 1) });
    const news = itemsOf('news', 30);
    // The newest item has a title too long to hold; the next, a slug too long to remember.
    news[0] = { ...(news[0] as MockContentItem), title: 't'.repeat(5000) };
    news[1] = { ...(news[1] as MockContentItem), slug: 's'.repeat(2000) };
    server = await startHostile({
      categories: ['news', 'tips'],
      page: (list, page, pageSize) => pageOf(list === 'category/news' ? news : [], page, pageSize),
    });
    const client = createContentClient({
      baseUrl: server.url,
      retry: 0,
      brandIndex: { pageSize: 10, missRefreshMs: 1000 },
    });
    try {
      await entriesOf(client);
      expect(indexOf(client).info(brandId)).toMatchObject({ items: 28, complete: true });
      for (let window = 1; window <= 3; window++) {
        vi.setSystemTime(Date.UTC(2026, 1, 1) + window * 1000);
        const before = server.paths().length;
        expect(await findContentBySlug(client, brandId, { slug: `missing-${window}` })).toBeNull();
        // The head check saw the long slug on page 1 and still does not hold it: no permalink.
        expect(await findContentBySlug(client, brandId, { slug: 's'.repeat(2000) })).toBeNull();
        // The last item of page 2 is still read on page 2, in one request.
        expect(await findContentBySlug(client, brandId, { slug: 'news-19' })).toMatchObject({
          id: 'news-19',
        });
        // A webhook's refresh joins any walk running and walks once more: it ends them all.
        await indexOf(client).refresh(brandId);
        const headCheck = [
          'categories',
          'category/news?page=1&pageSize=10',
          'category/tips?page=1&pageSize=10',
        ];
        const read = ['category/news?page=2&pageSize=10'];
        const walk = [
          ...headCheck,
          'category/news?page=2&pageSize=10',
          'category/news?page=3&pageSize=10',
        ];
        // No walk in the background: the head check, the read, the refresh.
        expect(server.paths().slice(before).sort()).toEqual(
          [...headCheck, ...read, ...walk].sort(),
        );
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('walks a list that changed during the walk once more, without duplicates', async () => {
    const news = itemsOf('news', 50);
    let inserted = false;
    server = await startHostile({
      categories: ['news'],
      page: (_list, page, pageSize) => {
        // Five items are published at the top while the walk reads page 3.
        if (page === 3 && !inserted) {
          inserted = true;
          news.unshift(...itemsOf('fresh', 5));
        }
        return pageOf(news, page, pageSize);
      },
    });
    const client = clientOf(server.url);
    const entries = await entriesOf(client);
    expect(entries).toHaveLength(55);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(55);
    expect(indexOf(client).info(brandId)).toMatchObject({ items: 55, complete: true });
    // The categories, 5 pages (as page 1 counted), then the 6 pages of the changed list.
    expect(server.paths()).toHaveLength(1 + 5 + 6);
    expect(
      server.paths().filter((path) => path === 'category/news?page=1&pageSize=10'),
    ).toHaveLength(2);

    const before = server.paths().length;
    expect(await findContentBySlug(client, brandId, { slug: 'fresh-4' })).toMatchObject({
      id: 'fresh-4',
    });
    expect(await findContentBySlug(client, brandId, { slug: 'news-49' })).toMatchObject({
      id: 'news-49',
    });
    expect(await findContentBySlug(client, brandId, { slug: 'not-there' })).toBeNull();
    expect(server.paths().length - before).toBe(2);
  });

  it('stops after one more walk of a list that changes on every page, and is then not complete', async () => {
    const news = itemsOf('news', 50);
    let published = 0;
    server = await startHostile({
      categories: ['news'],
      page: (list, page, pageSize) => {
        if (list === 'category/news') news.unshift(...itemsOf(`fresh-${published++}`, 1));
        return pageOf(news, page, pageSize);
      },
    });
    const client = clientOf(server.url);
    const entries = await entriesOf(client);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(indexOf(client).info(brandId)?.complete).toBe(false);
    // Two passes over the list, never a third.
    const firstPages = server.paths().filter((path) => path.startsWith('category/news?page=1&'));
    expect(firstPages).toHaveLength(2);
    expect(server.paths().length).toBeLessThanOrEqual(1 + 2 * 8);

    // Not complete: a miss searches the language list (bounded by maxPages) instead of
    // answering "not found" from the index.
    const before = server.paths().length;
    expect(
      await findContentBySlug(client, brandId, { slug: 'news-3', lang: 'en', fresh: false }),
    ).toMatchObject({ id: 'news-3' });
    const missing = await findContentBySlug(client, brandId, {
      slug: 'not-there',
      lang: 'en',
      maxPages: 3,
    }).catch((error: unknown) => error);
    expect(missing === null || isContentApiError(missing)).toBe(true);
    const search = server.paths().slice(before);
    expect(search.every((path) => path.startsWith('lang/en?'))).toBe(true);
    expect(search.length).toBeGreaterThan(0);
    expect(search.length).toBeLessThanOrEqual(3);
  });

  it('cuts a page that answers more items than its page size', async () => {
    const news = itemsOf('news', 20);
    server = await startHostile({
      categories: ['news'],
      page: (_list, page, pageSize) => {
        const answer = pageOf(news, page, pageSize);
        if (page !== 1) return answer;
        return { ...answer, data: [...answer.data, ...itemsOf('smuggled', 5000)] };
      },
    });
    const client = clientOf(server.url);
    expect(
      await findContentBySlug(client, brandId, { slug: 'news-19', fresh: false }),
    ).toMatchObject({ id: 'news-19' });
    const entries = await entriesOf(client);
    expect(entries.map((entry) => entry.id)).toEqual(news.map((item) => item.id));
    expect(indexOf(client).info(brandId)).toMatchObject({ items: 20, complete: true });
    const before = server.paths().length;
    expect(await findContentBySlug(client, brandId, { slug: 'smuggled-7' })).toBeNull();
    expect(server.paths()).toHaveLength(before);
  });

  it('bounds a walk whose page hangs with timeoutMs, rejects with a ContentApiError and takes the walk up where it stopped next time', async () => {
    const news = itemsOf('news', 30);
    let hangs = 1;
    server = await startHostile({
      categories: ['news'],
      page: (_list, page, pageSize) => {
        if (page === 2 && hangs > 0) {
          hangs--;
          return 'hang';
        }
        return pageOf(news, page, pageSize);
      },
    });
    const client = clientOf(server.url, { timeoutMs: 300 });

    // `news-15` is on the page that hangs.
    const failure = await failureOf(findContentBySlug(client, brandId, { slug: 'news-15' }));
    expect(isContentApiError(failure)).toBe(true);
    expect(failure.kind).toBe('timeout');
    expect(indexOf(client).info(brandId)).toBeUndefined();
    const firstWalk = server.paths().length;
    expect(firstWalk).toBeLessThanOrEqual(1 + 3);

    expect(await findContentBySlug(client, brandId, { slug: 'news-15' })).toMatchObject({
      id: 'news-15',
    });
    await indexOf(client).variants(brandId, 'none');
    expect(indexOf(client).info(brandId)).toMatchObject({ items: 30, complete: true });
    // The failed walk stored page 1 and its cursor: the next one reads pages 2 and 3 only.
    expect(server.paths().slice(firstWalk)).toEqual([
      expect.stringContaining('page=2'),
      expect.stringContaining('page=3'),
    ]);
  });

  it('indexes the other categories when one has an id the client cannot put in a URL', async () => {
    const news = itemsOf('news', 15);
    server = await startHostile({
      categories: ['..', 'news'],
      page: (list, page, pageSize) =>
        list === 'category/news' || list === 'lang/en'
          ? pageOf(news, page, pageSize)
          : pageOf([], page, pageSize),
    });
    const client = clientOf(server.url);
    expect(await findContentBySlug(client, brandId, { slug: 'news-14' })).toMatchObject({
      id: 'news-14',
    });
    await indexOf(client).variants(brandId, 'none');
    expect(indexOf(client).info(brandId)).toMatchObject({ items: 15, complete: false });
    expect(server.paths().some((path) => path.includes('..'))).toBe(false);

    // Not complete: a miss is searched for in the lists, never answered from the index alone.
    let before = server.paths().length;
    expect(await findContentBySlug(client, brandId, { slug: 'not-there', lang: 'en' })).toBeNull();
    expect(server.paths().slice(before)).toEqual(['lang/en?page=1&pageSize=100']);
    // Without a language the search cannot read the `..` category, so it cannot say "not found".
    before = server.paths().length;
    const unsure = await failureOf(findContentBySlug(client, brandId, { slug: 'not-there' }));
    expect(unsure).toMatchObject({ kind: 'invalid-request', field: 'categoryId' });
    expect(server.paths().slice(before)).toEqual([
      'categories',
      'category/news?page=1&pageSize=100',
    ]);
    expect(isContentApiError(await failureOf(indexOf(client).find(brandId, 'not-there')))).toBe(
      true,
    );
  });
});
