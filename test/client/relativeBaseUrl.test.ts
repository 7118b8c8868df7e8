import { createContentClient, type RequestEvent } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyPage,
  failureOf,
  type LocalServer,
  sendJson,
  startLocalServer,
} from '../helpers/localServer.js';

let servers: LocalServer[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function server(
  handler: Parameters<typeof startLocalServer>[0] = (_req, res) => sendJson(res, 200, emptyPage),
): Promise<LocalServer> {
  const started = await startLocalServer(handler);
  servers.push(started);
  return started;
}

/** A page at `href`, as a browser has one: the client resolves a relative base URL against it. */
function onPage(href: string) {
  vi.stubGlobal('location', new URL(href));
}

describe('a relative base URL (a proxy on the page’s own origin)', () => {
  it('is kept as given and builds relative URLs, with no page needed to create the client', () => {
    const client = createContentClient({ baseUrl: '/api/content/' });
    expect(client.baseUrl).toBe('/api/content');
    expect(client.buildUrl.contentByTag('acme-outdoor', 'hiking', { page: 2 })).toBe(
      '/api/content/api/v1/content/brands/acme-outdoor/tag/hiking?page=2',
    );
    expect(createContentClient({ baseUrl: '/' }).buildUrl.categories('acme-outdoor')).toBe(
      '/api/v1/content/brands/acme-outdoor/categories',
    );
  });

  it('sends each request to the page’s origin, which errors and events then name', async () => {
    const service = await server((req, res) =>
      req.url?.endsWith('/tag/hiking')
        ? sendJson(res, 200, emptyPage)
        : sendJson(res, 401, { title: 'Unauthorized' }, 'application/problem+json'),
    );
    onPage(`${service.url}/blog/some-article?x=1#top`);
    const events: RequestEvent[] = [];
    const client = createContentClient({
      baseUrl: '/api/content',
      retry: 0,
      onRequest: (event) => events.push(event),
    });
    await expect(client.getContentByTag('acme-outdoor', 'hiking')).resolves.toEqual(emptyPage);
    const error = await failureOf(client.getCategories('acme-outdoor'));
    const categoriesUrl = `${service.url}/api/content/api/v1/content/brands/acme-outdoor/categories`;
    expect(service.requests.map((request) => request.url)).toEqual([
      '/api/content/api/v1/content/brands/acme-outdoor/tag/hiking',
      '/api/content/api/v1/content/brands/acme-outdoor/categories',
    ]);
    expect(events.map((event) => event.url)).toEqual([
      `${service.url}/api/content/api/v1/content/brands/acme-outdoor/tag/hiking`,
      categoriesUrl,
    ]);
    expect(error).toMatchObject({ kind: 'http', status: 401, url: categoriesUrl });
    expect(error.message).toBe(`GET ${categoriesUrl} failed: 401 Unauthorized`);
  });

  it('with a key on board, follows a redirect on the page’s origin and refuses another', async () => {
    const elsewhere = await server();
    const service = await server((req, res, index) => {
      if (index === 0) {
        res.writeHead(302, { location: `/moved${req.url}` });
        res.end();
      } else if (index === 1) {
        res.writeHead(302, { location: `${elsewhere.url}/steal` });
        res.end();
      } else sendJson(res, 200, emptyPage);
    });
    onPage(`${service.url}/`);
    const client = createContentClient({
      baseUrl: '/api/content',
      apiKey: 'sk_page_key',
      retry: 0,
    });
    const error = await failureOf(client.getContentByTag('acme-outdoor', 'hiking'));
    expect(error.kind).toBe('network');
    expect(service.requests.map((request) => request.url)).toEqual([
      '/api/content/api/v1/content/brands/acme-outdoor/tag/hiking',
      '/moved/api/content/api/v1/content/brands/acme-outdoor/tag/hiking',
    ]);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('rejects (never throws) with invalid-request where there is no page, sending nothing', async () => {
    const fetch = vi.fn(async () => Response.json(emptyPage));
    const client = createContentClient({ baseUrl: '/api/content', fetch });
    expect(globalThis.location).toBeUndefined();
    let pending: Promise<unknown> | undefined;
    expect(() => {
      pending = client.getContentByTag('acme-outdoor', 'hiking');
    }).not.toThrow();
    const error = await failureOf(pending ?? Promise.resolve());
    expect(error).toMatchObject({ name: 'ContentApiError', kind: 'invalid-request' });
    expect(error.field).toBe('baseUrl');
    expect(error.message).toMatch(/relative baseUrl "\/api\/content" works only in a browser/);
    expect(error.message).toMatch(/absolute URL/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects the same way on a page that is not http(s), or whose location cannot be read', async () => {
    const client = createContentClient({ baseUrl: '/api/content' });
    onPage('about:blank');
    expect((await failureOf(client.getCategories('acme-outdoor'))).field).toBe('baseUrl');
    onPage('web+https://page.example/');
    expect((await failureOf(client.getCategories('acme-outdoor'))).field).toBe('baseUrl');
    vi.stubGlobal('location', {
      get href(): string {
        throw new ReferenceError('Access to "location", run again with --location <href>');
      },
    });
    expect((await failureOf(client.getCategories('acme-outdoor'))).field).toBe('baseUrl');
  });

  it.each([
    '//evil.example/api',
    '/api/../admin',
    '/api/./content',
    '/api/%2e%2e/admin',
    '/api/%2E/content',
    '/api\\content',
    '/api/content?key=1',
    '/api/content#x',
    '/api content',
    '/api/\tcontent',
    'api/content',
    '\uD800',
    '',
  ])('refuses the base URL %j as the client is created', (baseUrl) => {
    expect(() => createContentClient({ baseUrl })).toThrow(
      expect.objectContaining({ kind: 'invalid-request', field: 'baseUrl' }),
    );
  });
});
