import { createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientClock, until } from '../helpers/fakeClock.js';
import {
  emptyPage,
  failureOf,
  type LocalServer,
  sendJson,
  startLocalServer,
} from '../helpers/localServer.js';

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const fastRetry = { limit: 2, backoffMs: 5, maxBackoffMs: 10 };

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
    expect(error.cause).toBeInstanceOf(Error);
  });
});

describe('Retry-After', () => {
  it('waits exactly the seconds Retry-After asks for before retrying', async () => {
    vi.useFakeTimers(clientClock);
    server = await startLocalServer((_req, res, index) => {
      if (index === 0)
        sendJson(res, 429, { title: 'Slow down' }, 'application/json', { 'retry-after': '1' });
      else sendJson(res, 200, []);
    });
    let failures = 0;
    const client = createContentClient({
      baseUrl: server.url,
      retry: fastRetry,
      onResponse: (event) => {
        if (event.error) failures++;
      },
    });
    const categories = client.getCategories('acme');
    await until(() => failures === 1);
    await vi.advanceTimersByTimeAsync(999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(categories).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('waits until the HTTP date Retry-After names before retrying', async () => {
    vi.useFakeTimers(clientClock);
    // On a whole second, so the date (which has no milliseconds) is exactly two seconds away.
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    server = await startLocalServer((_req, res, index) => {
      const when = new Date(Date.now() + 2000).toUTCString();
      if (index === 0) sendJson(res, 503, {}, 'application/json', { 'retry-after': when });
      else sendJson(res, 200, []);
    });
    let failures = 0;
    const client = createContentClient({
      baseUrl: server.url,
      retry: fastRetry,
      onResponse: (event) => {
        if (event.error) failures++;
      },
    });
    const categories = client.getCategories('acme');
    await until(() => failures === 1);
    await vi.advanceTimersByTimeAsync(1999);
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(categories).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('gives up at once when Retry-After is longer than the cap, and says how long was asked', async () => {
    // With the clock stopped, a call that waited for the Retry-After would never settle.
    vi.useFakeTimers(clientClock);
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
    expect(Date.now()).toBe(started);
  });

  it.each(['-1', '1.5', '2 3', 'Tuesday 5'])(
    'ignores the malformed Retry-After %j',
    async (value) => {
      server = await startLocalServer((_req, res) =>
        sendJson(res, 503, {}, 'application/json', { 'retry-after': value }),
      );
      const client = createContentClient({ baseUrl: server.url, retry: 0 });
      const error = await failureOf(client.getCategories('acme'));
      expect(error.retryAfterMs).toBeUndefined();
    },
  );
});
