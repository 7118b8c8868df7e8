import { ContentApiError, createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseRetryAfter,
  type RetryPolicy,
  shouldRetry,
  waitBeforeRetry,
} from '../../src/client/retry.js';
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

const policy: RetryPolicy = {
  limit: 5,
  statusCodes: new Set([503]),
  backoffMs: 100,
  maxBackoffMs: 1000,
  maxRetryAfterMs: 30_000,
};
const networkError = new ContentApiError('network error: reset', { kind: 'network' });
const busy = (retryAfterMs?: number) =>
  new ContentApiError('failed: 503', { kind: 'http', status: 503, retryAfterMs });

/** Whether `promise` has settled, read after the fake clock moves. */
function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
}

describe('the retry policy', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('still waits for a Retry-After of exactly the longest one allowed, and not for longer', () => {
    expect(shouldRetry(busy(30_000), 1, policy)).toBe(true);
    expect(shouldRetry(busy(30_001), 1, policy)).toBe(false);
  });

  it.each([
    [1, 100],
    [2, 200],
    [3, 400],
    [4, 800],
    [5, 1000],
  ])(
    'after attempt %i waits a random share of %i ms (doubling, capped)',
    async (attempt, backoff) => {
      vi.useFakeTimers();
      vi.spyOn(Math, 'random').mockReturnValue(0.5);
      const done = settled(waitBeforeRetry(networkError, attempt, policy, undefined));
      await vi.advanceTimersByTimeAsync(backoff / 2 - 1);
      expect(done()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done()).toBe(true);
    },
  );

  it('ends the wait when the signal aborts, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const done = settled(waitBeforeRetry(busy(20_000), 1, policy, controller.signal));
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('parseRetryAfter', () => {
  it('reads whole seconds with surrounding whitespace, and nothing from no header', () => {
    expect(parseRetryAfter(' 7 ')).toBe(7000);
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it.each([
    ['IMF-fixdate', 'Sun, 01 Mar 2026 12:00:02 GMT'],
    ['RFC 850', 'Sunday, 01-Mar-26 12:00:02 GMT'],
    ['asctime', 'Sun Mar 01 12:00:02 2026'],
    ['asctime with a one-digit day', 'Sun Mar  1 12:00:02 2026'],
  ])('reads an HTTP date in the %s form', (_form, value) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    expect(parseRetryAfter(value)).toBe(2000);
  });

  it('reads an asctime date, which names no zone, as GMT whatever the zone of the machine', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(parseRetryAfter('Sun Mar  1 12:00:02 2026')).toBe(2000);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it.each(['x Sun, 01 Mar 2026 12:00:02 GMT', 'Sun Mar 01 12:00:02 20260'])(
    'ignores a date with more around it: %j',
    (value) => {
      vi.useFakeTimers();
      vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
      expect(parseRetryAfter(value)).toBeUndefined();
    },
  );

  it('asks for no wait at all for a date that is now or past', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:00 GMT')).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:59:00 GMT')).toBe(0);
  });
});
