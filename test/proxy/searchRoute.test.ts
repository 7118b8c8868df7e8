// The proxy's site search (`{basePath}/search/{brand}?q=…`) over the demo brands of the package's
// in-memory mock, with an API key: what a reader finds, what the browser client in 'proxy' mode
// gets through it, what a search costs the service, and the same hardening as the index paths.
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { type ContentProxyOptions, createContentProxy } from 'content-delivery-react/proxy';
import type { SearchResults } from 'content-delivery-react/search';
import { describe, expect, it } from 'vitest';
import { proxySearch } from '../../src/client/proxySearch.js';
import { checkSearchQuery } from '../../src/client/searchResults.js';

const serviceUrl = 'https://cds.test';
/** Recognisable, with `/` and `+` so its encoded forms differ from it. */
const apiKey = 'sk_live_SEARCH-Key/7+q';
const site = 'http://site.test';
const proxyBase = `${site}/api/content`;
const brandId = 'acme-outdoor';

/** The key as written and in the forms a client or a log reader would decode. */
const keyForms = [apiKey, encodeURIComponent(apiKey), apiKey.replace('/', '\\/'), 'SEARCH-Key'];

/**
 * A proxy with the key over the demo service (which refuses a request without it), allowing the
 * two demo brands; counts the service's requests, records each problem's `detail`, and keeps
 * everything it logs (its `onRequest`, `onError` and `onEvent` events, as JSON).
 */
function demoProxy(options: Partial<ContentProxyOptions> = {}) {
  const mock = createMockFetch({ baseUrl: serviceUrl, apiKey });
  const service = { requests: 0 };
  const details: string[] = [];
  const logged: string[] = [];
  const proxy = createContentProxy({
    baseUrl: serviceUrl,
    apiKey,
    brands: ['acme-outdoor', 'globex-finance'],
    onRequest: (event) => logged.push(JSON.stringify(event)),
    onEvent: (event) => logged.push(JSON.stringify(event)),
    onError: (event) => {
      details.push(event.detail);
      logged.push(JSON.stringify({ ...event, cause: String(event.cause) }));
    },
    fetch: (input, init) => {
      service.requests++;
      return mock(input, init);
    },
    ...options,
  });
  return { proxy, service, details, logged };
}

/** Everything a caller could read of an answer: status, headers and body, never the key. */
async function read(response: Response) {
  const body = await response.text();
  const headers = Object.fromEntries(response.headers);
  const visible = `${JSON.stringify(headers)}\n${body}`;
  for (const form of keyForms) expect(visible).not.toContain(form);
  return { status: response.status, headers, body, json: () => JSON.parse(body) as unknown };
}

/** Asks the proxy for `path` (below its base) as a browser would, and reads the answer. */
const ask = (proxy: (request: Request) => Promise<Response>, path: string, init?: RequestInit) =>
  proxy(new Request(`${proxyBase}${path}`, init)).then(read);

/** A search's answer, which must be a 200 with search results. */
async function search(proxy: (request: Request) => Promise<Response>, path: string) {
  const answer = await ask(proxy, path);
  expect(answer.status, answer.body).toBe(200);
  return answer.json() as SearchResults;
}

const titles = (results: SearchResults) => results.hits.map((hit) => hit.item.title);

