import {
  createBrandIndex,
  createContentClient,
  createSlugIndex,
  type FetchFunction,
  findContentBySlug,
  type SlugIndex,
} from 'content-delivery-react/client';
import {
  createMockCategory,
  createMockContentItem,
  type MockCategory,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

/** What the test service serves for brand `shop`: lists by path (`lang/en`, `category/tents`), mutable. */
interface Shop {
  categories: MockCategory[];
  lists: Map<string, MockContentItem[]>;
}

interface ShopServer extends LocalServer {
  /** Paths (with query) of the requests received, in order. */
  paths: () => string[];
  /** Paths of the requests the client gave up on before they were answered. */
  cancelled: string[];
}

let server: ShopServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

/** `count` English items, `en-001` … (the service orders by id), slugs `post-1` … */
function posts(count: number, language = 'en', categoryId = 'news'): MockContentItem[] {
  return Array.from({ length: count }, (_, index) =>
    createMockContentItem({
      id: `${language}-${String(index + 1).padStart(3, '0')}`,
      slug: `post-${index + 1}`,
      language,
      categoryId,
    }),
  );
}

/**
 * A real HTTP server on 127.0.0.1 paging the shop's lists as the spec says; `delayMs` decides
 * when each page is answered (default at once), `failPage` answers 500 for one page.
 */
async function startShop(
  shop: Shop,
  options: {
    delayMs?: (list: string, page: number) => number;
    failPage?: number;
    /** Answers 500 for the pages of one list (`category/tents`). */
    failList?: string;
    /** Refuse a page past the end of the list with this status, as some services do. */
    refusePastTheEnd?: 400 | 404;
  } = {},
): Promise<ShopServer> {
  const cancelled: string[] = [];
  const local = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = decodeURIComponent(url.pathname.replace('/api/v1/content/brands/shop/', ''));
    let answered = false;
    res.on('close', () => {
      if (!answered) cancelled.push(`${path}${url.search}`);
    });
    if (path === 'categories') {
      answered = true;
      sendJson(res, 200, shop.categories);
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    const items = shop.lists.get(path) ?? [];
    setTimeout(() => {
      if (res.closed) return;
      answered = true;
      if (page === options.failPage || path === options.failList) {
        sendJson(res, 500, { title: 'Boom', status: 500 });
        return;
      }
      const start = (page - 1) * pageSize;
      const refusal = options.refusePastTheEnd;
      if (refusal !== undefined && start >= items.length && page > 1) {
        sendJson(res, refusal, { title: 'No such page', status: refusal });
        return;
      }
      sendJson(res, 200, {
        page,
        pageSize,
        totalCount: items.length,
        data: items.slice(start, start + pageSize),
      });
    }, options.delayMs?.(path, page) ?? 0);
  });
  return {
    ...local,
    cancelled,
    paths: () =>
      local.requests.map((req) =>
        decodeURIComponent((req.url ?? '').replace('/api/v1/content/brands/shop/', '')),
      ),
  };
}

function shopWith(lists: Record<string, MockContentItem[]>, categories: MockCategory[] = []): Shop {
  return { categories, lists: new Map(Object.entries(lists)) };
}

// These tests pin the list search, which lookups use without a brand index (a browser, a
// brand over the index's maxItems); test/client/brandIndex/ covers lookups through an index.
const clientFor = (url: string) =>
  createContentClient({ baseUrl: url, retry: 0, brandIndex: false });

