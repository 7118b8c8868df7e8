import { createContentClient } from 'content-delivery-react/client';
import { createContentProxy } from 'content-delivery-react/proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, startUpstream, type Upstream } from './upstream.js';

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

const site = 'http://site.test';

describe('createContentProxy', () => {
  it('answers the four endpoints from the service, with the key and paging added', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const paths = [
      '/api/v1/content/brands/acme-outdoor/categories',
      '/api/v1/content/brands/acme-outdoor/category/hiking?page=2&pageSize=5',
      '/api/v1/content/brands/acme-outdoor/lang/de?pageSize=20',
      '/api/v1/content/brands/acme-outdoor/tag/seo?page=2',
    ];
    for (const path of paths) {
      const before = upstream.log.length;
      const response = await proxy(new Request(`${site}/api/content${path}`));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ page: 1, pageSize: 10, totalCount: 0, data: [] });
      expect(response.headers.get('cache-control')).toBe('max-age=60');
      expect(response.headers.get('etag')).toBe('"v1"');
      // Headers the service did not send are not made up.
      expect(response.headers.get('retry-after')).toBeNull();
      expect(response.headers.get('vary')).toBeNull();
      expect(upstream.log.slice(before)).toEqual([
        expect.objectContaining({ method: 'GET', url: path }),
      ]);
      expect(upstream.log.at(-1)?.headers.authorization).toBe(`Bearer ${apiKey}`);
    }
  });

  it('re-encodes identifiers with the client’s own builder', async () => {
    const proxy = createContentProxy({ baseUrl: `${upstream.url}/prefix/`, apiKey });
    const response = await proxy(
      new Request(`${site}/api/content/api/v1/content/brands/acme/tag/caf%C3%A9%20%26%20bar`),
    );
    expect(response.status).toBe(200);
    expect(upstream.log.at(-1)?.url).toBe(
      '/prefix/api/v1/content/brands/acme/tag/caf%C3%A9%20%26%20bar',
    );
  });

  it('keeps a percent sign that starts no escape (a tag like 50%b)', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(
      new Request(`${site}/api/content/api/v1/content/brands/acme/tag/50%25b`),
    );
    expect(response.status).toBe(200);
    expect(upstream.log.at(-1)?.url).toBe('/api/v1/content/brands/acme/tag/50%25b');
  });

  it('takes a path and query of exactly 4 096 characters, and answers 414 past that', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const prefix = '/api/content/api/v1/content/brands/acme/tag/';
    const at = (length: number) =>
      proxy(new Request(`${site}${prefix}${'a'.repeat(length - prefix.length)}`));
    expect((await at(4096)).status).toBe(200);
    expect((await at(4097)).status).toBe(414);
  });

  it('lets a browser client whose baseUrl is the proxy work unchanged, without a key', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey, basePath: '/cds/' });
    const client = createContentClient({
      baseUrl: `${site}/cds`,
      fetch: (input, init) => proxy(new Request(input, init)),
    });
    await expect(client.getContentByTag('acme-outdoor', 'seo', { page: 3 })).resolves.toMatchObject(
      { totalCount: 0 },
    );
    expect(upstream.log.at(-1)?.url).toBe('/api/v1/content/brands/acme-outdoor/tag/seo?page=3');
    expect(upstream.log.at(-1)?.headers.authorization).toBe(`Bearer ${apiKey}`);
  });

  it('forwards only accept, accept-language and if-none-match from the caller', async () => {
    const proxy = createContentProxy({
      baseUrl: upstream.url,
      apiKey,
      headers: { 'x-tenant': 't1' },
    });
    await proxy(
      new Request(`${site}/api/content/api/v1/content/brands/acme/categories`, {
        headers: {
          accept: 'application/json',
          'accept-language': 'de',
          'if-none-match': '"v1"',
          'x-custom': 'caller',
          cookie: 'session=caller',
        },
      }),
    );
    const { headers } = upstream.log.at(-1) ?? { headers: {} };
    expect(headers).toMatchObject({
      accept: 'application/json',
      'accept-language': 'de',
      'if-none-match': '"v1"',
      'x-tenant': 't1',
      authorization: `Bearer ${apiKey}`,
    });
    expect(headers).not.toHaveProperty('x-custom');
    expect(headers).not.toHaveProperty('cookie');
  });

  it('serves only the allowed brands, without asking the service for others', async () => {
    for (const brands of [['acme-outdoor'], (brand: string) => brand === 'acme-outdoor']) {
      const proxy = createContentProxy({ baseUrl: upstream.url, apiKey, brands });
      const before = upstream.log.length;
      const refused = await proxy(
        new Request(`${site}/api/content/api/v1/content/brands/globex/categories`),
      );
      expect(refused.status).toBe(404);
      expect(upstream.log.length).toBe(before);
      const allowed = await proxy(
        new Request(`${site}/api/content/api/v1/content/brands/acme-outdoor/categories`),
      );
      expect(allowed.status).toBe(200);
      // The same answer as an unknown path: which brands exist is not revealed.
      const unknown = await proxy(new Request(`${site}/api/content/nothing`));
      expect(await refused.json()).toEqual(await unknown.json());
    }
  });

  // `brands: []` is an allow-list with nothing on it (an app whose brand list came back
  // empty), not "no allow-list": read as the latter, the proxy would serve every brand.
  it('serves no brand at all with an empty allow-list, without asking the service', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey, brands: [] });
    const unknown = await (await proxy(new Request(`${site}/api/content/nothing`))).json();
    const before = upstream.log.length;
    for (const path of [
      '/api/v1/content/brands/acme-outdoor/categories',
      '/api/v1/content/brands/acme-outdoor/category/hiking',
      '/api/v1/content/brands/acme-outdoor/lang/de',
      '/api/v1/content/brands/globex/tag/seo?page=2',
    ]) {
      const refused = await proxy(new Request(`${site}/api/content${path}`));
      expect({ path, status: refused.status }).toEqual({ path, status: 404 });
      expect(await refused.json()).toEqual(unknown);
    }
    expect(upstream.log.slice(before)).toEqual([]);
  });

  it('tells the hooks what it did, never the key', async () => {
    const events: unknown[] = [];
    const proxy = createContentProxy({
      baseUrl: upstream.url,
      apiKey,
      timeoutMs: 200,
      onRequest: (event) => events.push(event),
      onError: (event) => events.push(event),
    });
    await proxy(new Request(`${site}/api/content/api/v1/content/brands/acme/tag/seo?page=2`));
    await proxy(new Request(`${site}/api/content/api/v1/content/brands/acme/tag/echo-key-body`));
    expect(events).toEqual([
      { method: 'GET', path: '/api/v1/content/brands/acme/tag/seo?page=2' },
      { method: 'GET', path: '/api/v1/content/brands/acme/tag/echo-key-body' },
      expect.objectContaining({
        status: 502,
        path: '/api/content/api/v1/content/brands/acme/tag/echo-key-body',
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('Secret');
  });

  // The message is what a developer reads at startup: it names the option and the rule.
  // Each case spoils one option of a valid set.
  const valid = { baseUrl: 'https://cds.test', apiKey };
  it.each([
    ['options', null, 'options must be an object'],
    ['baseUrl', { apiKey }, 'baseUrl must be an absolute http(s) URL'],
    ['baseUrl', { baseUrl: '/relative', apiKey }, 'baseUrl must be an absolute http(s) URL'],
    [
      'baseUrl',
      { baseUrl: 'ftp://cds.test', apiKey },
      'baseUrl must be an absolute http(s) URL or a plain path such as /api/content',
    ],
    [
      'baseUrl',
      { baseUrl: 'https://user:pw@cds.test', apiKey },
      'baseUrl must not contain credentials, a query or a fragment',
    ],
    ['timeoutMs', { ...valid, timeoutMs: false }, 'timeoutMs must be a number of ms > 0'],
    [
      'apiKey',
      { baseUrl: 'https://cds.test' },
      'apiKey must be a non-empty string (value not shown)',
    ],
    [
      'apiKey',
      { baseUrl: 'https://cds.test', apiKey: '' },
      'apiKey must be a non-empty string (value not shown)',
    ],
    [
      'apiKey',
      { baseUrl: 'https://cds.test', apiKey: 42 },
      'apiKey must be a non-empty string (value not shown)',
    ],
    [
      'apiKey',
      { baseUrl: 'https://cds.test', apiKey: `${apiKey}\n` },
      'apiKey must be printable ASCII (value not shown)',
    ],
    ['basePath', { ...valid, basePath: 'api' }, 'basePath must be a path starting with /'],
    ['basePath', { ...valid, basePath: 5 }, 'basePath must be a path starting with /'],
    [
      'basePath',
      { ...valid, basePath: '/a/../b' },
      'basePath must contain only unreserved characters and no . or .. segments',
    ],
    [
      'basePath',
      { ...valid, basePath: '/a/..' },
      'basePath must contain only unreserved characters and no . or .. segments',
    ],
    [
      'basePath',
      { ...valid, basePath: '/a b' },
      'basePath must contain only unreserved characters and no . or .. segments',
    ],
    ['timeoutMs', { ...valid, timeoutMs: '5' }, 'timeoutMs must be a number of ms > 0'],
    ['timeoutMs', { ...valid, timeoutMs: 0 }, 'timeoutMs must be a number of ms > 0'],
    [
      'maxResponseBytes',
      { ...valid, maxResponseBytes: -1 },
      'maxResponseBytes must be a whole number of bytes > 0',
    ],
    ['brands', { ...valid, brands: 'acme' }, 'brands must be a list of brand ids or a predicate'],
    [
      'brands',
      { ...valid, brands: ['acme', 5] },
      'brands must be a list of brand ids or a predicate',
    ],
    ['onRequest', { ...valid, onRequest: 'log' }, 'onRequest must be a function'],
    ['onError', { ...valid, onError: 5 }, 'onError must be a function'],
    [
      'brandIndex',
      { ...valid, brandIndex: 'on' },
      'brandIndex must be index options, an index from createBrandIndex, or false',
    ],
    [
      'brandIndex',
      { ...valid, brandIndex: { find() {} } },
      'brandIndex must be index options, an index from createBrandIndex, or false',
    ],
  ])(
    'refuses a bad %s at creation with a message naming it, never quoting the key',
    (field, options, message) => {
      let refusal: unknown;
      try {
        // @ts-expect-error: deliberately wrong options
        createContentProxy(options);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toMatchObject({ kind: 'invalid-request', field });
      expect(String((refusal as Error).message)).toBe(`createContentProxy: ${message}`);
      expect(String(refusal)).not.toContain('Secret');
    },
  );

  it('refuses options whose reading throws something that is not an error, as invalid options', () => {
    const options = {
      baseUrl: 'https://cds.test',
      apiKey,
      get fetch(): undefined {
        throw 'no fetch here';
      },
    };
    expect(() => createContentProxy(options)).toThrow(
      expect.objectContaining({
        kind: 'invalid-request',
        field: 'options',
        message: 'invalid options',
      }),
    );
  });

  it('serves below a basePath written with trailing slashes', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey, basePath: '/cds//' });
    const response = await proxy(new Request(`${site}/cds/api/v1/content/brands/acme/categories`));
    expect(response.status).toBe(200);
  });
});
