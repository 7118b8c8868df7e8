// The proxy's two index lookups (`{basePath}/brand-index/{brand}/slug/{slug}` and
// `…/variants/{group}`) over the mock service on a real socket, with an API key (a request
// without it would get 401): what each costs upstream, what a browser client in 'proxy' mode
// gets, and the same hardening as the four list paths.
import { QueryClient } from '@tanstack/react-query';
import { contentBySlugQueryOptions } from 'content-delivery-react';
import {
  createBrandIndex,
  createContentClient,
  findContentBySlug,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  type MockBrand,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { type ContentProxyOptions, createContentProxy } from 'content-delivery-react/proxy';
import { describe, expect, it, vi } from 'vitest';
import { failureOf, startLocalServer } from '../helpers/localServer.js';
import { apiKey, ask, problem, read, recordedProxy, serveMockBrands, site } from './indexProxy.js';

const languages = ['de', 'en', 'fr'];
/** Articles in `news`, each in the three languages: 360 items, four pages of 100. */
const newsArticles = 120;

/** An hour apart, newest first: article 0 is the newest, the last one the oldest. */
const publishedAt = (index: number) =>
  new Date(Date.UTC(2026, 0, 1) - index * 3_600_000).toISOString();

function article(index: number, language: string, overrides: Partial<MockContentItem> = {}) {
  return createMockContentItem({
    id: `news-${language}-${index}`,
    slug: `${language}-story-${index}`,
    title: `Story ${index} (${language})`,
    language,
    translationGroupId: `group-${index}`,
    isSourceLanguageDocument: language === 'en',
    categoryId: 'news',
    category: 'News',
    publishedDate: publishedAt(index),
    ...overrides,
  });
}

function acme(): MockBrand {
  const translations = Object.fromEntries(
    languages.map((lang) => [lang, { name: lang, description: null }]),
  );
  const items = Array.from({ length: newsArticles }, (_, index) =>
    languages.map((language) => article(index, language)),
  ).flat();
  for (let index = 0; index < 30; index++) {
    items.push(
      createMockContentItem({
        id: `guide-${index}`,
        slug: `guide-${index}`,
        categoryId: 'guides',
        category: 'Guides',
        publishedDate: publishedAt(index),
      }),
    );
  }
  // Its body holds the key, as a careless service might echo it: never passed on.
  items.push(
    createMockContentItem({
      id: 'leaky',
      slug: 'leaky',
      categoryId: 'guides',
      content: `<p>${apiKey}</p>`,
      publishedDate: publishedAt(500),
    }),
  );
  return createMockBrand({
    id: 'acme',
    categories: [
      createMockCategory({ id: 'news', translations }),
      createMockCategory({ id: 'guides' }),
    ],
    items,
  });
}

/** The brand the mock serves, and the items the answers are compared with. */
const brand = acme();
const itemWithSlug = (slug: string) => brand.items.find((item) => item.slug === slug);

const service = serveMockBrands([brand, createMockBrand({ id: 'globex', items: [] })]);
/** A proxy over the mock with every upstream request (path and query) and problem recorded. */
const proxyOver = (options?: Partial<ContentProxyOptions>) => recordedProxy(service.url, options);

describe('createContentProxy brand-index lookups', () => {
  it('answers a slug with the fresh item: 1 upstream request once the index is built', async () => {
    const { proxy, upstream } = proxyOver();
    // Cold: the walk (categories, then the pages of both lists) answers this one.
    const cold = await ask(proxy, '/brand-index/acme/slug/en-story-0');
    expect(cold.status).toBe(200);
    expect(upstream[0]).toBe('/api/v1/content/brands/acme/categories');
    // It answered as soon as the walk read the slug's page; a variants lookup waits for the rest.
    await ask(proxy, '/brand-index/acme/variants/group-0');

    const cases = [
      ['/brand-index/acme/slug/en-story-0', 'en-story-0'], // newest
      [`/brand-index/acme/slug/fr-story-${newsArticles - 1}`, `fr-story-${newsArticles - 1}`], // oldest
      ['/brand-index/acme/slug/de-story-60?lang=de', 'de-story-60'], // middle, with lang
      ['/brand-index/acme/slug/guide-7', 'guide-7'], // the other category
    ] as const;
    for (const [path, slug] of cases) {
      const before = upstream.length;
      const answer = await ask(proxy, path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      // Every field the service sent (the client writes the optional ones it lacked as null).
      expect(answer.json()).toMatchObject({
        page: 1,
        pageSize: 1,
        totalCount: 1,
        data: [itemWithSlug(slug)],
      });
      expect((answer.json() as { data: unknown[] }).data).toHaveLength(1);
      // One page read, where the index says the item is, with the key.
      expect(upstream.slice(before)).toHaveLength(1);
      expect(upstream.at(-1)).toMatch(
        /^\/api\/v1\/content\/brands\/acme\/category\/(news|guides)\?/,
      );
    }
  });

  it('answers an unknown slug, or one in another language, with no item and no upstream request', async () => {
    const { proxy, upstream } = proxyOver();
    await ask(proxy, '/brand-index/acme/variants/group-0'); // builds the index
    const before = upstream.length;
    for (const path of [
      '/brand-index/acme/slug/no-such-story',
      '/brand-index/acme/slug/en-story-3?lang=de',
      '/brand-index/acme/slug/__proto__',
      '/brand-index/acme/slug/caf%C3%A9%20%26%20bar',
    ]) {
      const answer = await ask(proxy, path);
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ page: 1, pageSize: 1, totalCount: 0, data: [] });
    }
    // The index was walked moments ago: a miss asks nothing until `missRefreshMs` has passed.
    expect(upstream.slice(before)).toEqual([]);
  });

  it('answers every language version from the index alone: 0 upstream requests once built', async () => {
    const { proxy, upstream } = proxyOver();
    await ask(proxy, '/brand-index/acme/slug/guide-0');
    // Waits for the walk to end (the slug lookup was answered as soon as it read the slug's page).
    await ask(proxy, '/brand-index/acme/variants/group-0');
    const before = upstream.length;
    const oldest = newsArticles - 1;
    const answer = await ask(proxy, `/brand-index/acme/variants/group-${oldest}`);
    expect(upstream.slice(before)).toEqual([]);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    const page = answer.json() as { totalCount: number; data: Record<string, unknown>[] };
    expect(page.totalCount).toBe(3);
    expect(page.data.map((entry) => [entry.language, entry.slug])).toEqual(
      languages.map((language) => [language, `${language}-story-${oldest}`]),
    );
    // Indexed fields only: never the HTML body or the SEO fields.
    expect(page.data[0]).not.toHaveProperty('content');
    expect(page.data[0]).not.toHaveProperty('metaTitle');
    expect(page.data[0]).toMatchObject({ title: `Story ${oldest} (de)`, categoryId: 'news' });

    const none = await ask(proxy, '/brand-index/acme/variants/no-such-group');
    expect(none.json()).toEqual({ page: 1, pageSize: 500, totalCount: 0, data: [] });
    expect(upstream.slice(before)).toEqual([]);
  });

  it('reports the index’s upstream requests to onRequest, without the key', async () => {
    const events: unknown[] = [];
    const { proxy } = proxyOver({ onRequest: (event) => events.push(event) });
    await ask(proxy, '/brand-index/acme/slug/en-story-2');
    expect(events[0]).toEqual({ method: 'GET', path: '/api/v1/content/brands/acme/categories' });
    expect(JSON.stringify(events)).not.toContain(apiKey);
  });

  it('withholds an answer that holds the key', async () => {
    const { proxy, errors } = proxyOver();
    const answer = await ask(proxy, '/brand-index/acme/slug/leaky');
    expect(answer.status).toBe(502);
    expect(answer.json()).toMatchObject({
      detail: "The content service's answer contained the proxy's credentials; it was withheld.",
    });
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect(errors.at(-1)).toMatchObject({
      status: 502,
      path: '/api/content/brand-index/acme/slug/leaky',
    });
  });
});