describe('findContentBySlug', () => {
  it('finds the last item of a language, reading every page once', async () => {
    const en = posts(47);
    server = await startShop(shopWith({ 'lang/en': en }));
    const item = await findContentBySlug(clientFor(server.url), 'shop', {
      lang: 'en',
      slug: 'post-47',
      pageSize: 10,
    });
    expect(item).toMatchObject({ id: 'en-047', slug: 'post-47' });
    expect(server.paths().sort()).toEqual(
      [1, 2, 3, 4, 5].map((page) => `lang/en?page=${page}&pageSize=10`),
    );
  });

  it('stops at the page holding the slug and cancels the pages after it', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(100) }), {
      // Page 2 answers after 100 ms (pages 3 and 4 have arrived by then); later pages would take 2 s.
      delayMs: (_list, page) => (page > 2 ? 2_000 : page === 2 ? 100 : 0),
    });
    const started = performance.now();
    const item = await findContentBySlug(clientFor(server.url), 'shop', {
      lang: 'en',
      slug: 'post-15',
      pageSize: 10,
      concurrency: 3,
    });
    expect(item?.id).toBe('en-015');
    expect(performance.now() - started).toBeLessThan(1_500);
    // Page 1 alone, then pages 2–4 together; 5–10 never asked for.
    expect(server.paths()).toHaveLength(4);
    await vi.waitFor(() =>
      expect(server?.cancelled.sort()).toEqual([
        'lang/en?page=3&pageSize=10',
        'lang/en?page=4&pageSize=10',
      ]),
    );
  });

  it('answers with the lowest page when a service repeats a slug, whatever arrives first', async () => {
    const en = posts(30);
    const onPage2 = en[12];
    const onPage3 = en[25];
    if (onPage2 === undefined || onPage3 === undefined) throw new Error('fixture');
    onPage2.slug = 'twice';
    onPage3.slug = 'twice';
    server = await startShop(shopWith({ 'lang/en': en }), {
      // Page 3 arrives well before page 2.
      delayMs: (_list, page) => (page === 2 ? 300 : 0),
    });
    const item = await findContentBySlug(clientFor(server.url), 'shop', {
      lang: 'en',
      slug: 'twice',
      pageSize: 10,
      index: false,
    });
    expect(item?.id).toBe(onPage2.id);
  });

  it('compares slugs exactly: no case folding, trimming or normalisation, and no object keys', async () => {
    const items = [
      createMockContentItem({ id: 'a', slug: 'Trail-Guide' }),
      createMockContentItem({ id: 'b', slug: 'caf\u00e9' }),
      createMockContentItem({ id: 'c', slug: '__proto__' }),
    ];
    server = await startShop(shopWith({ 'lang/en': items }));
    const client = clientFor(server.url);
    const find = (slug: string) =>
      findContentBySlug(client, 'shop', { lang: 'en', slug, index: false });
    for (const miss of [
      'trail-guide',
      'Trail-Guide ',
      ' Trail-Guide',
      'cafe\u0301',
      '\uD800',
      'Trail-Guide\uD800',
      'constructor',
      'toString',
      '..',
      '',
      'x'.repeat(1_000_000),
    ]) {
      expect(await find(miss)).toBeNull();
    }
    expect((await find('Trail-Guide'))?.id).toBe('a');
    expect((await find('caf\u00e9'))?.id).toBe('b');
    expect((await find('__proto__'))?.id).toBe('c');
  });

  it('rejects with kind aborted when the caller aborts, and stops asking for pages', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(100) }), { delayMs: () => 50 });
    const controller = new AbortController();
    const search = findContentBySlug(clientFor(server.url), 'shop', {
      lang: 'en',
      slug: 'post-100',
      pageSize: 10,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(server?.paths().length).toBeGreaterThanOrEqual(2));
    controller.abort();
    expect(await failureOf(search)).toMatchObject({ kind: 'aborted' });
    expect(server.paths().length).toBeLessThan(10);
  });

  it('rejects when maxPages runs out before the slug, rather than answering null', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(47) }));
    const error = await failureOf(
      findContentBySlug(clientFor(server.url), 'shop', {
        lang: 'en',
        slug: 'post-47',
        pageSize: 10,
        maxPages: 3,
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(error.message).toContain('stopped after 3 pages');
    expect(server.paths()).toHaveLength(3);
  });

  it('rejects with the failure of a page, never null', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(30) }), { failPage: 2 });
    const error = await failureOf(
      findContentBySlug(clientFor(server.url), 'shop', { lang: 'en', slug: 'nope', pageSize: 10 }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('without lang, searches each category in the order the categories come', async () => {
    const shop = shopWith(
      {
        'category/tents': posts(12, 'de', 'tents'),
        'category/boots': posts(3, 'fr', 'boots'),
        'category/maps': [createMockContentItem({ id: 'map', slug: 'alps', categoryId: 'maps' })],
      },
      ['tents', 'boots', 'maps', 'stoves'].map((id) => createMockCategory({ id })),
    );
    server = await startShop(shop);
    const item = await findContentBySlug(clientFor(server.url), 'shop', {
      slug: 'alps',
      pageSize: 10,
    });
    expect(item?.id).toBe('map');
    expect(server.paths()).toEqual([
      'categories',
      'category/tents?page=1&pageSize=10',
      'category/tents?page=2&pageSize=10',
      'category/boots?page=1&pageSize=10',
      'category/maps?page=1&pageSize=10',
    ]);
  });

  it('skips a category it cannot request, but rejects rather than answer null because of it', async () => {
    const shop = shopWith(
      { 'category/maps': [createMockContentItem({ id: 'map', slug: 'alps', categoryId: 'maps' })] },
      ['..', 'maps'].map((id) => createMockCategory({ id })),
    );
    server = await startShop(shop);
    const client = clientFor(server.url);
    expect((await findContentBySlug(client, 'shop', { slug: 'alps' }))?.id).toBe('map');
    const error = await failureOf(findContentBySlug(client, 'shop', { slug: 'nowhere' }));
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'categoryId' });
  });

  it('refuses bad options before any request', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(3) }));
    const client = clientFor(server.url);
    const refusals = [
      // @ts-expect-error slug must be a string
      findContentBySlug(client, 'shop', { slug: 42 }),
      // @ts-expect-error options are required
      findContentBySlug(client, 'shop'),
      // @ts-expect-error lang must be a string
      findContentBySlug(client, 'shop', { slug: 'x', lang: 7 }),
      findContentBySlug(client, 'shop', { slug: 'x', pageSize: 0 }),
      findContentBySlug(client, 'shop', { slug: 'x', concurrency: 17 }),
      findContentBySlug(client, 'shop', { slug: 'x', maxPages: 1.5 }),
      // @ts-expect-error index must be false or a SlugIndex
      findContentBySlug(client, 'shop', { slug: 'x', index: 'yes' }),
      findContentBySlug(client, 'shop', { slug: 'x', lang: '..' }),
    ];
    for (const refusal of refusals) {
      expect(await failureOf(refusal)).toMatchObject({ kind: 'invalid-request' });
    }
    expect(server.paths()).toEqual([]);
  });
});

