import type { ContentEvent, RequestEvent, ResponseEvent } from 'content-delivery-react/client';
import { type ContentApiError, createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

const apiKey = 'sk_live_S3cr3t+Key/With=Chars';
let server: LocalServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/** A hostile service: echoes the Authorization header back into every part of its error body and headers. */
function echoingServer(status: number) {
  return startLocalServer((req, res) => {
    const auth = String(req.headers.authorization);
    const key = auth.replace(/^Bearer /, '');
    sendJson(
      res,
      status,
      {
        title: `Bad key ${key}`,
        detail: `You sent ${auth} (${encodeURIComponent(key)})`,
        instance: `/x?key=${encodeURIComponent(key)}`,
        extensions: { nested: [{ echoed: key }] },
        [key]: 'as a member name',
      },
      'application/problem+json',
      { 'x-echo': key },
    );
  });
}

function assertNoKey(value: unknown) {
  const text = JSON.stringify(value) ?? String(value);
  expect(text).not.toContain(apiKey);
  expect(text).not.toContain(encodeURIComponent(apiKey));
}

describe('the API key', () => {
  it('is sent only in the Authorization header', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const client = createContentClient({ baseUrl: server.url, apiKey });
    await client.getCategories('acme');
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.url).not.toContain(apiKey);
    expect(client.buildUrl.contentByTag('acme', 'seo', { page: 1 })).not.toContain(apiKey);
  });

  it('never appears in errors, hook events or console output, even when the service echoes it', async () => {
    server = await echoingServer(403);
    const events: (RequestEvent | ResponseEvent)[] = [];
    const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    const client = createContentClient({
      baseUrl: server.url,
      apiKey,
      retry: 0,
      onRequest: (event) => events.push(event),
      onResponse: (event) => events.push(event),
    });
    let error: ContentApiError | undefined;
    try {
      await client.getContentByTag('acme', 'seo');
    } catch (caught) {
      error = caught as ContentApiError;
    }
    expect(error?.status).toBe(403);
    expect(error?.problem?.title).toBe('Bad key [redacted]');
    assertNoKey(error?.message);
    assertNoKey(error?.stack);
    assertNoKey(error?.toJSON());
    assertNoKey(error?.problem);
    assertNoKey(String(error?.cause));
    assertNoKey(events);
    expect(events[0]).toMatchObject({ headers: { authorization: '[redacted]' } });
    for (const spy of consoleSpies) {
      assertNoKey(spy.mock.calls);
    }
  });

  it('is redacted from a network error raised by a custom fetch that quotes it', async () => {
    const leakyFetch = async (_url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization');
      throw new TypeError(`connect failed while sending ${auth}`);
    };
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      apiKey,
      fetch: leakyFetch,
      retry: 0,
    });
    const error = (await client
      .getCategories('acme')
      .catch((caught: unknown) => caught)) as ContentApiError;
    expect(error.kind).toBe('network');
    assertNoKey(error.message);
    assertNoKey(error.stack);
    assertNoKey((error.cause as Error).message);
    assertNoKey((error.cause as Error).stack);
  });

  it('redacts other secret headers too (x-api-key, cookies) from hook events', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const events: RequestEvent[] = [];
    const client = createContentClient({
      baseUrl: server.url,
      headers: { 'x-api-key': apiKey, 'x-trace': 'visible' },
      onRequest: (event) => events.push(event),
    });
    await client.getCategories('acme');
    expect(events[0]?.headers).toMatchObject({ 'x-api-key': '[redacted]', 'x-trace': 'visible' });
  });
});

// A service that echoes what it received, into every place a client might copy it from.
const echoedKey = 'sk_test_ABC123xyz/+=';
/** Nine characters of the key: enough to show a partial leak. */
const fragment = echoedKey.slice(0, 9);
const keyOf = (auth: string | undefined) => String(auth).replace(/^Bearer /, '');

/** Every string reachable from `value` through own properties (bounded), joined. */
function reachableText(value: unknown, depth = 0, seen = new Set<unknown>()): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null || seen.has(value) || depth > 200) return '';
  seen.add(value);
  const names = new Set([...Object.getOwnPropertyNames(value), 'message', 'stack', 'cause']);
  return [...names]
    .map((name) => `${name} ${reachableText(Reflect.get(value, name), depth + 1, seen)}`)
    .join('\n');
}

function expectNoKey(value: unknown) {
  const text = reachableText(value);
  expect(text).not.toContain(fragment);
  expect(text.toLowerCase()).not.toContain(encodeURIComponent(echoedKey).toLowerCase());
}

/** A client with `echoedKey` on a local server whose handler sees the request; collects onResponse events. */
async function echoingClient(handler: Parameters<typeof startLocalServer>[0]) {
  server = await startLocalServer(handler);
  const events: ResponseEvent[] = [];
  const reports: ContentEvent[] = [];
  const client = createContentClient({
    baseUrl: server.url,
    apiKey: echoedKey,
    retry: 0,
    timeoutMs: 2000,
    onResponse: (event) => events.push(event),
    onEvent: (event) => reports.push(event),
  });
  return { client, events, reports };
}

