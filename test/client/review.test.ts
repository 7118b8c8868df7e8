// Hostile-service review of the client. Every test without the "passes today" comment shows a
// bug in the current code and fails until it is fixed.
import { gzipSync } from 'node:zlib';
import type { ResponseEvent } from 'content-delivery-react/client';
import {
  createContentClient,
  getAllContentByTag,
  isContentApiError,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyPage,
  failureOf,
  type LocalServer,
  sendJson,
  startLocalServer,
} from '../helpers/localServer.js';

const apiKey = 'sk_test_ABC123xyz/+=';
/** Nine characters of the key: enough to show a partial leak. */
const fragment = apiKey.slice(0, 9);
const keyOf = (auth: string | undefined) => String(auth).replace(/^Bearer /, '');

let server: LocalServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/** Every string reachable from `value` through own properties (bounded), joined. */
function reachableText(value: unknown, depth = 0, seen = new Set<unknown>()): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || seen.has(value) || depth > 200) return '';
  seen.add(value);
  const names = new Set([...Object.getOwnPropertyNames(value), 'message', 'stack', 'cause']);
  return [...names]
    .map(
      (name) =>
        `${name} ${reachableText((value as Record<string, unknown>)[name], depth + 1, seen)}`,
    )
    .join('\n');
}

function expectNoKey(value: unknown) {
  const text = reachableText(value);
  expect(text).not.toContain(fragment);
  expect(text.toLowerCase()).not.toContain(encodeURIComponent(apiKey).toLowerCase());
}

/** A client on a local server whose handler sees the request; collects onResponse events. */
async function hostile(handler: Parameters<typeof startLocalServer>[0]) {
  server = await startLocalServer(handler);
  const events: ResponseEvent[] = [];
  const client = createContentClient({
    baseUrl: server.url,
    apiKey,
    retry: 0,
    timeoutMs: 2000,
    onResponse: (event) => events.push(event),
  });
  return { client, events };
}