describe('findContentBySlug: the slug index', () => {
  it('reads only the remembered page on a repeated lookup', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(47) }));
    const client = clientFor(server.url);
    const options = { lang: 'en', slug: 'post-47', pageSize: 10 };
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-047');
    const cold = server.paths().length;
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-047');
    expect(server.paths().slice(cold)).toEqual(['lang/en?page=5&pageSize=10']);
  });

  it('finds an item that moved to another page since it was remembered', async () => {
    const en = posts(25);
    const shop = shopWith({ 'lang/en': en });
    server = await startShop(shop);
    const client = clientFor(server.url);
    // One page at a time, so no cancelled request of the first lookup reaches the server late.
    const options = { lang: 'en', slug: 'post-20', pageSize: 10, concurrency: 1 };
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-020');
    // Five new items published at the top push post-20 from page 2 to page 3.
    shop.lists.set('lang/en', [
      ...posts(5, 'en').map((item) => ({
        ...item,
        id: `new-${item.id}`,
        slug: `new-${item.slug}`,
      })),
      ...en,
    ]);
    const before = server.paths().length;
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-020');
    expect(server.paths().slice(before)).toEqual([
      'lang/en?page=2&pageSize=10',
      'lang/en?page=1&pageSize=10',
      'lang/en?page=2&pageSize=10',
      'lang/en?page=3&pageSize=10',
    ]);
  });

  // Services differ on a page past the end: 404 (no such page) or 400 (page out of range).
  it.each([404, 400] as const)(
    'looks again from page 1 when the service refuses the remembered page with %i (the list shrank)',
    async (status) => {
      const en = posts(30);
      const shop = shopWith({ 'lang/en': en });
      server = await startShop(shop, { refusePastTheEnd: status });
      const client = clientFor(server.url);
      const options = { lang: 'en', slug: 'post-30', pageSize: 10 };
      expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-030');
      // Twenty items unpublished: post-30 is on page 1 now, and page 3 no longer exists.
      shop.lists.set('lang/en', en.slice(20));
      const before = server.paths().length;
      expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-030');
      expect(server.paths().slice(before)).toEqual([
        'lang/en?page=3&pageSize=10',
        'lang/en?page=1&pageSize=10',
      ]);
    },
  );

  it('answers a slug missing from a list walked to its end with no request, until completeListTtlMs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    server = await startShop(shopWith({ 'lang/en': posts(30) }));
    const client = clientFor(server.url);
    const index = createSlugIndex({ completeListTtlMs: 10_000 });
    const find = (slug: string) =>
      findContentBySlug(client, 'shop', { lang: 'en', slug, pageSize: 10, index });
    expect(await find('missing-1')).toBeNull();
    expect(server.paths()).toHaveLength(3);
    expect(await find('missing-2')).toBeNull();
    expect(await find('\uD800')).toBeNull();
    expect(server.paths()).toHaveLength(3);
    vi.advanceTimersByTime(10_000);
    expect(await find('missing-3')).toBeNull();
    expect(server.paths()).toHaveLength(6);
  });

  it('walks again for every missing slug with completeListTtlMs: 0', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(30) }));
    const client = clientFor(server.url);
    const index = createSlugIndex({ completeListTtlMs: 0 });
    const find = (slug: string) =>
      findContentBySlug(client, 'shop', { lang: 'en', slug, pageSize: 10, index });
    expect(await find('missing-1')).toBeNull();
    expect(await find('missing-2')).toBeNull();
    expect(server.paths()).toHaveLength(6);
  });

  it('holds at most maxEntries slugs, forgetting the least recently used list first', async () => {
    server = await startShop(
      shopWith({
        'lang/en': posts(20, 'en'),
        'lang/de': posts(20, 'de'),
        'lang/fr': posts(20, 'fr'),
      }),
    );
    const client = clientFor(server.url);
    const index = createSlugIndex({ maxEntries: 45 });
    const find = (lang: string, slug: string) =>
      findContentBySlug(client, 'shop', { lang, slug, pageSize: 10, index });
    await find('en', 'missing');
    await find('de', 'missing');
    expect(index.size).toBe(40);
    await find('fr', 'missing');
    expect(index.size).toBeLessThanOrEqual(45);
    // English was used least recently: forgotten, so looking there walks again.
    const before = server.paths().length;
    await find('de', 'post-20');
    expect(server.paths().length - before).toBe(1);
    await find('en', 'post-20');
    expect(server.paths().length - before).toBe(3);
  });

  it('does not remember a slug longer than 1 024 characters, nor trust a list holding one', async () => {
    const long = 'x'.repeat(2_000);
    server = await startShop(
      shopWith({ 'lang/en': [...posts(9), createMockContentItem({ id: 'long', slug: long })] }),
    );
    const client = clientFor(server.url);
    const index = createSlugIndex();
    const find = (slug: string) => findContentBySlug(client, 'shop', { lang: 'en', slug, index });
    expect((await find(long))?.id).toBe('long');
    expect(index.size).toBe(9);
    expect(await find('missing')).toBeNull();
    expect(await find('missing')).toBeNull();
    expect(server.paths()).toHaveLength(3);
  });

  it('keeps one index per client; index: false walks every time', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(30) }));
    const first = clientFor(server.url);
    const second = clientFor(server.url);
    const options = { lang: 'en', slug: 'post-30', pageSize: 10 };
    await findContentBySlug(first, 'shop', options);
    expect(server.paths()).toHaveLength(3);
    await findContentBySlug(second, 'shop', options);
    expect(server.paths()).toHaveLength(6);
    await findContentBySlug(first, 'shop', options);
    expect(server.paths()).toHaveLength(7);
    await findContentBySlug(first, 'shop', { ...options, index: false });
    expect(server.paths()).toHaveLength(10);
  });

  it('shares an index made with createSlugIndex between clients', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(30) }));
    const index = createSlugIndex();
    const options = { lang: 'en', slug: 'post-30', pageSize: 10, index };
    await findContentBySlug(clientFor(server.url), 'shop', options);
    await findContentBySlug(clientFor(server.url), 'shop', options);
    expect(server.paths()).toHaveLength(4);
  });

  it('createSlugIndex refuses bad options with invalid-request', () => {
    for (const options of [
      { maxEntries: 0 },
      { maxEntries: 1.5 },
      { completeListTtlMs: -1 },
      { completeListTtlMs: Number.NaN },
    ]) {
      expect(() => createSlugIndex(options)).toThrow(
        expect.objectContaining({ kind: 'invalid-request' }),
      );
    }
    // @ts-expect-error a number of milliseconds, not a string
    expect(() => createSlugIndex({ completeListTtlMs: '5' })).toThrow(
      expect.objectContaining({ field: 'completeListTtlMs' }),
    );
  });
});