describe('the API key, echoed by a hostile service', () => {
  it('is redacted from problem details nested deeper than 32 levels', async () => {
    const { client, events } = await echoingClient((req, res) => {
      let nested: unknown = { echoed: req.headers.authorization };
      for (let level = 0; level < 40; level++) nested = { nested };
      sendJson(res, 400, { title: 'Bad', nested });
    });
    const error = await failureOf(client.getCategories('acme'));
    expectNoKey(error);
    expectNoKey(error.toJSON());
    expectNoKey(events);
  });

  it('is redacted from the field and id a report names when the service echoes it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, events, reports } = await echoingClient((req, res) => {
      const key = keyOf(req.headers.authorization);
      sendJson(res, 200, [
        { id: 'c', translations: { [key]: 5 } },
        { id: key, name: 7 },
        { id: 7, name: key },
      ]);
    });
    const categories = await client.getCategories('acme');
    expect(categories).toHaveLength(2);
    // A translation named by the key, left out; an id that is the key; a row left out.
    expect(reports.map((report) => report.kind)).toEqual([
      'field-ignored',
      'field-ignored',
      'item-left-out',
    ]);
    expectNoKey(reports);
    expectNoKey(warn.mock.calls);
    expectNoKey(events);
    warn.mockRestore();
  });

  it.each([
    ['a string body clipped to 40 characters', 200, 'createdAt'],
    ['a content type clipped to 300 characters', 200, 'content-type'],
    ['the JSON syntax error snippet in cause', 200, 'syntax'],
  ])('does not leak a fragment through %s', async (_name, status, where) => {
    const { client } = await echoingClient((req, res) => {
      const key = keyOf(req.headers.authorization);
      // The categories' body as a string: an envelope that does not fit, quoted clipped.
      if (where === 'createdAt') sendJson(res, status, `${'x'.repeat(30)}${key}`);
      else if (where === 'content-type')
        sendJson(res, status, '<p>', `text/html; x=${'a'.repeat(277)}${key}`);
      else sendJson(res, status, `{"page": 1, "data": ${key} }`);
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('invalid-response');
    expectNoKey(error);
  });

  it('is redacted in its lower-case percent-encoded form', async () => {
    const { client } = await echoingClient((req, res) => {
      const encoded = encodeURIComponent(keyOf(req.headers.authorization)).toLowerCase();
      sendJson(res, 403, { title: `Bad key ${encoded}` });
    });
    const error = await failureOf(client.getCategories('acme'));
    expectNoKey(error);
  });

  it('is redacted when passed in per-call headers and echoed', async () => {
    server = await startLocalServer((req, res) =>
      sendJson(res, 403, { title: `Bad ${req.headers.authorization} ${req.headers['x-api-key']}` }),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const error = await failureOf(
      client.getCategories('acme', { headers: { authorization: `Bearer ${echoedKey}` } }),
    );
    expect(error.status).toBe(403);
    expectNoKey(error);
    const other = await failureOf(
      client.getCategories('acme', { headers: { 'x-api-key': echoedKey } }),
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
  ])('is redacted from the cause when a custom fetch rejects with %s', async (_name, makeError) => {
    const fetch = async (_url: string, init: RequestInit) => {
      throw makeError(String(new Headers(init.headers).get('authorization')));
    };
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      apiKey: echoedKey,
      fetch,
      retry: 0,
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('network');
    expectNoKey(error);
  });

  it('is redacted from the status text and never followed to another origin', async () => {
    const target = await startLocalServer((req, res) =>
      sendJson(res, 200, [{ id: 'x', name: String(req.headers.authorization) }]),
    );
    const { client } = await echoingClient((req, res, index) => {
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
      const refused = await failureOf(client.getCategories('acme'));
      expect(refused.message).toContain('redirected to another origin, not followed');
      expect(target.requests).toHaveLength(0);
    } finally {
      await target.close();
    }
  });
});

/** A key with every character a server may encode differently: space, `+`, `/`, `=`, `~`, `*`. */
const encodedKey = "sk_test_Q9 x+y/z=w~v*u'(t)";
const strictPercentEncoding = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);

describe('the API key, echoed in an encoding', () => {
  it.each([
    ['as it is', (key: string) => key],
    ['by encodeURIComponent', encodeURIComponent],
    [
      'by encodeURIComponent, escapes in lower case',
      (key: string) => encodeURIComponent(key).toLowerCase(),
    ],
    ['by encodeURI (`+`, `/` and `=` kept)', encodeURI],
    [
      'as a form (`+` for a space)',
      (key: string) => new URLSearchParams({ key }).toString().slice(4),
    ],
    [
      'as a form, `/` kept',
      (key: string) => encodeURIComponent(key).replace(/%20/g, '+').replace(/%2F/g, '/'),
    ],
    ["strictly by RFC 3986 (`*`, `(`, `'` encoded)", strictPercentEncoding],
    [
      'with every character escaped',
      (key: string) =>
        [...key].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join(''),
    ],
    ['with escapes in mixed case', (key: string) => encodeURIComponent(key).replace(/%2F/, '%2f')],
  ])('is redacted when the service echoes it %s', async (_name, encode) => {
    server = await startLocalServer((req, res) => {
      const echoed = encode(keyOf(req.headers.authorization));
      sendJson(
        res,
        403,
        { title: `Bad key ${echoed}`, detail: `key=${echoed}&x=1` },
        'application/problem+json',
        { 'x-echo': echoed },
      );
    });
    const client = createContentClient({ baseUrl: server.url, apiKey: encodedKey, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.problem?.title).toBe('Bad key [redacted]');
    expect(error.problem?.detail).toBe('key=[redacted]&x=1');
    expect(reachableText(error)).not.toContain(encode(encodedKey));
  });

  it('is redacted in a form encoding when it is the value of a secret header', async () => {
    server = await startLocalServer((req, res) =>
      sendJson(res, 403, {
        title: `Bad ${new URLSearchParams({ k: String(req.headers['x-api-key']) })}`,
      }),
    );
    const client = createContentClient({
      baseUrl: server.url,
      headers: { 'x-api-key': encodedKey },
      retry: 0,
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.problem?.title).toBe('Bad k=[redacted]');
  });
});

describe('redaction', () => {
  it('does not mangle messages when a secret-looking header holds a short value', async () => {
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
});