describe('createContentProxy brand-index lookups: refusals', () => {
  it('serves only allowed brands: others (and every brand with an empty list) get the unknown-path 404, unasked', async () => {
    const listed = proxyOver({ brands: ['acme'] });
    const empty = proxyOver({ brands: [] });
    const predicate = proxyOver({ brands: (brand) => brand === 'acme' });
    const unknownPath = await ask(listed.proxy, '/nothing');
    for (const { proxy, upstream } of [listed, empty, predicate]) {
      for (const path of ['/brand-index/globex/slug/x', '/brand-index/globex/variants/g']) {
        const refused = await ask(proxy, path);
        expect(refused.status).toBe(404);
        expect(refused.json()).toEqual(unknownPath.json());
      }
      expect(upstream).toEqual([]);
    }
    expect((await ask(empty.proxy, '/brand-index/acme/slug/en-story-1')).status).toBe(404);
    expect((await ask(listed.proxy, '/brand-index/acme/slug/en-story-1')).status).toBe(200);
  });

  it('refuses hostile identifiers and queries before asking the service', async () => {
    const { proxy, upstream, errors } = proxyOver();
    const megabyte = 'a'.repeat(1024 * 1024);
    const cases: [path: string, status: number][] = [
      ['/brand-index/acme/slug/..', 404], // resolved by the URL parser: `…/brand-index/acme/`
      ['/brand-index/acme/slug/%2e%2e', 404], // the same: WHATWG URLs read %2e as a dot
      ['/brand-index/acme/variants/%2e', 404],
      ['/brand-index/%2e%2e/slug/x', 404],
      ['/brand-index/acme/slug/%252e%252e', 400], // double-encoded: a `%2e` left after decoding
      ['/brand-index/acme/slug/%ED%A0%80', 400], // a lone surrogate, encoded
      ['/brand-index/acme/slug/a%2Fb', 400],
      ['/brand-index/acme/slug/a%5Cb', 400],
      ['/brand-index/acme/slug/a%00b', 400],
      ['/brand-index/acme/slug/%E0%A4A', 400], // not UTF-8
      ['/brand-index/acme/variants/%252F', 400],
      ['/brand-index/ac%2Fme/variants/g', 400],
      [`/brand-index/acme/slug/${megabyte}`, 414],
      [`/brand-index/acme/slug/x?lang=${megabyte}`, 414],
      ['/brand-index/acme/slug/x?lang=..', 400],
      ['/brand-index/acme/slug/x?lang=%2e', 400],
      ['/brand-index/acme/slug/x?lang=', 400],
      ['/brand-index/acme/slug/x?lang=%ED%A0%80', 400],
      ['/brand-index/acme/slug/x?lang=en&lang=de', 400],
      ['/brand-index/acme/slug/x?lang=en&page=2', 400],
      ['/brand-index/acme/slug/x?page=1', 400],
      ['/brand-index/acme/slug/x?', 200], // an empty query is no query
      ['/brand-index/acme/variants/g?lang=en', 400],
      ['/brand-index/acme/slug', 404],
      ['/brand-index/acme/slug/', 404],
      ['/brand-index/acme/slug/x/y', 404],
      ['/brand-index/acme//slug/x', 404],
      ['/brand-index/acme/item/x', 404],
      ['/brand-index/', 404],
    ];
    for (const [path, status] of cases) {
      const answer = await ask(proxy, path);
      expect([path.slice(0, 80), answer.status]).toEqual([path.slice(0, 80), status]);
      if (status !== 200) {
        expect(answer.headers['content-type']).toBe('application/problem+json');
        expect(answer.body.length).toBeLessThan(400);
      }
    }
    // Only the one accepted lookup (`x?`) asked anything: the walk behind it.
    expect(upstream.every((path) => !path.includes('..') && !path.includes('%25'))).toBe(true);
    expect(upstream.filter((path) => path.includes('/lang/'))).toEqual([]);
    // Problems are reported with the caller's path cut to 300 characters (and an ellipsis).
    expect(errors.map((event) => event.status)).toEqual(
      cases.filter(([, status]) => status !== 200).map(([, status]) => status),
    );
    expect(Math.max(...errors.map((event) => event.path.length))).toBe(301);
  });

  it('answers HEAD like GET without a body, OPTIONS with the methods, and anything else 405', async () => {
    const { proxy } = proxyOver();
    const get = await ask(proxy, '/brand-index/acme/slug/en-story-5');
    const head = await ask(proxy, '/brand-index/acme/slug/en-story-5', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe('private, no-cache');
    const headMissing = await ask(proxy, '/brand-index/globex/variants/x?x', { method: 'HEAD' });
    expect(headMissing.status).toBe(400);
    expect(headMissing.body).toBe('');

    const options = await ask(proxy, '/brand-index/acme/slug/en-story-5', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD, OPTIONS');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const refused = await ask(proxy, '/brand-index/acme/slug/en-story-5', { method });
      expect(refused.status).toBe(405);
      expect(refused.headers.allow).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('serves no index paths with brandIndex: false: the unknown-path 404', async () => {
    const { proxy, upstream } = proxyOver({ brandIndex: false });
    const unknownPath = await ask(proxy, '/nothing');
    for (const path of ['/brand-index/acme/slug/en-story-1', '/brand-index/acme/variants/g']) {
      const answer = await ask(proxy, path);
      expect(answer.status).toBe(404);
      expect(answer.json()).toEqual(unknownPath.json());
    }
    expect(upstream).toEqual([]);
    // The four list paths are unchanged.
    expect((await ask(proxy, '/api/v1/content/brands/acme/categories')).status).toBe(200);
  });

  it('refuses a brandIndex that is neither options, an index from createBrandIndex, nor false', () => {
    // An index of one's own making: the proxy cannot ask it where an item is.
    const fake = { find: async () => null };
    // @ts-expect-error: not a BrandIndex (and that is what is refused)
    expect(() => createContentProxy({ baseUrl: service.url, apiKey, brandIndex: fake })).toThrow(
      /brandIndex must be index options, an index from createBrandIndex, or false/,
    );
  });
});

describe('createContentProxy brand-index lookups: failures', () => {
  it('answers 502 when the service cannot be reached and 504 when it does not answer in time', async () => {
    const closed = await startLocalServer(() => {});
    const unreachable = closed.url;
    await closed.close();
    const down = createContentProxy({ baseUrl: unreachable, apiKey, brandIndex: { pageSize: 10 } });
    const gone = await ask(down, '/brand-index/acme/slug/x');
    expect(gone.status).toBe(502);
    expect(gone.headers['content-type']).toBe('application/problem+json');

    const hanging = await startLocalServer(() => {});
    try {
      const slow = createContentProxy({ baseUrl: hanging.url, apiKey, timeoutMs: 100 });
      const late = await ask(slow, '/brand-index/acme/variants/g');
      expect(late.status).toBe(504);
      expect(JSON.parse(late.body)).toMatchObject({
        status: 504,
        detail: 'The content service did not answer within 100 ms.',
      });
    } finally {
      await hanging.close();
    }
  });

  // The index is built first; then the one fresh read of a slug lookup meets the failure, and
  // the browser gets the answer the list paths give for it.
  it.each([
    [
      'a 429 with Retry-After',
      () =>
        new Response('{"title":"Slow down"}', {
          status: 429,
          headers: { 'content-type': 'application/problem+json', 'retry-after': '7' },
        }),
      429,
      'The content service answered 429.',
      '7',
    ],
    [
      'a 403',
      () => Response.json({ title: 'Forbidden' }, { status: 403 }),
      403,
      'The content service answered 403.',
      null,
    ],
    [
      // The page the index named, and the two beside it, read as past the end (a list that
      // shrank); then the search of the lists meets the 400 too, and it is passed on.
      'a 400',
      () => Response.json({ title: 'Bad Request' }, { status: 400 }),
      400,
      'The content service answered 400.',
      null,
    ],
    [
      'a 599',
      () => Response.json({ title: 'Odd' }, { status: 599 }),
      599,
      'The content service answered 599.',
      null,
    ],
    [
      'a 300 (a choice, not a failure status)',
      () => Response.json({}, { status: 300 }),
      502,
      'The content service answered 502.',
      null,
    ],
    [
      'an unreachable service',
      () => {
        throw new TypeError('fetch failed');
      },
      502,
      'The content service could not be reached.',
      null,
    ],
    [
      'an answer that does not fit the spec',
      () => Response.json({ page: 'one' }),
      502,
      "The content service's answer does not fit the spec.",
      null,
    ],
  ] as const)(
    'answers a fresh read that fails with %s as the list paths do',
    async (_name, failure, status, detail, retryAfter) => {
      let failing = false;
      const proxy = createContentProxy({
        baseUrl: service.url,
        apiKey,
        fetch: (input, init) => (failing ? Promise.resolve().then(failure) : fetch(input, init)),
      });
      await ask(proxy, '/brand-index/acme/variants/group-0'); // builds the index
      failing = true;
      const answer = await ask(proxy, '/brand-index/acme/slug/en-story-3');
      // The reason phrase; a status without one (599) is titled 'Error'.
      const title = {
        429: 'Too Many Requests',
        403: 'Forbidden',
        400: 'Bad Request',
        599: 'Error',
        502: 'Bad Gateway',
      }[status];
      expect(answer.json()).toEqual(problem(status, title, detail));
      expect(answer.status).toBe(status);
      expect(answer.headers['retry-after'] ?? null).toBe(retryAfter);
    },
  );

  it('answers 502 when the service answers a status past 599 (fetch accepts one from the network)', async () => {
    // A gateway in front of the service with a status of its own making: no status to pass on.
    const odd = await startLocalServer((_req, res) => {
      res.writeHead(600, { 'content-type': 'application/json' });
      res.end('{}');
    });
    try {
      let failing = false;
      const proxy = createContentProxy({
        baseUrl: service.url,
        apiKey,
        fetch: (input, init) => fetch(failing ? odd.url : input, init),
      });
      await ask(proxy, '/brand-index/acme/variants/group-0'); // builds the index
      failing = true;
      const answer = await ask(proxy, '/brand-index/acme/slug/en-story-3');
      expect(odd.requests).toHaveLength(1);
      expect(answer.status).toBe(502);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(answer.json()).toEqual(
        problem(502, 'Bad Gateway', 'The content service answered 502.'),
      );
    } finally {
      await odd.close();
    }
  });

  it('answers 502 when the caller goes away during a lookup', async () => {
    const controller = new AbortController();
    const proxy = createContentProxy({
      baseUrl: service.url,
      apiKey,
      fetch: (input, init) => {
        controller.abort(new Error('the reader closed the tab'));
        return fetch(input, init);
      },
    });
    const answer = await proxy(
      new Request(`${site}/api/content/brand-index/acme/slug/en-story-3`, {
        signal: controller.signal,
      }),
    ).then(read);
    expect(answer.json()).toMatchObject({ status: 502, detail: 'The caller went away.' });
  });

  it.each([
    [
      '/brand-index/acme/slug/%252e%252e',
      'The slug contains a slash, a backslash, a control character or a percent escape.',
    ],
    ['/brand-index/acme/slug/%E0%A4A', 'The slug is not valid percent-encoded UTF-8.'],
    ['/brand-index/acme/slug/%ED%A0%80', 'The slug is not valid percent-encoded UTF-8.'],
    [
      '/brand-index/acme/slug/x?lang=',
      'The lang must not be empty, "." or "..", or hold a lone surrogate.',
    ],
    [
      '/brand-index/ac%2Fme/variants/g',
      'The brand id contains a slash, a backslash, a control character or a percent escape.',
    ],
    [
      '/brand-index/acme/variants/%252F',
      'The translation group id contains a slash, a backslash, a control character or a percent escape.',
    ],
    ['/brand-index/acme/variants/g?lang=en', 'The variants lookup takes no query parameters.'],
    [
      '/brand-index/acme/slug/x?lang=en&lang=de',
      'The slug lookup accepts one query parameter, lang, once.',
    ],
    ['/brand-index/acme/slug/x?page=1', 'The slug lookup accepts one query parameter, lang, once.'],
    [
      '/brand-index/acme/slug/x?lang=..',
      'The lang must not be empty, "." or "..", or hold a lone surrogate.',
    ],
  ])('explains the refusal of %s', async (path, detail) => {
    const { proxy, upstream } = proxyOver();
    const answer = await ask(proxy, path);
    expect(answer.json()).toEqual(problem(400, 'Bad Request', detail));
    expect(upstream).toEqual([]);
  });

  it('passes the service’s 404 for an unknown brand on as a problem', async () => {
    const { proxy } = proxyOver();
    const answer = await ask(proxy, '/brand-index/initech/slug/x');
    expect(answer.status).toBe(404);
    expect(answer.json()).toMatchObject({
      status: 404,
      detail: 'The content service answered 404.',
    });
  });

  it('answers 404 for the variants of a brand too large to index, and still finds its slugs', async () => {
    const { proxy } = proxyOver({ brandIndex: { maxItems: 50 } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const variants = await ask(proxy, '/brand-index/acme/variants/group-0');
      expect(variants.status).toBe(404);
      expect(variants.json()).toMatchObject({ detail: expect.stringContaining('not indexed') });
      // A slug lookup searches the lists instead (bounded), on the server.
      const found = await ask(proxy, '/brand-index/acme/slug/de-story-2?lang=de');
      expect(found.status).toBe(200);
      expect(found.json()).toMatchObject({ totalCount: 1, data: [{ slug: 'de-story-2' }] });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('more than maxItems (50)'));
    } finally {
      warn.mockRestore();
    }
  });

  it('answers from an index shared with the site’s server client, walked once', async () => {
    const upstream: string[] = [];
    const serverClient = createContentClient({
      baseUrl: service.url,
      apiKey,
      brandIndex: false,
      fetch: (input, init) => {
        upstream.push(String(input));
        return fetch(input, init);
      },
    });
    const shared = createBrandIndex(serverClient);
    await shared.refresh('acme');
    const walked = upstream.length;
    const { proxy, upstream: proxied } = proxyOver({ brandIndex: shared });
    const answer = await ask(proxy, '/brand-index/acme/variants/group-9');
    expect((answer.json() as { totalCount: number }).totalCount).toBe(3);
    expect(proxied).toEqual([]);
    // The fresh read of a slug goes through the proxy's own keyed client: one request.
    await ask(proxy, '/brand-index/acme/slug/fr-story-9');
    expect(proxied).toHaveLength(1);
    expect(upstream).toHaveLength(walked);
  });
});

describe("a browser client with brandIndex: 'proxy'", () => {
  /** A keyless client whose every request goes to the proxy in this process, recorded. */
  function browserClient(proxy: (request: Request) => Promise<Response>) {
    const requests: string[] = [];
    const client = createContentClient({
      baseUrl: `${site}/api/content`,
      brandIndex: 'proxy',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        requests.push(request.url.slice(site.length));
        expect(request.headers.get('authorization')).toBeNull();
        return proxy(request);
      },
    });
    return { client, requests };
  }

  it('finds an item with exactly one request to the proxy, and never holds the key', async () => {
    const { proxy, upstream } = proxyOver();
    const { client, requests } = browserClient(proxy);
    expect(client.brandIndex).toBeUndefined();
    const item = await findContentBySlug(client, 'acme', { slug: 'de-story-40', lang: 'de' });
    expect(requests).toEqual(['/api/content/brand-index/acme/slug/de-story-40?lang=de']);
    expect(item).toMatchObject({ ...itemWithSlug('de-story-40') });
    // The proxy walked the brand; the browser made one request.
    expect(upstream.length).toBeGreaterThan(1);

    await expect(findContentBySlug(client, 'acme', { slug: 'missing' })).resolves.toBeNull();
    expect(requests).toHaveLength(2);

    const before = upstream.length;
    const again = await findContentBySlug(client, 'acme', { slug: 'en-story-40' });
    expect(again?.translationGroupId).toBe('group-40');
    expect(requests).toHaveLength(3);
    expect(upstream.length - before).toBeLessThanOrEqual(1);
  });

  it('makes one request through contentBySlugQueryOptions, then none from the query cache', async () => {
    const { proxy } = proxyOver();
    const { client, requests } = browserClient(proxy);
    const queryClient = new QueryClient();
    const options = contentBySlugQueryOptions(client, { brandId: 'acme', slug: 'fr-story-7' });
    const item = await queryClient.fetchQuery(options);
    expect(item?.slug).toBe('fr-story-7');
    expect(item?.content).toContain('Body of item');
    await queryClient.fetchQuery(options);
    expect(requests).toEqual(['/api/content/brand-index/acme/slug/fr-story-7']);
    const none = await queryClient.fetchQuery(
      contentBySlugQueryOptions(client, { brandId: 'acme', slug: 'nope', lang: 'en' }),
    );
    expect(none).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('searches the lists through the proxy when the proxy has no index answer (404)', async () => {
    const withoutIndex = browserClient(proxyOver({ brandIndex: false }).proxy);
    const item = await findContentBySlug(withoutIndex.client, 'acme', {
      slug: 'en-story-1',
      lang: 'en',
    });
    expect(item?.id).toBe('news-en-1');
    // The index path answered 404 like any path the proxy does not serve; then page 1 of the
    // language list, through the proxy's list path.
    expect(withoutIndex.requests).toEqual([
      '/api/content/brand-index/acme/slug/en-story-1?lang=en',
      '/api/content/api/v1/content/brands/acme/lang/en?page=1&pageSize=100',
    ]);
    // A slug no path can hold is searched for the same way, and is not found.
    const none = await findContentBySlug(withoutIndex.client, 'acme', { slug: '..', lang: 'fr' });
    expect(none).toBeNull();
  });

  it('rejects with a ContentApiError, without the key, when the proxy fails', async () => {
    const leaky = browserClient(proxyOver().proxy);
    const withheld = await failureOf(findContentBySlug(leaky.client, 'acme', { slug: 'leaky' }));
    expect(withheld).toMatchObject({ kind: 'http', status: 502 });
    const visible = JSON.stringify(withheld) + withheld.message + String(withheld.stack);
    expect(visible).not.toContain(apiKey);
    expect(visible).not.toContain(encodeURIComponent(apiKey));
    // Only the index path (retried by the client's policy): a failure of the service behind
    // the proxy is not searched around.
    expect(new Set(leaky.requests)).toEqual(new Set(['/api/content/brand-index/acme/slug/leaky']));
  });
});