/** Options refused, with the field and message a caller sees, before any request. */
describe('findContentBySlug: refusals', () => {
  it('names the field and says what is wrong', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(3) }));
    const client = clientFor(server.url);
    const withPageOf = Object.assign(() => undefined, { pageOf: () => undefined });
    const cases: [Promise<unknown>, string, string][] = [
      // @ts-expect-error slug must be a string
      [findContentBySlug(client, 'shop', { slug: 42 }), 'slug', 'slug must be a string'],
      [
        // @ts-expect-error options are required
        findContentBySlug(client, 'shop', null),
        'slug',
        'options with a slug are required',
      ],
      [
        // @ts-expect-error lang must be a string
        findContentBySlug(client, 'shop', { slug: 'x', lang: 7 }),
        'lang',
        'lang must be a string when given',
      ],
      ...[{}, null, withPageOf, { pageOf: 'no' }].map(
        (index): [Promise<unknown>, string, string] => [
          // @ts-expect-error index must be false or a SlugIndex
          findContentBySlug(client, 'shop', { slug: 'x', lang: 'en', index }),
          'index',
          'index must be false or an index from createSlugIndex()',
        ],
      ),
    ];
    for (const [refusal, field, message] of cases) {
      const error = await failureOf(refusal);
      expect(error).toMatchObject({ kind: 'invalid-request', field, message });
    }
    expect(server.paths()).toEqual([]);
  });
});

