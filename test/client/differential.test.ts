// Behaviour a differential review of the size rewrite (old client vs new, 928 scenarios)
// found changed or wrong; each test failed before its fix.
import { inspect } from 'node:util';
import {
  ContentApiError,
  createContentClient,
  isContentApiError,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, type LocalServer, startLocalServer } from '../helpers/localServer.js';

const apiKey = 'sk_live_SECRET-123';
const baseUrl = 'https://cds.test';

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

describe('client after the size rewrite', () => {
  it('stops at once when the signal aborts after a retryable failure, before the backoff wait', async () => {
    const controller = new AbortController();
    let calls = 0;
    const client = createContentClient({
      baseUrl,
      retry: 1,
      fetch: async () => {
        calls++;
        return new Response('', { status: 503, headers: { 'retry-after': '3' } });
      },
      onResponse: (event) => {
        if (event.error) controller.abort();
      },
    });
    // With the clock stopped, a call that waited out the 3 s Retry-After would never settle.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const started = Date.now();
    const error = await failureOf(client.getCategories('acme', { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(calls).toBe(1);
    expect(Date.now()).toBe(started);
  });

  it('names the status when the response has no reason phrase (HTTP/2, new Response)', async () => {
    const client = createContentClient({
      baseUrl,
      retry: 0,
      fetch: async () => Response.json({ title: 'Brand not shared' }, { status: 403 }),
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.message).toContain('failed: 403 Forbidden (Brand not shared)');
    const missing = createContentClient({
      baseUrl,
      fetch: async () => new Response('', { status: 404 }),
    });
    expect((await failureOf(missing.getCategories('acme'))).message).toContain('404 Not Found');
  });

  it.each([
    ['timeoutMs', { timeoutMs: '100' }],
    ['timeoutMs', { timeoutMs: true }],
    ['retry', { retry: '2' }],
    ['retry', { retry: true }],
    ['retry', { retry: { limit: null } }],
    ['retry', { retry: { backoffMs: null } }],
    ['retry', { retry: { statusCodes: 5 } }],
    ['retry', { retry: { statusCodes: '500' } }],
    ['maxResponseBytes', { maxResponseBytes: '10' }],
    ['maxResponseBytes', { maxResponseBytes: true }],
    ['maxResponseBytes', { maxResponseBytes: 1.5 }],
  ])('refuses a wrong %s option (%j) with a typed error', (field, options) => {
    let caught: unknown;
    try {
      createContentClient({ baseUrl, ...(options as object) });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContentApiError);
    expect((caught as ContentApiError).kind).toBe('invalid-request');
    expect((caught as ContentApiError).field).toBe(field);
  });

  it('takes null options as their defaults', async () => {
    const client = createContentClient({
      baseUrl,
      // @ts-expect-error: null from an untyped config file
      maxResponseBytes: null,
      // @ts-expect-error: null from an untyped config file
      timeoutMs: null,
      fetch: async () => Response.json([]),
    });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
  });

  it('reads Retry-After dates only in the three RFC 9110 forms, case-sensitively', async () => {
    for (const [header, attempts] of [
      ['wed, 21 oct 2099 07:28:00 gmt', 2],
      ['Wednesday 21 October 2099 07:28:00 GMT', 2],
      ['Wed, 21 Oct 2099 07:28:00 GMT', 1],
      ['Wednesday, 21-Oct-99 07:28:00 GMT', 2],
    ] as const) {
      let calls = 0;
      const client = createContentClient({
        baseUrl,
        retry: { limit: 1, backoffMs: 1 },
        fetch: async () => {
          calls++;
          return new Response('', { status: 503, headers: { 'retry-after': header } });
        },
      });
      await failureOf(client.getCategories('acme'));
      // A far-future date is over the cap: no retry. An ignored header: one backoff retry.
      // (RFC 850's two-digit year 99 is 1999, in the past: retry at once.)
      expect([header, calls]).toEqual([header, attempts]);
    }
  });

  it('never throws from isContentApiError and checks kind exactly', () => {
    expect(isContentApiError({ name: 'ContentApiError', kind: ['http'] })).toBe(false);
    expect(
      isContentApiError({ name: 'ContentApiError', kind: { toString: () => 'timeout' } }),
    ).toBe(false);
    expect(isContentApiError({ name: 'ContentApiError', kind: Object.create(null) })).toBe(false);
    expect(isContentApiError({ name: 'ContentApiError', kind: 'timeout' })).toBe(true);
  });

  it('keeps a key out of causes that hold it where no scan looks (Headers, Map, symbols)', async () => {
    const client = createContentClient({
      baseUrl,
      apiKey,
      retry: 0,
      fetch: async (_url, init) => {
        const inner = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
        throw Object.assign(new TypeError('fetch failed', { cause: inner }), {
          init,
          map: new Map([['auth', apiKey]]),
          [Symbol('auth')]: apiKey,
        });
      },
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('network');
    const shown = inspect(error, { depth: 10, showHidden: true });
    expect(shown).not.toContain('SECRET');
    // What a user needs from the cause survives.
    expect(error.cause).toBeInstanceOf(Error);
    expect((error.cause as Error).message).toBe('fetch failed');
    expect(((error.cause as Error).cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('keeps the original cause when no secret is configured', async () => {
    const original = new TypeError('fetch failed');
    const client = createContentClient({
      baseUrl,
      retry: 0,
      fetch: async () => {
        throw original;
      },
    });
    expect((await failureOf(client.getCategories('acme'))).cause).toBe(original);
  });

  it('redacts a key passed by mistake as a path parameter from error.url and hook events', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(404).end();
    });
    const events: unknown[] = [];
    const client = createContentClient({
      baseUrl: server.url,
      apiKey,
      retry: 0,
      onRequest: (event) => events.push(event),
      onResponse: (event) => events.push(event),
    });
    const error = await failureOf(client.getContentByTag(apiKey, 'seo'));
    expect(error.url).not.toContain('SECRET');
    expect(error.message).not.toContain('SECRET');
    expect(JSON.stringify(events)).not.toContain('SECRET');
    expect(events).toHaveLength(2);
  });

  it('says "got null" for a null field', async () => {
    const client = createContentClient({
      baseUrl,
      fetch: async () => Response.json({ page: null, pageSize: 10, totalCount: 0, data: [] }),
    });
    expect((await failureOf(client.getContentByTag('acme', 't'))).message).toContain(
      'page must be an int32, got null',
    );
  });

  it('redacts a key with a space as a whole, not its words one by one', async () => {
    const client = createContentClient({
      baseUrl,
      apiKey: 'sk live',
      retry: 0,
      fetch: async () => Response.json({ title: 'live data for sk live users' }, { status: 403 }),
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.message).toContain('live data for [redacted] users');
  });
});
