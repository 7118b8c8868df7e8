import { createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransport } from '../../src/client/transport.js';
import {
  emptyPage,
  failureOf,
  type LocalServer,
  sendJson,
  startLocalServer,
} from '../helpers/localServer.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fastRetry = { limit: 2, backoffMs: 5, maxBackoffMs: 10 };

describe('timeouts', () => {
  it('times out a server that never answers, retrying a bounded number of times', async () => {
    server = await startLocalServer(() => {});
    const client = createContentClient({ baseUrl: server.url, timeoutMs: 100, retry: fastRetry });
    const started = Date.now();
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    expect(error.kind).toBe('timeout');
    expect(error.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(error.message).toMatch(/timed out after 100 ms after 3 attempts/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('times out a slow trickle of body bytes (the limit covers the body)', async () => {
    const timers: NodeJS.Timeout[] = [];
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"page":1,');
      timers.push(setInterval(() => res.write(' '), 20));
    });
    const client = createContentClient({ baseUrl: server.url, timeoutMs: 150, retry: 0 });
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    for (const timer of timers) clearInterval(timer);
    expect(error.kind).toBe('timeout');
    expect(error.attempts).toBe(1);
  });

  it('times out a custom fetch that ignores the abort signal', async () => {
    const fetch = () => new Promise<Response>(() => {});
    const client = createContentClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch,
      timeoutMs: 50,
      retry: 0,
    });
    await expect(client.getCategories('acme')).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('retries', () => {
  it('retries 503 and then succeeds', async () => {
    server = await startLocalServer((_req, res, index) => {
      if (index === 0) sendJson(res, 503, { title: 'Busy' });
      else sendJson(res, 200, emptyPage);
    });
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    await expect(client.getContentByTag('acme', 'seo')).resolves.toMatchObject({ totalCount: 0 });
    expect(server.requests).toHaveLength(2);
  });

  it.each([408, 429, 500, 502, 504])('retries %i up to the limit', async (status) => {
    server = await startLocalServer((_req, res) => sendJson(res, status, {}));
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'http', status, attempts: 3 });
    expect(server.requests).toHaveLength(3);
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries %i', async (status) => {
    server = await startLocalServer((_req, res) => sendJson(res, status, { title: 'No' }));
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'http', status, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry when retry is 0', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 503, {}));
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    await expect(client.getCategories('acme')).rejects.toMatchObject({ status: 503, attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds', async () => {
    const arrivals: number[] = [];
    server = await startLocalServer((_req, res, index) => {
      arrivals.push(Date.now());
      if (index === 0)
        sendJson(res, 429, { title: 'Slow down' }, 'application/json', { 'retry-after': '1' });
      else sendJson(res, 200, []);
    });
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
    const waited = (arrivals[1] ?? 0) - (arrivals[0] ?? 0);
    expect(waited).toBeGreaterThanOrEqual(950);
  });

  it('honours Retry-After as an HTTP date', async () => {
    const arrivals: number[] = [];
    server = await startLocalServer((_req, res, index) => {
      arrivals.push(Date.now());
      const when = new Date(Date.now() + 2000).toUTCString();
      if (index === 0) sendJson(res, 503, {}, 'application/json', { 'retry-after': when });
      else sendJson(res, 200, []);
    });
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
    // HTTP dates have one-second resolution, so the wait is between 1 and 2 seconds.
    expect((arrivals[1] ?? 0) - (arrivals[0] ?? 0)).toBeGreaterThanOrEqual(900);
  });

  it('gives up at once when Retry-After is longer than the cap, and says how long was asked', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 429, { title: 'Quota' }, 'application/json', { 'retry-after': '86400' }),
    );
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    const started = Date.now();
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      attempts: 1,
      retryAfterMs: 86_400_000,
    });
    expect(server.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('retries a connection reset mid-body as a network error', async () => {
    server = await startLocalServer((req, res, index) => {
      if (index === 0) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
        res.write('{"page":1,"pageSize":10,');
        setTimeout(() => req.socket.destroy(), 10);
      } else {
        sendJson(res, 200, emptyPage);
      }
    });
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    await expect(client.getContentByLanguage('acme', 'en')).resolves.toMatchObject({ page: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('reports a refused connection as a network error after the retries', async () => {
    server = await startLocalServer(() => {});
    const url = server.url;
    await server.close();
    server = undefined;
    const client = createContentClient({ baseUrl: url, retry: fastRetry });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'network', attempts: 3, status: undefined });
    expect(error.cause).toBeDefined();
  });
});

describe('aborting', () => {
  it('rejects at once with kind aborted when the signal is already aborted, sending nothing', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const client = createContentClient({ baseUrl: server.url });
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(client.getCategories('acme', { signal: controller.signal }));
    expect(error).toMatchObject({ kind: 'aborted', attempts: 0 });
    expect(server.requests).toHaveLength(0);
  });

  it('cancels an in-flight request promptly', async () => {
    server = await startLocalServer(() => {});
    const client = createContentClient({ baseUrl: server.url, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = failureOf(client.getCategories('acme', { signal: controller.signal }));
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1));
    const started = Date.now();
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe('aborted');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('cancels during a backoff wait without another attempt', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 503, {}, 'application/json', { 'retry-after': '20' }),
    );
    const client = createContentClient({ baseUrl: server.url, retry: { limit: 2 } });
    const controller = new AbortController();
    const pending = failureOf(client.getCategories('acme', { signal: controller.signal }));
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'aborted', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(500);
    expect(server.requests).toHaveLength(1);
  });
});

describe('bodies', () => {
  it('rejects a body larger than maxResponseBytes', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`[${'"x",'.repeat(10_000)}"x"]`);
    });
    const client = createContentClient({ baseUrl: server.url, maxResponseBytes: 1000, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/exceeds 1000 bytes/);
  });

  it.each([
    ['application/json', 200],
    ['text/json; charset=utf-8', 200],
    ['text/plain', 200],
    ['application/problem+json', 200],
  ])('accepts %s', async (contentType) => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, [], contentType));
    const client = createContentClient({ baseUrl: server.url });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
  });

  it('rejects a success answer of the wrong content type, naming it', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 200, '<html>Sign in to the portal</html>', 'text/html'),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain('text/html');
  });

  it('rejects an empty 200 and truncated JSON without retrying', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url?.endsWith('/tag/empty')) sendJson(res, 200, '');
      else sendJson(res, 200, '{"page":1,"data":[');
    });
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    await expect(client.getContentByTag('acme', 'empty')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/empty body/),
    });
    await expect(client.getContentByTag('acme', 'cut')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/not valid JSON/),
    });
    expect(server.requests).toHaveLength(2);
  });

  it('reports a 502 HTML page as an http error without problem details', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 502, '<html><body>Bad gateway</body></html>', 'text/html'),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'http', status: 502, problem: undefined });
    expect(error.message).toMatch(/failed: 502 Bad Gateway$/);
  });
});

describe('response parsers', () => {
  it('reports a parser that throws something other than a shape error as invalid-response, never retried', async () => {
    const apiKey = 'sk_test_parser_bug_key';
    server = await startLocalServer((_req, res) => sendJson(res, 200, emptyPage));
    const send = createTransport({
      apiKey,
      headers: new Headers({ authorization: `Bearer ${apiKey}` }),
      timeoutMs: 1000,
      retry: {
        limit: 2,
        backoffMs: 5,
        maxBackoffMs: 10,
        maxRetryAfterMs: 30_000,
        statusCodes: new Set([503]),
      },
      maxResponseBytes: 1024,
    });
    const url = `${server.url}/api/v1/content/brands/acme/categories`;
    const parserWithABug = (): never => {
      throw new TypeError(`cannot read properties of undefined (near ${apiKey})`);
    };
    const error = await failureOf(send(url, [], parserWithABug, undefined));
    expect(error).toMatchObject({ kind: 'invalid-response', attempts: 1, status: 200 });
    expect(error.message).toBe(
      `GET ${url} invalid response: could not be read (TypeError: cannot read properties of undefined (near [redacted]))`,
    );
    expect(server.requests).toHaveLength(1);
  });
});