describe('findContentBySlug: what a search costs and where it stops', () => {
  /** An index remembering `post-<n>` of a 50-item English list on page 5, then the list shifted by 10. */
  async function movedFromPage5(
    shop: Shop,
    client: ReturnType<typeof clientFor>,
    index: SlugIndex,
  ) {
    const options = { lang: 'en', slug: 'post-45', pageSize: 10, concurrency: 1, index };
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-045');
    const en = shop.lists.get('lang/en') ?? [];
    shop.lists.set('lang/en', [
      ...posts(10, 'en', 'fresh').map((item) => ({
        ...item,
        id: `new-${item.id}`,
        slug: `new-${item.slug}`,
      })),
      ...en,
    ]);
  }

  it('counts the remembered page against maxPages: with maxPages 1 it reads that page alone', async () => {
    const shop = shopWith({ 'lang/en': posts(50) });
    server = await startShop(shop);
    const client = clientFor(server.url);
    const index = createSlugIndex();
    await movedFromPage5(shop, client, index);
    const before = server.paths().length;
    const error = await failureOf(
      findContentBySlug(client, 'shop', {
        lang: 'en',
        slug: 'post-45',
        pageSize: 10,
        maxPages: 1,
        index,
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(error.message).toBe(
      'the slug search stopped after 1 pages (maxPages); the item may be further on',
    );
    expect(server.paths().slice(before)).toEqual(['lang/en?page=5&pageSize=10']);
  });

  it('after a remembered page that lost the slug, walks from page 1 only what maxPages leaves', async () => {
    const shop = shopWith({ 'lang/en': posts(50) });
    server = await startShop(shop);
    const client = clientFor(server.url);
    const index = createSlugIndex();
    await movedFromPage5(shop, client, index);
    const before = server.paths().length;
    const options = { lang: 'en', slug: 'post-45', pageSize: 10, concurrency: 1, index };
    const error = await failureOf(findContentBySlug(client, 'shop', { ...options, maxPages: 3 }));
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(server.paths().slice(before)).toEqual([
      'lang/en?page=5&pageSize=10',
      'lang/en?page=1&pageSize=10',
      'lang/en?page=2&pageSize=10',
    ]);
  });

  it('remembers where the slug is found after it moved, not where it was', async () => {
    const shop = shopWith({ 'lang/en': posts(50) });
    server = await startShop(shop);
    const client = clientFor(server.url);
    const index = createSlugIndex();
    await movedFromPage5(shop, client, index);
    const options = { lang: 'en', slug: 'post-45', pageSize: 10, concurrency: 1, index };
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-045');
    const before = server.paths().length;
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-045');
    expect(server.paths().slice(before)).toEqual(['lang/en?page=6&pageSize=10']);
  });

  it('remembers the other slugs of a remembered page it reads again', async () => {
    const en = posts(30);
    const shop = shopWith({ 'lang/en': en });
    server = await startShop(shop);
    const client = clientFor(server.url);
    const index = createSlugIndex();
    const find = (slug: string) =>
      findContentBySlug(client, 'shop', { lang: 'en', slug, pageSize: 10, concurrency: 1, index });
    expect((await find('post-25'))?.id).toBe('en-025');
    // post-30 is renamed: only reading page 3 again can tell where "renamed" is.
    shop.lists.set('lang/en', [
      ...en.slice(0, 29),
      { ...en[29], id: 'renamed', slug: 'renamed' } as MockContentItem,
    ]);
    expect((await find('post-25'))?.id).toBe('en-025');
    const before = server.paths().length;
    expect((await find('renamed'))?.id).toBe('renamed');
    expect(server.paths().slice(before)).toEqual(['lang/en?page=3&pageSize=10']);
  });

  it('rejects with the failure of the remembered page rather than walk past it', async () => {
    const faults: { failList?: string } = {};
    server = await startShop(shopWith({ 'lang/en': posts(30) }), faults);
    const client = clientFor(server.url);
    const options = { lang: 'en', slug: 'post-25', pageSize: 10, index: createSlugIndex() };
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-025');
    faults.failList = 'lang/en';
    const before = server.paths().length;
    const error = await failureOf(findContentBySlug(client, 'shop', options));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(server.paths().slice(before)).toEqual(['lang/en?page=3&pageSize=10']);
  });

  it('with maxPages 1, does not answer null for a list longer than one page', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(12) }));
    const error = await failureOf(
      findContentBySlug(clientFor(server.url), 'shop', {
        lang: 'en',
        slug: 'missing',
        pageSize: 10,
        maxPages: 1,
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(server.paths()).toEqual(['lang/en?page=1&pageSize=10']);
  });

  it('does not take a list read up to its found slug for the whole list', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(30) }));
    const client = clientFor(server.url);
    const index = createSlugIndex();
    const find = (slug: string) =>
      findContentBySlug(client, 'shop', { lang: 'en', slug, pageSize: 10, concurrency: 1, index });
    expect((await find('post-30'))?.id).toBe('en-030');
    expect((await find('post-15'))?.id).toBe('en-015');
    const before = server.paths().length;
    expect(await find('missing')).toBeNull();
    expect(server.paths().slice(before)).toEqual(
      [1, 2, 3].map((page) => `lang/en?page=${page}&pageSize=10`),
    );
  });

  it('does not take a list cut short by maxPages for the whole list', async () => {
    server = await startShop(shopWith({ 'lang/en': posts(30) }));
    const client = clientFor(server.url);
    const index = createSlugIndex();
    const options = { lang: 'en', slug: 'post-30', pageSize: 10, concurrency: 1, index };
    const error = await failureOf(findContentBySlug(client, 'shop', { ...options, maxPages: 2 }));
    expect(error).toMatchObject({ field: 'maxPages' });
    expect((await findContentBySlug(client, 'shop', options))?.id).toBe('en-030');
  });

  it('remembers the lowest page of a slug a walked list repeats, whatever order pages came in', async () => {
    for (const late of [undefined, 2]) {
      const en = posts(30);
      const onPage2 = en[12];
      const onPage3 = en[25];
      if (onPage2 === undefined || onPage3 === undefined) throw new Error('fixture');
      onPage2.slug = 'twice';
      onPage3.slug = 'twice';
      await server?.close();
      server = await startShop(shopWith({ 'lang/en': en }), {
        delayMs: (_list, page) => (page === late ? 300 : 0),
      });
      const client = clientFor(server.url);
      const index = createSlugIndex();
      const find = (slug: string) =>
        findContentBySlug(client, 'shop', {
          lang: 'en',
          slug,
          pageSize: 10,
          concurrency: late === undefined ? 1 : 2,
          index,
        });
      expect(await find('missing')).toBeNull();
      const before = server.paths().length;
      expect((await find('twice'))?.id).toBe(onPage2.id);
      expect(server.paths().slice(before)).toEqual(['lang/en?page=2&pageSize=10']);
    }
  });
});

