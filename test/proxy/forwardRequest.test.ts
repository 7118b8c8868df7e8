// The proxy's exchange with the service (src/proxy/forwardRequest.ts and its use in
// createContentProxy.ts): bodies read whole and capped, redirects and odd statuses refused,
// the caller's abort and the service's failures each answered as a browser can act on.
import type { ServerResponse } from 'node:http';
import type { ContentEvent } from 'content-delivery-react/client';
import { createContentProxy, type ProxyErrorEvent } from 'content-delivery-react/proxy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADED_MACHINE_TIMEOUT_MS } from '../helpers/loadedMachine.js';
import { type LocalServer, startLocalServer } from '../helpers/localServer.js';

const apiKey = 'sk_live_Forward-Key/1+2';
const site = 'http://site.test/api/content/api/v1/content/brands/acme';

let servers: LocalServer[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** A service on 127.0.0.1 answering every request with `handler`. */
async function service(handler: (res: ServerResponse) => void): Promise<LocalServer> {
  const server = await startLocalServer((_req, res) => handler(res));
  servers.push(server);
  return server;
}

/** A proxy over `baseUrl` whose `onError` reports are kept, in order, in `errors`. */
function proxyReporting(baseUrl: string) {
  const errors: ProxyErrorEvent[] = [];
  const proxy = createContentProxy({ baseUrl, apiKey, onError: (event) => errors.push(event) });
  return { proxy, errors };
}

/** A page of `count` items whose JSON is far larger than one chunk of a socket read. */
function bigPage(count: number) {
  return {
    page: 1,
    pageSize: count,
    totalCount: count,
    data: Array.from({ length: count }, (_, index) => ({
      id: `item-${index}`,
      title: 'x'.repeat(200),
    })),
  };
}

/** Writes `text` in pieces of 1 000 characters, so the proxy reads it in many chunks. */
function writeInPieces(res: ServerResponse, text: string, contentType = 'application/json') {
  res.writeHead(200, { 'content-type': contentType });
  for (let start = 0; start < text.length; start += 1000)
    res.write(text.slice(start, start + 1000));
  res.end();
}

describe('createContentProxy reading the service', () => {
  it('passes a body of many chunks on byte for byte', async () => {
    const text = JSON.stringify(bigPage(500));
    const upstream = await service((res) => writeInPieces(res, text));
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(text);
  });

  it('accepts a body of exactly maxResponseBytes and refuses one byte more', async () => {
    const text = JSON.stringify(bigPage(50));
    const upstream = await service((res) => writeInPieces(res, text));
    const size = new TextEncoder().encode(text).byteLength;
    const exact = createContentProxy({ baseUrl: upstream.url, apiKey, maxResponseBytes: size });
    expect((await exact(new Request(`${site}/tag/seo`))).status).toBe(200);
    const under = createContentProxy({ baseUrl: upstream.url, apiKey, maxResponseBytes: size - 1 });
    const refused = await under(new Request(`${site}/tag/seo`));
    expect(await refused.json()).toMatchObject({
      status: 502,
      detail: `The content service's answer is larger than ${size - 1} bytes.`,
    });
  });

  it('stops reading an over-long body: the service sees the connection closed', async () => {
    let closed = false;
    const upstream = await service((res) => {
      res.once('close', () => {
        closed = !res.writableFinished;
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      // Far more than the cap, written as the socket takes it; ends on its own if never cut.
      let written = 0;
      const more = () => {
        while (written < 2000 && !res.destroyed) {
          written++;
          if (!res.write(Buffer.alloc(16 * 1024, 32))) return void res.once('drain', more);
        }
        res.end();
      };
      more();
    });
    const proxy = createContentProxy({
      baseUrl: upstream.url,
      apiKey,
      maxResponseBytes: 64 * 1024,
    });
    expect((await proxy(new Request(`${site}/tag/seo`))).status).toBe(502);
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: LOADED_MACHINE_TIMEOUT_MS });
  });

  it('answers 502 for an answer cut off halfway, and tells onError why', async () => {
    const upstream = await service((res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"page":1,');
      setTimeout(() => res.destroy(), 20);
    });
    const { proxy, errors } = proxyReporting(upstream.url);
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(await response.json()).toMatchObject({
      status: 502,
      detail: "The content service's answer was cut off.",
    });
    expect(errors).toEqual([expect.objectContaining({ status: 502, cause: expect.anything() })]);
  });

  // The key check reads JSON with its escapes undone; an answer full of ordinary escapes
  // (quotes, newlines, slashes in HTML) holds no key and is served.
  it('serves an answer full of JSON escapes that hold no key', async () => {
    const text = JSON.stringify({
      page: 1,
      pageSize: 1,
      totalCount: 1,
      data: [{ id: 'a', content: '<p class="lead">Line one\nLine "two"</p>' }],
    }).replaceAll('/', '\\/');
    const upstream = await service((res) => writeInPieces(res, text));
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(text);
  });

  it('passes an empty answer on as it is, with no problem made up for it', async () => {
    const upstream = await service((res) => {
      res.writeHead(404);
      res.end();
    });
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});

describe('createContentProxy and the service’s statuses', () => {
  it.each([
    [300, 502],
    [399, 502],
    [400, 400],
    [304, 304],
  ])('answers an upstream %i with %i', async (upstreamStatus, status) => {
    const upstream = await service((res) => {
      res.writeHead(upstreamStatus, { 'content-type': 'application/json', etag: '"v1"' });
      res.end(upstreamStatus === 304 ? undefined : '{"title":"x"}');
    });
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(response.status).toBe(status);
  });

  it.each([204, 205, 304])(
    'answers %i without a body even when a custom fetch gives one',
    async (status) => {
      const proxy = createContentProxy({
        baseUrl: 'https://cds.test',
        apiKey,
        fetch: async () =>
          Object.defineProperty(
            new Response('{"title":"x"}', { headers: { 'content-type': 'application/json' } }),
            'status',
            { value: status },
          ),
      });
      const response = await proxy(new Request(`${site}/tag/seo`));
      expect(response.status).toBe(status);
      expect(await response.text()).toBe('');
    },
  );

  it('refuses a 2xx body that names no content type, as an answer without JSON', async () => {
    const upstream = await service((res) => {
      res.writeHead(200);
      res.end('{"title":"x"}');
    });
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(await response.json()).toMatchObject({
      status: 502,
      detail: 'The content service answered without JSON.',
    });
  });

  it('refuses the opaque answer a browser gives for a redirect (status 0) as a redirect', async () => {
    const proxy = createContentProxy({
      baseUrl: 'https://cds.test',
      apiKey,
      fetch: async () =>
        Object.defineProperties(new Response(null), {
          status: { value: 0 },
          type: { value: 'opaqueredirect' },
        }),
    });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(await response.json()).toMatchObject({
      status: 502,
      detail: 'The content service answered with a redirect, which the proxy does not follow.',
    });
  });

  it('answers 502 when the service cannot be reached, and tells onError why', async () => {
    const closed = await startLocalServer(() => {});
    await closed.close();
    const { proxy, errors } = proxyReporting(closed.url);
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(await response.json()).toMatchObject({
      status: 502,
      detail: 'The content service could not be reached.',
    });
    expect(errors).toEqual([expect.objectContaining({ status: 502, cause: expect.anything() })]);
  });

  it('answers 504 in time even with a fetch that ignores its signal', async () => {
    const proxy = createContentProxy({
      baseUrl: 'https://cds.test',
      apiKey,
      timeoutMs: 100,
      fetch: () => new Promise<Response>(() => {}),
    });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(await response.json()).toMatchObject({
      status: 504,
      detail: 'The content service did not answer within 100 ms.',
    });
  });
});

describe('createContentProxy and a caller that went away', () => {
  it('does not ask the service for a caller already gone', async () => {
    const upstream = await service((res) => res.end('{}'));
    const { proxy, errors } = proxyReporting(upstream.url);
    const controller = new AbortController();
    controller.abort();
    const response = await proxy(new Request(`${site}/tag/seo`, { signal: controller.signal }));
    expect(response.status).toBe(502);
    expect(errors.map((event) => event.detail)).toEqual(['The caller went away.']);
    expect(upstream.requests).toHaveLength(0);
  });

  it('leaves no unhandled rejection when a custom fetch throws at once for a caller already gone', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const proxy = createContentProxy({
        baseUrl: 'https://cds.test',
        apiKey,
        fetch: () => {
          throw new TypeError('no network here');
        },
      });
      const controller = new AbortController();
      controller.abort();
      const response = await proxy(new Request(`${site}/tag/seo`, { signal: controller.signal }));
      expect(response.status).toBe(502);
      // Node reports an unhandled rejection once the microtasks of its turn have run.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

describe('createContentProxy hooks', () => {
  it('logs nothing when no hook is given', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const upstream = await service((res) => res.end('{}'));
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    await proxy(new Request(`${site}/tag/seo`));
    await proxy(new Request(`${site}/nothing/here`));
    expect(logged).not.toHaveBeenCalled();
  });

  it('still answers when a hook throws, and says so on the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const upstream = await service((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"page":1,"pageSize":10,"totalCount":0,"data":[]}');
    });
    const proxy = createContentProxy({
      baseUrl: upstream.url,
      apiKey,
      onRequest: () => {
        throw new Error('log sink down');
      },
    });
    const response = await proxy(new Request(`${site}/tag/seo`));
    expect(response.status).toBe(200);
    expect(logged).toHaveBeenCalledWith('[createContentProxy] a hook threw:', expect.any(Error));
  });

  it('reports a refusal before any URL is read with an empty path and no cause', async () => {
    const { proxy, errors } = proxyReporting('https://cds.test');
    await proxy(new Request(`${site}/tag/seo`, { method: 'POST' }));
    await proxy(new Request(`${site}/search/x`));
    expect(errors).toEqual([
      { method: 'POST', path: '', status: 405, detail: expect.any(String), cause: undefined },
      {
        method: 'GET',
        path: '/api/content/api/v1/content/brands/acme/search/x',
        status: 404,
        detail: expect.any(String),
        cause: undefined,
      },
    ]);
  });

  it('answers 500 when the request itself cannot be read', async () => {
    const { proxy, errors } = proxyReporting('https://cds.test');
    const unreadable = {
      method: 'GET',
      get url(): string {
        throw new TypeError('no URL');
      },
    } as unknown as Request;
    const response = await proxy(unreadable);
    expect(await response.json()).toMatchObject({
      status: 500,
      detail: 'The content proxy failed.',
    });
    expect(errors).toEqual([expect.objectContaining({ status: 500, cause: expect.anything() })]);
  });
});

describe('createContentProxy forwarding the caller’s headers', () => {
  it('sends no If-None-Match the caller did not send', async () => {
    const upstream = await service((res) => res.end('{}'));
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    await proxy(new Request(`${site}/tag/seo`));
    expect(upstream.requests[0]?.headers).not.toHaveProperty('if-none-match');
  });
});

describe('createContentProxy onEvent', () => {
  it('reports an upstream failure as upstream-error with the brand and status, never a refusal, never the key', async () => {
    const closed = await startLocalServer(() => {});
    await closed.close();
    const events: ContentEvent[] = [];
    const proxy = createContentProxy({
      baseUrl: closed.url,
      apiKey,
      onEvent: (event) => events.push(event),
    });
    expect((await proxy(new Request(`${site}/tag/seo`))).status).toBe(502);
    // A refused request (a path the proxy does not serve) is the caller's problem, not an outage.
    expect((await proxy(new Request('http://site.test/api/content/nope'))).status).toBe(404);
    expect(events).toEqual([
      { kind: 'upstream-error', brandId: 'acme', status: 502, error: expect.anything() },
    ]);
    expect(JSON.stringify(events)).not.toContain(apiKey);
  });
});