describe('createContentProxy site search', () => {
  it('answers a query with the hits whose titles hold the word, in the language asked', async () => {
    const { proxy } = demoProxy();
    const tents = await search(proxy, `/search/${brandId}?q=tent&lang=en`);
    expect(tents).toMatchObject({ query: 'tent', page: 1, pageSize: 10 });
    expect(tents.totalCount).toBeGreaterThan(0);
    expect(tents.hits[0]?.item.title.toLowerCase()).toContain('tent');
    expect(tents.hits.every((hit) => hit.item.language === 'en')).toBe(true);

    const zelte = await search(proxy, `/search/${brandId}?q=zelt&lang=de`);
    expect(zelte.hits[0]?.item.title.toLowerCase()).toContain('zelt');
    expect(zelte.hits.every((hit) => hit.item.language === 'de')).toBe(true);
  });

  it('marks the words found as ranges of the title', async () => {
    const { proxy } = demoProxy();
    const results = await search(proxy, `/search/${brandId}?q=tent&lang=en`);
    const [first] = results.hits;
    if (first === undefined) throw new Error('the demo brand has tents');
    expect(first.highlights.title.length).toBeGreaterThan(0);
    for (const [start, end] of first.highlights.title) {
      expect(first.item.title.slice(start, end).toLowerCase()).toMatch(/^tent/);
    }
  });

  it('filters by language: without lang, every language that has the word answers', async () => {
    const { proxy } = demoProxy();
    const everywhere = await search(proxy, `/search/${brandId}?q=zelt&pageSize=50`);
    expect(everywhere.hits.some((hit) => hit.item.language === 'de')).toBe(true);
    for (const lang of ['de', 'en']) {
      const only = await search(proxy, `/search/${brandId}?q=zelt&lang=${lang}&pageSize=50`);
      expect(only.hits.every((hit) => hit.item.language === lang)).toBe(true);
      expect(only.totalCount).toBeLessThanOrEqual(everywhere.totalCount);
    }
    // Zelt is German: the English items do not all hold it.
    const english = await search(proxy, `/search/${brandId}?q=zelt&lang=en&pageSize=50`);
    expect(english.totalCount).toBeLessThan(everywhere.totalCount);
  });

  it('pages: page 2 continues page 1, with the same total', async () => {
    const { proxy } = demoProxy();
    const both = await search(proxy, `/search/${brandId}?q=tent&pageSize=4`);
    expect(both.totalCount).toBeGreaterThan(4);
    const second = await search(proxy, `/search/${brandId}?q=tent&page=2&pageSize=2`);
    expect(second).toMatchObject({ page: 2, pageSize: 2, totalCount: both.totalCount });
    expect(titles(second)).toEqual(titles(both).slice(2, 4));
    const past = await search(proxy, `/search/${brandId}?q=tent&page=100&pageSize=50`);
    expect(past.hits).toEqual([]);
  });

  it('answers an empty q with no hits, without walking the brand', async () => {
    const { proxy, service } = demoProxy();
    const empty = await search(proxy, `/search/${brandId}?q=`);
    expect(empty).toEqual({ query: '', page: 1, pageSize: 10, totalCount: 0, hits: [] });
    expect(service.requests).toBe(0);
  });

  it('answers the browser client made with brandIndex: "proxy" the same results, validated', async () => {
    const { proxy } = demoProxy();
    const browser = createContentClient({
      baseUrl: proxyBase,
      brandIndex: 'proxy',
      fetch: (input, init) => proxy(new Request(input, init)),
    });
    const ask = proxySearch(browser);
    if (ask === undefined) throw new Error('a proxy-mode client searches through its proxy');
    for (const query of [
      { query: 'tent', lang: 'en' },
      { query: 'zelt', lang: 'de', page: 2, pageSize: 3 },
      { query: 'winter sleeping bag' },
    ]) {
      const checked = checkSearchQuery(query);
      const viaClient = await ask(brandId, checked, {});
      const params = new URLSearchParams({ q: checked.query });
      if (checked.lang !== undefined) params.set('lang', checked.lang);
      params.set('page', String(checked.page));
      params.set('pageSize', String(checked.pageSize));
      expect(viaClient).toEqual(await search(proxy, `/search/${brandId}?${params}`));
      expect(viaClient.hits.length).toBeGreaterThan(0);
    }
  });

  it('costs the service nothing after the walk: ten searches, 0 requests', async () => {
    const { proxy, service } = demoProxy();
    await search(proxy, `/search/${brandId}?q=tent`);
    const walk = service.requests;
    expect(walk).toBeGreaterThan(0);
    for (const q of ['tent', 'zelt', 'schlafsack', 'sleeping+bag', 'randonnee', 'winter', 'a']) {
      await search(proxy, `/search/${brandId}?q=${q}`);
    }
    for (const lang of ['en', 'de', 'fr']) {
      await search(proxy, `/search/${brandId}?q=tent&lang=${lang}&page=2&pageSize=3`);
    }
    expect(service.requests).toBe(walk);
  });

  it('sends noindex and the index answers’ cache headers; no body for HEAD', async () => {
    const { proxy } = demoProxy();
    const answer = await ask(proxy, `/search/${brandId}?q=tent`);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-cache',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    });
    expect(answer.headers.vary).toBeUndefined();
    const head = await ask(proxy, `/search/${brandId}?q=tent`, { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers 404 without an index, and for a brand outside the allow-list, as the index paths do', async () => {
    const unknownPath = await ask(demoProxy().proxy, '/no/such/path');
    const withoutIndex = demoProxy({ brandIndex: false });
    const noIndex = await ask(withoutIndex.proxy, `/search/${brandId}?q=tent`);
    expect(noIndex.status).toBe(404);
    expect(noIndex.body).toBe(unknownPath.body);
    expect(withoutIndex.service.requests).toBe(0);

    const { proxy, service } = demoProxy({ brands: ['globex-finance'] });
    const refused = await ask(proxy, `/search/${brandId}?q=tent`);
    const refusedLookup = await ask(proxy, `/brand-index/${brandId}/slug/anything`);
    expect(refused.status).toBe(404);
    expect(refused.body).toBe(refusedLookup.body);
    expect(service.requests).toBe(0);
  });

  it('answers 404 for a brand not indexed whole: it cannot be searched', async () => {
    const { proxy } = demoProxy({ brandIndex: { maxItems: 10 } });
    const answer = await ask(proxy, `/search/${brandId}?q=tent`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect((answer.json() as { detail: string }).detail).toBe(
      'The brand is not indexed whole (it lists more items than the index holds): it cannot be searched.',
    );
  });

  it('answers a failing service as the index lookups do, never with the key', async () => {
    // The service knows another key: it refuses the walk's first request with 403, not retried.
    const { proxy, details } = demoProxy({
      fetch: createMockFetch({ baseUrl: serviceUrl, apiKey: 'another-key' }),
    });
    const answer = await ask(proxy, `/search/${brandId}?q=tent`);
    expect(answer.status).toBe(403);
    expect(answer.json()).toMatchObject({ detail: 'The content service answered 403.' });
    expect(details).toEqual(['The content service answered 403.']);
  });

  it('answers q=__proto__ as any word: 200 with JSON, and no prototype polluted', async () => {
    const { proxy } = demoProxy();
    for (const q of ['__proto__', 'constructor', '__proto__%5Bpolluted%5D%3D1']) {
      const results = await search(proxy, `/search/${brandId}?q=${q}`);
      expect(Array.isArray(results.hits)).toBe(true);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const refused = await ask(proxy, `/search/${brandId}?q=tent&__proto__=x`);
    expect(refused.status).toBe(400);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('echoes a query with an RTL override as text, and refuses one in an identifier', async () => {
    const { proxy } = demoProxy();
    const results = await search(proxy, `/search/${brandId}?q=%E2%80%AEtnet`);
    expect(results.query).toBe('\u202etnet');
    expect((await ask(proxy, `/search/${brandId}?q=tent&lang=%E2%80%AEen`)).status).toBe(400);
    expect((await ask(proxy, `/search/%E2%80%AE${brandId}?q=tent`)).status).toBe(400);
    // The index lookups' identifiers are checked the same way.
    expect((await ask(proxy, `/brand-index/${brandId}/slug/%E2%80%AEx`)).status).toBe(400);
  });

  it.each([
    ['a q of 10 000 characters', 414, `q=${'a'.repeat(10_000)}`, 'at most 4096 characters'],
    // Named by its query parameter (`q`), not by the option it sets (`query`).
    [
      'a q of 201 characters',
      400,
      `q=${'a'.repeat(201)}`,
      'The q query parameter is out of bounds',
    ],
    ['no q', 400, 'lang=en', 'needs a q query parameter'],
    ['no query at all', 400, '', 'needs a q query parameter'],
    ['a lone surrogate in q', 400, 'q=%ED%A0%80', 'q query parameter is not valid'],
    ['a lone surrogate in lang', 400, 'q=tent&lang=%ED%A0%80', 'not valid percent-encoded'],
    ['lang ..', 400, 'q=tent&lang=..', 'must not be empty, "." or ".."'],
    ['tag .', 400, 'q=tent&tag=.', 'The tag query parameter must not be empty, "." or ".."'],
    ['an empty category', 400, 'q=tent&category=', 'must not be empty'],
    ['a slash in a tag', 400, 'q=tent&tag=a%2Fb', 'contains a slash'],
    ['a lone surrogate in a tag', 400, 'q=tent&tag=%ED%A0%80', 'not valid percent-encoded'],
    ['an RTL override in a tag', 400, 'q=tent&tag=%E2%80%AEoes', 'bidirectional control'],
    ['an RTL override in a category', 400, 'q=tent&category=%E2%80%AEx', 'bidirectional'],
    ['a double-encoded category', 400, 'q=tent&category=%252e%252e', 'a percent escape'],
    ['page=0', 400, 'q=tent&page=0', 'page must be an integer from 1 to 100'],
    ['page=101', 400, 'q=tent&page=101', 'page must be an integer from 1 to 100'],
    ['pageSize=51', 400, 'q=tent&pageSize=51', 'pageSize must be an integer from 1 to 50'],
    ['pageSize=0', 400, 'q=tent&pageSize=0', 'pageSize must be an integer from 1 to 50'],
    ['page=1.5', 400, 'q=tent&page=1.5', 'page query parameter must be a whole number'],
    ['page=-1', 400, 'q=tent&page=-1', 'must be a whole number'],
    ['page=1e2', 400, 'q=tent&page=1e2', 'must be a whole number'],
    ['page=01', 400, 'q=tent&page=01', 'must be a whole number'],
    ['a page past int32', 400, 'q=tent&page=99999999999', 'must be a whole number'],
    ['q twice', 400, 'q=tent&q=zelt', 'q query parameter is given more than once'],
    ['lang twice', 400, 'q=tent&lang=en&lang=de', 'given more than once'],
    [
      'an unknown parameter',
      400,
      'q=tent&sort=date',
      'accepts only the query parameters q, lang, category, tag, page, pageSize, each written',
    ],
    ['a parameter without a value', 400, 'q', 'each written name=value'],
    ['an empty parameter', 400, 'q=tent&&lang=en', 'accepts only the query parameters'],
    ['an encoded parameter name', 400, '%71=tent', 'accepts only the query parameters'],
  ])('refuses %s with a clear %i', async (_name, status, query, detail) => {
    const { proxy, service, details } = demoProxy();
    const answer = await ask(proxy, `/search/${brandId}?${query}`);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/problem+json');
    expect((answer.json() as { detail: string }).detail).toContain(detail);
    expect(details).toHaveLength(1);
    expect(service.requests).toBe(0);
  });

  it.each([
    ['a lone surrogate in the brand', 400, '/search/%ED%A0%80?q=tent', 'The brand id'],
    ['the brand ..', 404, '/search/%2E%2E?q=tent'],
    ['a slash in the brand', 400, '/search/acme%2Foutdoor?q=tent', 'The brand id contains a slash'],
    ['no brand', 404, '/search/?q=tent'],
    ['an extra segment', 404, `/search/${brandId}/more?q=tent`],
    ['a trailing slash', 404, `/search/${brandId}/?q=tent`],
  ])(
    'refuses %s in the path with %i, before any request',
    async (_name, status, path, detail?: string) => {
      const { proxy, service } = demoProxy();
      const answer = await ask(proxy, path);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      if (detail !== undefined)
        expect((answer.json() as { detail: string }).detail).toContain(detail);
      expect(service.requests).toBe(0);
    },
  );

  it('takes GET and HEAD only', async () => {
    const { proxy, service } = demoProxy();
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await ask(proxy, `/search/${brandId}?q=tent`, { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    }
    expect(service.requests).toBe(0);
  });

  it('never answers or logs the key: a session of searches, refusals and failures', async () => {
    const { proxy, logged } = demoProxy();
    // `read` checks each answer's headers and body for the key in every form a client decodes.
    const paths = [
      `/search/${brandId}?q=tent`,
      `/search/${brandId}?q=${encodeURIComponent(apiKey)}`,
      `/search/${brandId}?q=tent&tag=${encodeURIComponent(apiKey)}`,
      `/search/${brandId}?q=tent&lang=en&page=2&pageSize=5`,
      `/search/globex-finance?q=bond`,
      `/search/${brandId}?q=%ED%A0%80`,
      `/search/unknown?q=tent`,
    ];
    const statuses = [];
    for (const path of paths) statuses.push((await ask(proxy, path)).status);
    // The key in q is searched for, and the key check withholds the answer that echoes it; in a
    // tag, its slash is refused.
    expect(statuses).toEqual([200, 502, 400, 200, 200, 400, 404]);
    expect(logged.length).toBeGreaterThan(paths.length);
    for (const line of logged) {
      for (const form of keyForms) expect(line).not.toContain(form);
    }
  });
});
