import { createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientClock, until } from '../helpers/fakeClock.js';
import { failureOf, type LocalServer, startLocalServer } from '../helpers/localServer.js';

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

describe('timeouts', () => {
  it('times out a server that never answers, retrying a bounded number of times', async () => {
    vi.useFakeTimers(clientClock);
    server = await startLocalServer(() => {});
    const client = createContentClient({
      baseUrl: server.url,
      timeoutMs: 100,
      retry: { limit: 2, backoffMs: 5, maxBackoffMs: 10 },
    });
    const started = Date.now();
    const pending = failureOf(client.getContentByTag('acme', 'seo'));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await until(() => server?.requests.length === attempt);
      // The attempt's timeout, then at most one backoff wait.
      await vi.advanceTimersByTimeAsync(100 + 10);
    }
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
    expect(error.message).toMatch(/timed out after 100 ms after 3 attempts/);
    expect(Date.now() - started).toBe(330);
  });

  it('times out a slow trickle of body bytes (the limit covers the body)', async () => {
    vi.useFakeTimers(clientClock);
    const timers: NodeJS.Timeout[] = [];
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"page":1,');
      timers.push(setInterval(() => res.write(' '), 20));
    });
    let headersArrived = false;
    const client = createContentClient({
      baseUrl: server.url,
      timeoutMs: 150,
      retry: 0,
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        headersArrived = true;
        return response;
      },
    });
    const pending = failureOf(client.getContentByTag('acme', 'seo'));
    await until(() => headersArrived);
    await vi.advanceTimersByTimeAsync(150);
    const error = await pending;
    for (const timer of timers) clearInterval(timer);
    expect(error.kind).toBe('timeout');
    expect(error.attempts).toBe(1);
  });

  it('times out a custom fetch that ignores the abort signal', async () => {
    vi.useFakeTimers(clientClock);
    const fetch = () => new Promise<Response>(() => {});
    const client = createContentClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch,
      timeoutMs: 50,
      retry: 0,
    });
    const pending = client.getCategories('acme');
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(50);
    await outcome;
  });
});
