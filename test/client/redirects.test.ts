import type { IncomingHttpHeaders } from 'node:http';
import { createContentClient, type FetchFunction } from 'content-delivery-react/client';
import { afterEach, describe, expect, it } from 'vitest';
import { failureOf, type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

const apiKey = 'sk_live_R3direct+Key/With=Chars';
const secretHeaders = {
  'x-api-key': 'x-api-key-secret-value',
  'x-tenant': 'tenant-set-by-the-app',
};
const perCallHeaders = { 'x-session-token': 'per-call-session-secret' };
/** Every secret the app configured: none may reach another origin. */
const secrets = [apiKey, ...Object.values(secretHeaders), ...Object.values(perCallHeaders)];
const categories = [{ id: 'c1', name: 'Outdoor', translations: {} }];

let servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** A second origin (another port) that answers as the service would, and records what it got. */
async function otherOrigin(): Promise<LocalServer> {
  const server = await startLocalServer((_req, res) => sendJson(res, 200, categories));
  servers.push(server);
  return server;
}

/** The service: redirects its first `hops` requests to `location(req.url)`, then answers. */
async function redirectingService(
  status: number,
  location: (path: string, index: number) => string,
  hops = 1,
): Promise<LocalServer> {
  const server = await startLocalServer((req, res, index) => {
    if (index < hops) {
      res.writeHead(status, { location: location(req.url ?? '/', index) });
      res.end('moved');
    } else {
      sendJson(res, 200, categories);
    }
  });
  servers.push(server);
  return server;
}

function clientFor(server: LocalServer, retry = 0) {
  return createContentClient({ baseUrl: server.url, apiKey, headers: secretHeaders, retry });
}

function expectNoSecret(value: unknown) {
  const text = JSON.stringify(value) + String(value);
  for (const secret of secrets) {
    expect(text).not.toContain(secret);
    expect(text).not.toContain(encodeURIComponent(secret));
  }
}

function secretsIn(headers: IncomingHttpHeaders): string[] {
  return secrets.filter((secret) => JSON.stringify(headers).includes(secret));
}

const redirectStatuses = [301, 302, 303, 307, 308];

describe('a redirect to another origin', () => {
  it.each(redirectStatuses)('after %i is refused, and nothing is sent there', async (status) => {
    const other = await otherOrigin();
    const service = await redirectingService(status, (path) => `${other.url}${path}`);
    const error = await failureOf(
      clientFor(service).getCategories('acme', { headers: perCallHeaders }),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toContain('redirected to another origin, not followed');
    expect(other.requests).toHaveLength(0);
    expect(service.requests).toHaveLength(1);
    expectNoSecret(error.toJSON());
    expectNoSecret(error.message);
  });

  it.each([
    ['the same port under another host name', (port: string) => `http://localhost:${port}/x`],
    ['a protocol-relative location', (port: string) => `//localhost:${port}/x`],
    ['https on the same host and port', (port: string) => `https://127.0.0.1:${port}/x`],
  ])('is refused for %s', async (_name, location) => {
    const service = await redirectingService(302, () => location(new URL(service.url).port));
    const error = await failureOf(clientFor(service).getCategories('acme'));
    expect(error.message).toContain('redirected to another origin, not followed');
    expect(service.requests).toHaveLength(1);
  });

  it('is refused after same-origin hops too, and on every retry', async () => {
    const other = await otherOrigin();
    const service = await startLocalServer((req, res) => {
      const target = req.url?.startsWith('/hop') ? `${other.url}/away` : `/hop${req.url}`;
      res.writeHead(307, { location: target });
      res.end();
    });
    servers.push(service);
    const client = createContentClient({
      baseUrl: service.url,
      apiKey,
      headers: secretHeaders,
      retry: { limit: 2, backoffMs: 1, maxBackoffMs: 2 },
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'network', attempts: 3 });
    expect(other.requests).toHaveLength(0);
    // Two requests per attempt: the first one and its same-origin hop.
    expect(service.requests).toHaveLength(6);
  });

  // `fetch` drops only `Authorization` on a cross-origin redirect: a key the app sends in a
  // header of its own, with no `apiKey`, would reach the other origin if the client let
  // `fetch` follow.
  it.each([
    ['x-api-key', 'custom-header-key-1234'],
    ['x-auth-token', 'custom-auth-token-5678'],
    ['x-client-secret', 'custom-client-secret-9012'],
    ['cookie', 'session=custom-cookie-3456'],
  ])(
    'is refused before anything is sent there with only a custom %s header',
    async (name, value) => {
      const other = await otherOrigin();
      const service = await redirectingService(302, (path) => `${other.url}${path}`);
      const client = createContentClient({
        baseUrl: service.url,
        headers: { [name]: value },
        retry: 0,
      });
      const error = await failureOf(client.getCategories('acme'));
      // What reached the other origin: nothing, so not the key.
      expect(other.requests.map((request) => request.headers[name])).toEqual([]);
      expect(error.kind).toBe('network');
      expect(error.message).toContain('redirected to another origin, not followed');
      // The service itself did get the header: it was sent where the app pointed the client.
      expect(service.requests[0]?.headers[name]).toBe(value);
      expect(JSON.stringify(error.toJSON())).not.toContain(value);
    },
  );

  it('is refused even when fetchOptions ask fetch to follow redirects', async () => {
    const other = await otherOrigin();
    const service = await redirectingService(302, (path) => `${other.url}${path}`);
    const client = createContentClient({
      baseUrl: service.url,
      apiKey,
      retry: 0,
      fetchOptions: { redirect: 'follow' },
    });
    const error = await failureOf(
      client.getCategories('acme', { fetchOptions: { redirect: 'follow' } }),
    );
    expect(error.kind).toBe('network');
    expect(other.requests).toHaveLength(0);
  });
});

describe('a redirect to the same origin', () => {
  it.each(redirectStatuses)(
    'after %i is followed with every header the app set',
    async (status) => {
      const service = await redirectingService(status, (path) => `/moved${path}`);
      const result = await clientFor(service).getCategories('acme', { headers: perCallHeaders });
      expect(result.map((category) => category.id)).toEqual(['c1']);
      expect(service.requests.map((request) => request.url)).toEqual([
        '/api/v1/content/brands/acme/categories',
        '/moved/api/v1/content/brands/acme/categories',
      ]);
      const followed = service.requests[1];
      expect(followed?.method).toBe('GET');
      expect(secretsIn(followed?.headers ?? {})).toEqual(secrets);
    },
  );

  it('is followed when the location is absolute', async () => {
    const service = await redirectingService(301, (path) => `${service.url}/v2${path}`);
    await expect(clientFor(service).getCategories('acme')).resolves.toHaveLength(1);
    expect(service.requests[1]?.url).toBe('/v2/api/v1/content/brands/acme/categories');
  });

  it('is followed up to 5 times, and a sixth redirect is refused', async () => {
    const five = await redirectingService(302, (_path, index) => `/hop${index}`, 5);
    await expect(clientFor(five).getCategories('acme')).resolves.toHaveLength(1);
    expect(five.requests).toHaveLength(6);

    const six = await redirectingService(302, (_path, index) => `/hop${index}`, 6);
    const error = await failureOf(clientFor(six).getCategories('acme'));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('more than 5 redirects');
    expect(six.requests).toHaveLength(6);
  });
});

describe('redirects where the runtime hides them', () => {
  it('asks fetch not to follow, and refuses a browser opaqueredirect as no usable answer', async () => {
    const inits: RequestInit[] = [];
    // What a browser answers for `redirect: 'manual'`: status 0, no Location to read.
    const browserFetch: FetchFunction = async (_url, init) => {
      inits.push(init);
      return Object.defineProperties(new Response(null), {
        status: { value: 0 },
        type: { value: 'opaqueredirect' },
      });
    };
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      apiKey,
      fetch: browserFetch,
      retry: 0,
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('network');
    expect(inits.map((init) => init.redirect)).toEqual(['manual']);
  });

  it('answers a 300 as it is: a choice of answers, not a redirect', async () => {
    const service = await startLocalServer((_req, res) => {
      res.writeHead(300, { location: '/elsewhere' });
      res.end();
    });
    servers.push(service);
    const error = await failureOf(clientFor(service).getCategories('acme'));
    expect(error).toMatchObject({ kind: 'http', status: 300 });
    expect(service.requests).toHaveLength(1);
  });
});

describe('redirects when no secret is on board (a browser client behind a proxy, say)', () => {
  /** A client with no API key and no secret-looking header. */
  function keylessClientFor(server: LocalServer) {
    return createContentClient({ baseUrl: server.url, headers: { 'x-tenant': 'acme' }, retry: 0 });
  }

  it('lets fetch follow them, so browsers keep following same-origin redirects', async () => {
    const inits: RequestInit[] = [];
    const service = await redirectingService(301, (path) => `/moved${path}`);
    const client = createContentClient({
      baseUrl: service.url,
      retry: 0,
      fetch: (url, init) => {
        inits.push(init);
        return fetch(url, init);
      },
    });
    await expect(client.getCategories('acme')).resolves.toHaveLength(1);
    expect(inits.map((init) => init.redirect)).toEqual(['follow']);
    expect(service.requests.map((request) => request.url)).toEqual([
      '/api/v1/content/brands/acme/categories',
      '/moved/api/v1/content/brands/acme/categories',
    ]);
  });

  it.each(redirectStatuses)(
    'does not accept the answer of another origin after %i',
    async (status) => {
      const other = await otherOrigin();
      const service = await redirectingService(status, (path) => `${other.url}${path}`);
      const error = await failureOf(keylessClientFor(service).getCategories('acme'));
      expect(error.kind).toBe('network');
      expect(error.message).toContain('redirected to another origin, not accepted');
      // Nothing secret could go along: the other origin got the non-secret header only.
      expect(other.requests).toHaveLength(1);
      expect(other.requests[0]?.headers.authorization).toBeUndefined();
      expect(other.requests[0]?.headers['x-tenant']).toBe('acme');
    },
  );
});

describe('redirects as a custom fetch answers them', () => {
  /** A client with a key on board (so it follows redirects itself) over `answer`, and the URLs asked. */
  function clientOver(answer: (url: string, index: number) => Response) {
    const urls: string[] = [];
    const fetch: FetchFunction = async (url) => answer(url, urls.push(url) - 1);
    return {
      client: createContentClient({ baseUrl: 'https://cds.test', apiKey, fetch, retry: 0 }),
      urls,
    };
  }

  it('follows a redirect that has no body', async () => {
    const { client, urls } = clientOver((_url, index) =>
      index === 0
        ? new Response(null, { status: 302, headers: { location: '/moved' } })
        : Response.json(categories),
    );
    await expect(client.getCategories('acme')).resolves.toHaveLength(1);
    expect(urls).toEqual([
      'https://cds.test/api/v1/content/brands/acme/categories',
      'https://cds.test/moved',
    ]);
  });

  it.each([1302, 3021])(
    'answers a status %i that only contains a redirect status',
    async (status) => {
      const { client, urls } = clientOver(() =>
        Object.defineProperty(
          new Response('{}', { status: 500, headers: { location: '/moved' } }),
          'status',
          { value: status },
        ),
      );
      const error = await failureOf(client.getCategories('acme'));
      expect(error).toMatchObject({ kind: 'http', status });
      expect(urls).toHaveLength(1);
    },
  );

  it('refuses a fetch that resolves to nothing as no usable response', async () => {
    const fetch = (async () => undefined) as unknown as FetchFunction;
    const client = createContentClient({ baseUrl: 'https://cds.test', apiKey, fetch, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/network error: no usable response$/);
  });
});