describe('findContentBySlug: without lang, over the categories', () => {
  const categories = (...ids: string[]) => ids.map((id) => createMockCategory({ id }));

  it('answers null when no category holds the slug', async () => {
    server = await startShop(
      shopWith({ 'category/tents': posts(3, 'en', 'tents') }, categories('tents', 'boots')),
    );
    expect(await findContentBySlug(clientFor(server.url), 'shop', { slug: 'missing' })).toBeNull();
    expect(server.paths()).toHaveLength(3);
  });

  it("sends the caller's headers with every request, the categories too", async () => {
    server = await startShop(
      shopWith({ 'category/tents': posts(3, 'en', 'tents') }, categories('tents')),
    );
    const item = await findContentBySlug(clientFor(server.url), 'shop', {
      slug: 'post-2',
      headers: { 'x-trace': 'abc' },
    });
    expect(item?.id).toBe('en-002');
    expect(
      server.requests.map((req) => [
        req.url?.split('?')[0]?.split('/').pop(),
        req.headers['x-trace'],
      ]),
    ).toEqual([
      ['categories', 'abc'],
      ['tents', 'abc'],
    ]);
  });

  it('spends one maxPages budget over all categories', async () => {
    server = await startShop(
      shopWith(
        {
          'category/boots': posts(12, 'en', 'boots'),
          'category/tents': posts(25, 'de', 'tents'),
        },
        categories('boots', 'tents'),
      ),
    );
    const error = await failureOf(
      findContentBySlug(clientFor(server.url), 'shop', {
        slug: 'post-25',
        pageSize: 10,
        concurrency: 1,
        maxPages: 3,
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(error.message).toContain('stopped after 3 pages');
    expect(server.paths()).toEqual([
      'categories',
      'category/boots?page=1&pageSize=10',
      'category/boots?page=2&pageSize=10',
      'category/tents?page=1&pageSize=10',
    ]);
  });

  it('rejects when maxPages ends inside the last category, rather than answer null', async () => {
    server = await startShop(
      shopWith({ 'category/tents': posts(30, 'en', 'tents') }, categories('tents')),
    );
    const error = await failureOf(
      findContentBySlug(clientFor(server.url), 'shop', {
        slug: 'missing',
        pageSize: 10,
        maxPages: 2,
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(server.paths()).toHaveLength(3);
  });

  it('stops when maxPages is spent, even where the index remembers the next category', async () => {
    server = await startShop(
      shopWith(
        {
          'category/boots': posts(3, 'en', 'boots'),
          'category/tents': [
            createMockContentItem({ id: 'tent', slug: 'tent', categoryId: 'tents' }),
          ],
        },
        categories('boots', 'tents'),
      ),
    );
    const client = clientFor(server.url);
    // Whole lists are not trusted, so boots is read again each time.
    const index = createSlugIndex({ completeListTtlMs: 0 });
    expect((await findContentBySlug(client, 'shop', { slug: 'tent', index }))?.id).toBe('tent');
    const before = server.paths().length;
    const error = await failureOf(
      findContentBySlug(client, 'shop', { slug: 'tent', index, maxPages: 1 }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(server.paths().slice(before)).toEqual([
      'categories',
      'category/boots?page=1&pageSize=100',
    ]);
  });

  it('rejects with the failure of a category, even when a later one holds the slug', async () => {
    server = await startShop(
      shopWith(
        {
          'category/boots': posts(3, 'en', 'boots'),
          'category/tents': [
            createMockContentItem({ id: 'tent', slug: 'tent', categoryId: 'tents' }),
          ],
        },
        categories('boots', 'tents'),
      ),
      { failList: 'category/boots' },
    );
    const error = await failureOf(
      findContentBySlug(clientFor(server.url), 'shop', { slug: 'tent' }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(server.paths()).toEqual(['categories', 'category/boots?page=1&pageSize=100']);
  });
});

describe('findContentBySlug: other routes', () => {
  it("with fresh: false, searches the lists of a brand over the brand index's maxItems", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server = await startShop(
      shopWith({ 'category/tents': posts(30, 'en', 'tents') }, [
        createMockCategory({ id: 'tents' }),
      ]),
    );
    const client = clientFor(server.url);
    const brandIndex = createBrandIndex(client, { pageSize: 10, maxItems: 5 });
    try {
      const item = await findContentBySlug(client, 'shop', {
        slug: 'post-25',
        brandIndex,
        fresh: false,
        pageSize: 10,
      });
      expect(item?.id).toBe('en-025');
    } finally {
      warn.mockRestore();
    }
  });

  function proxyClient(answer: (url: string) => Response) {
    const seen: { url: string; trace: string | null }[] = [];
    const fetch = vi.fn<FetchFunction>(async (url, init) => {
      seen.push({ url, trace: new Headers(init.headers).get('x-trace') });
      return answer(url);
    });
    const client = createContentClient({
      baseUrl: 'https://cds.test/proxy',
      fetch,
      brandIndex: 'proxy',
      retry: 0,
    });
    return { client, seen };
  }
  const page = (items: MockContentItem[]) =>
    Response.json({ page: 1, pageSize: 100, totalCount: items.length, data: items });

  it('through a proxy without an index answer (404), searches the lists through it', async () => {
    const item = createMockContentItem({ id: 'x', slug: 'x', language: 'en' });
    const { client, seen } = proxyClient((url) =>
      url.includes('/brand-index/')
        ? Response.json({ title: 'Not Found', status: 404 }, { status: 404 })
        : page([item]),
    );
    const found = await findContentBySlug(client, 'shop', {
      slug: 'x',
      lang: 'en',
      headers: { 'x-trace': 't1' },
    });
    expect(found?.id).toBe('x');
    expect(seen).toEqual([
      { url: 'https://cds.test/proxy/brand-index/shop/slug/x?lang=en', trace: 't1' },
      {
        url: 'https://cds.test/proxy/api/v1/content/brands/shop/lang/en?page=1&pageSize=100',
        trace: 't1',
      },
    ]);
  });

  it('through a proxy that fails otherwise (500), rejects with that failure and searches nothing', async () => {
    const { client, seen } = proxyClient(() =>
      Response.json({ title: 'Boom', status: 500 }, { status: 500 }),
    );
    const error = await failureOf(findContentBySlug(client, 'shop', { slug: 'x', lang: 'en' }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(seen).toHaveLength(1);
  });
});