describe('the API key never leaks from a hostile service', () => {
  it('is redacted from problem details nested deeper than 32 levels', async () => {
    const { client, events } = await hostile((req, res) => {
      let nested: unknown = { echoed: req.headers.authorization };
      for (let level = 0; level < 40; level++) nested = { nested };
      sendJson(res, 400, { title: 'Bad', nested });
    });
    const error = await failureOf(client.getCategories('acme'));
    expectNoKey(error);
    expectNoKey(error.toJSON());
    expectNoKey(events);
  });

  it('is redacted from error.field when the service echoes it as a member name', async () => {
    const { client, events } = await hostile((req, res) =>
      sendJson(res, 200, [{ id: 'c', translations: { [keyOf(req.headers.authorization)]: 5 } }]),
    );
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('invalid-response');
    expectNoKey(error.field);
    expectNoKey(error.toJSON());
    expectNoKey(events);
  });

  it.each([
    ['a string value clipped to 40 characters', 200, 'createdAt'],
    ['a content type clipped to 300 characters', 200, 'content-type'],
    ['the JSON syntax error snippet in cause', 200, 'syntax'],
  ])('does not leak a fragment through %s', async (_name, status, where) => {
    const { client } = await hostile((req, res) => {
      const key = keyOf(req.headers.authorization);
      if (where === 'createdAt')
        sendJson(res, status, [{ id: 'c', createdAt: `${'x'.repeat(30)}${key}` }]);
      else if (where === 'content-type')
        sendJson(res, status, '<p>', `text/html; x=${'a'.repeat(277)}${key}`);
      else sendJson(res, status, `{"page": 1, "data": ${key} }`);
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('invalid-response');
    expectNoKey(error);
  });

  it('redacts the key in its lower-case percent-encoded form', async () => {
    const { client } = await hostile((req, res) => {
      const encoded = encodeURIComponent(keyOf(req.headers.authorization)).toLowerCase();
      sendJson(res, 403, { title: `Bad key ${encoded}` });
    });
    const error = await failureOf(client.getCategories('acme'));
    expectNoKey(error);
  });

  it('redacts a secret passed in per-call headers when the service echoes it', async () => {
    server = await startLocalServer((req, res) =>
      sendJson(res, 403, { title: `Bad ${req.headers.authorization} ${req.headers['x-api-key']}` }),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const error = await failureOf(
      client.getCategories('acme', { headers: { authorization: `Bearer ${apiKey}` } }),
    );
    expect(error.status).toBe(403);
    expectNoKey(error);
    const other = await failureOf(
      client.getCategories('acme', { headers: { 'x-api-key': apiKey } }),
    );
    expectNoKey(other);
  });

  it.each([
    [
      'an Error carrying the request headers',
      (auth: string) =>
        Object.assign(new Error('Request failed'), {
          request: { headers: { authorization: auth } },
        }),
    ],
    ['an AggregateError', (auth: string) => new AggregateError([new Error(auth)], 'all failed')],
    ['a string', (auth: string) => `connect failed for ${auth}`],
  ])('redacts the cause when a custom fetch rejects with %s', async (_name, makeError) => {
    const fetch = async (_url: string, init: RequestInit) => {
      throw makeError(String(new Headers(init.headers).get('authorization')));
    };
    const client = createContentClient({ baseUrl: 'https://cds.test', apiKey, fetch, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('network');
    expectNoKey(error);
  });

  // passes today; guards against regressions
  it('redacts the key echoed into the status text and never follows it to another origin', async () => {
    const target = await startLocalServer((req, res) =>
      sendJson(res, 200, [{ id: 'x', name: String(req.headers.authorization) }]),
    );
    const { client } = await hostile((req, res, index) => {
      if (index === 0) {
        res.writeHead(400, `Bad ${req.headers.authorization}`, { 'content-type': 'text/plain' });
        res.end('no');
      } else {
        res.writeHead(307, { location: `${target.url}${req.url}` });
        res.end();
      }
    });
    try {
      expectNoKey(await failureOf(client.getCategories('acme')));
      const [category] = await client.getCategories('acme');
      expect(category?.name).toBe('undefined');
    } finally {
      await target.close();
    }
  });
});

describe('hostile bodies', () => {
  it('keeps the error serialisable when the problem is nested 100 000 levels deep', async () => {
    const { client } = await hostile((_req, res) =>
      sendJson(res, 400, `{"title":"t","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
    );
    const error = await failureOf(client.getCategories('acme'));
    expect(error.status).toBe(400);
    expect(() => JSON.stringify(error)).not.toThrow();
  });

  it('refuses date-time fields that are not ISO 8601', async () => {
    const { client } = await hostile((_req, res) =>
      sendJson(res, 200, [{ id: 'c', createdAt: '1' }]),
    );
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'invalid-response', field: '[0].createdAt' });
  });

  // passes today; guards against regressions
  it('handles deep success JSON, prototype keys, a BOM, deflate, broken gzip and 204', async () => {
    const bodies = [
      () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      () => '[{"id":"p","__proto__":{"x":1},"translations":{"constructor":{"name":"c"}}}]',
    ];
    const { client } = await hostile((req, res) => {
      const tag = req.url?.split('/')[5];
      if (tag === '0' || tag === '1') sendJson(res, 200, bodies[Number(tag)]?.() ?? '');
      else if (tag === 'bom') sendJson(res, 200, '\ufeff[]');
      else if (tag === 'gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(req.url?.endsWith('categories') ? gzipSync('[]') : 'not gzip');
      } else {
        res.writeHead(204);
        res.end();
      }
    });
    await expect(client.getCategories('0')).rejects.toMatchObject({ kind: 'invalid-response' });
    const [category] = await client.getCategories('1');
    expect(category?.translations.constructor).toEqual({ name: 'c', description: null });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    await expect(client.getCategories('bom')).resolves.toEqual([]);
    await expect(client.getCategories('gzip')).resolves.toEqual([]);
    await expect(client.getContentByTag('gzip', 'x')).rejects.toMatchObject({ kind: 'network' });
    await expect(client.getCategories('none')).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 204,
    });
  });
});

describe('retries and transport', () => {
  it.each(['-1', '1.5', '2 3', 'Tuesday 5'])(
    'ignores the malformed Retry-After %j',
    async (value) => {
      const { client } = await hostile((_req, res) =>
        sendJson(res, 503, {}, 'application/json', { 'retry-after': value }),
      );
      const error = await failureOf(client.getCategories('acme'));
      expect(error.retryAfterMs).toBeUndefined();
    },
  );

  it('reports a network-error Response (status 0) as kind network', async () => {
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      fetch: async () => Response.error(),
      retry: 0,
    });
    await expect(client.getCategories('acme')).rejects.toMatchObject({ kind: 'network' });
  });

  it('prints no MaxListenersExceededWarning when 12 calls share one signal', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    server = await startLocalServer((_req, res) => setTimeout(() => sendJson(res, 200, []), 20));
    const client = createContentClient({ baseUrl: server.url });
    const { signal } = new AbortController();
    await Promise.all(Array.from({ length: 12 }, () => client.getCategories('acme', { signal })));
    await new Promise((resolve) => setImmediate(resolve));
    expect(warn.mock.calls.map(String).join('\n')).not.toMatch(/MaxListeners/);
  });

  it('keeps redaction from mangling messages when a secret-looking header holds a short value', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 404, { title: 'Brand 1 gone' }));
    const client = createContentClient({
      baseUrl: server.url,
      headers: { 'x-auth-version': '1' },
      retry: 0,
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.message).toContain(server.url);
    expect(error.problem?.title).toBe('Brand 1 gone');
  });

  // passes today; guards against regressions
  it('aborts every call that shares one signal, and settles redirect loops as network errors', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url?.includes('/loop')) {
        res.writeHead(302, { location: `/loop${req.url.length}` });
        res.end();
      } else setTimeout(() => sendJson(res, 200, emptyPage), 1000);
    });
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const controller = new AbortController();
    const calls = Array.from({ length: 5 }, () =>
      failureOf(client.getContentByTag('acme', 'seo', { signal: controller.signal })),
    );
    setTimeout(() => controller.abort(new Error('navigated away')), 20);
    for (const error of await Promise.all(calls)) expect(error.kind).toBe('aborted');
    await expect(client.getContentByTag('loop', 'x')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('every failure is a ContentApiError', () => {
  const fetch = async () => new Response(JSON.stringify(emptyPage));
  const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });

  it.each([
    ['a per-call header value that is not a ByteString', { headers: { 'x-trace': 'ключ' } }],
    ['a signal that is not an AbortSignal', { signal: {} as AbortSignal }],
  ])('refuses %s with kind invalid-request', async (_name, options) => {
    const error = await failureOf(client.getContentByTag('acme', 'seo', options));
    expect(isContentApiError(error)).toBe(true);
    expect(error.kind).toBe('invalid-request');
  });

  it('treats null options like undefined, as getCategories does', async () => {
    const none = null as unknown as undefined;
    await expect(client.getCategories('acme', none)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    await expect(client.getContentByTag('acme', 'seo', none)).resolves.toMatchObject({ page: 1 });
    await expect(getAllContentByTag(client, 'acme', 'seo', none)).resolves.toMatchObject({
      pages: 1,
    });
  });

  it('reports an onProgress hook that throws and finishes the walk, like the other hooks', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onProgress = () => {
      throw new Error('hook bug');
    };
    await expect(getAllContentByTag(client, 'acme', 'seo', { onProgress })).resolves.toMatchObject({
      pages: 1,
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('onProgress threw'),
      expect.any(Error),
    );
  });
});
