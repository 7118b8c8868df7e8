import {
  contentCacheTags,
  createContentClient,
  type ResponseEvent,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPage, type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe('fetch options and cache tags', () => {
  it('passes fetch options through and tags each request for Next.js revalidation', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(emptyPage));
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      fetch,
      fetchOptions: { cache: 'force-cache', next: { revalidate: 60 } },
    });
    await client.getContentByTag('acme', 'café culture', {
      fetchOptions: { next: { tags: ['mine'] }, priority: 'low' },
    });
    const init = fetch.mock.calls[0]?.[1];
    expect(init).toMatchObject({
      method: 'GET',
      cache: 'force-cache',
      priority: 'low',
      next: {
        revalidate: 60,
        tags: ['mine', 'cds', 'cds:acme', 'cds:acme:tag:caf%C3%A9%20culture'],
      },
    });
    expect(contentCacheTags.tag('acme', 'café culture')).toBe('cds:acme:tag:caf%C3%A9%20culture');
    expect(contentCacheTags.categories('acme')).toBe('cds:acme:categories');
    expect(contentCacheTags.category('acme', 'a:b')).toBe('cds:acme:category:a%3Ab');
    expect(contentCacheTags.language('acme', 'de')).toBe('cds:acme:lang:de');
  });

  it('merges per-call headers over client headers and sends Accept: application/json', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const client = createContentClient({
      baseUrl: server.url,
      headers: { 'x-a': '1', 'x-b': '1' },
    });
    await client.getCategories('acme', { headers: { 'x-b': '2' } });
    expect(server.requests[0]?.headers).toMatchObject({
      'x-a': '1',
      'x-b': '2',
      accept: 'application/json',
    });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.method).toBe('GET');
  });
});

describe('onRequest and onResponse', () => {
  it('report every attempt with status, duration and error', async () => {
    // The clock is fake (sockets stay real), so each attempt takes exactly the time the server adds.
    vi.useFakeTimers({ toFake: ['Date'] });
    server = await startLocalServer((_req, res, index) => {
      vi.advanceTimersByTime(25);
      if (index === 0) sendJson(res, 503, {});
      else sendJson(res, 200, []);
    });
    const requests: number[] = [];
    const responses: ResponseEvent[] = [];
    const client = createContentClient({
      baseUrl: server.url,
      retry: { limit: 1, backoffMs: 1 },
      onRequest: (event) => requests.push(event.attempt),
      onResponse: (event) => responses.push(event),
    });
    await client.getCategories('acme');
    expect(requests).toEqual([1, 2]);
    expect(responses.map((event) => [event.attempt, event.status, event.error?.kind])).toEqual([
      [1, 503, 'http'],
      [2, 200, undefined],
    ]);
    expect(responses.map((event) => event.durationMs)).toEqual([25, 25]);
    expect(responses[1]?.url).toBe(`${server.url}/api/v1/content/brands/acme/categories`);
  });

  it('a hook that throws is reported and does not break the request', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createContentClient({
      baseUrl: server.url,
      onRequest: () => {
        throw new Error('logger down');
      },
    });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('onRequest hook threw'),
      expect.any(Error),
    );
  });
});
