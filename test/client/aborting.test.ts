import { createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientClock, until } from '../helpers/fakeClock.js';
import { failureOf, type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
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

  it('rejects with kind aborted when onRequest aborts the signal, leaving no unhandled rejection', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const controller = new AbortController();
      const client = createContentClient({
        baseUrl: server.url,
        retry: 0,
        onRequest: () => controller.abort(),
      });
      const error = await failureOf(client.getCategories('acme', { signal: controller.signal }));
      expect(error).toMatchObject({ kind: 'aborted', attempts: 1 });
      // Node reports an unhandled rejection once the microtasks of its turn have run.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('cancels an in-flight request without waiting for its timeout', async () => {
    // With the clock stopped, only the abort can end the attempt.
    vi.useFakeTimers(clientClock);
    server = await startLocalServer(() => {});
    const client = createContentClient({ baseUrl: server.url, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = failureOf(client.getCategories('acme', { signal: controller.signal }));
    await until(() => server?.requests.length === 1);
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'aborted', attempts: 1 });
  });

  it('cancels during a backoff wait without another attempt', async () => {
    // With the clock stopped, only the abort can end the 20 s Retry-After wait.
    vi.useFakeTimers(clientClock);
    server = await startLocalServer((_req, res) =>
      sendJson(res, 503, {}, 'application/json', { 'retry-after': '20' }),
    );
    let failures = 0;
    const client = createContentClient({
      baseUrl: server.url,
      retry: { limit: 2 },
      onResponse: (event) => {
        if (event.error) failures++;
      },
    });
    const controller = new AbortController();
    const pending = failureOf(client.getCategories('acme', { signal: controller.signal }));
    await until(() => failures === 1);
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'aborted', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('aborts every call that shares one signal', async () => {
    server = await startLocalServer(() => {});
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const controller = new AbortController();
    const calls = Array.from({ length: 5 }, () =>
      failureOf(client.getContentByTag('acme', 'seo', { signal: controller.signal })),
    );
    await until(() => server?.requests.length === 5);
    controller.abort(new Error('navigated away'));
    for (const error of await Promise.all(calls)) expect(error.kind).toBe('aborted');
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
});

describe('redirects', () => {
  it('settles a redirect loop as a network error', async () => {
    server = await startLocalServer((req, res) => {
      res.writeHead(302, { location: `/loop${req.url?.length}` });
      res.end();
    });
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    await expect(client.getContentByTag('loop', 'x')).rejects.toMatchObject({ kind: 'network' });
  });
});
