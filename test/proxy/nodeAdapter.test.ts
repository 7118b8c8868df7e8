import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import {
  type ContentProxyHandler,
  createContentProxy,
  toNodeListener,
} from 'content-delivery-react/proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, startUpstream, type Upstream } from './upstream.js';

let upstream: Upstream;
let server: Server;
let origin: string;

beforeAll(async () => {
  upstream = await startUpstream();
  const proxy = createContentProxy({ baseUrl: upstream.url, apiKey, timeoutMs: 2_000 });
  server = createServer(toNodeListener(proxy));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await upstream.close();
});

/** Sends one raw HTTP/1.1 request and resolves the status line (or '' when the connection closed without one). */
async function rawRequest(text: string): Promise<string> {
  return (await rawExchange(text)).split('\r\n')[0] ?? '';
}

/** Sends one raw HTTP/1.1 request and resolves everything received until the connection closed. */
function rawExchange(text: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', () => {});
    socket.setTimeout(2_000, () => socket.destroy());
  });
}

/**
 * `handler` behind `toNodeListener` on a server of its own, each request first passed through
 * `frame` (what a framework may do to Node's message before the listener sees it).
 */
async function serveHandler(
  handler: ContentProxyHandler,
  frame: (request: IncomingMessage) => void = () => {},
): Promise<{ origin: string; close(): Promise<void> }> {
  const listener = toNodeListener(handler);
  const own = createServer((request: IncomingMessage, response: ServerResponse) => {
    frame(request);
    listener(request, response);
  });
  await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(own.address() as AddressInfo).port}`,
    close: async () => {
      own.closeAllConnections();
      await new Promise((resolve) => own.close(resolve));
    },
  };
}

/** A handler answering with the method, URL and headers of the `Request` it was given. */
const echo: ContentProxyHandler = async (request) =>
  Response.json({
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
  });

describe('toNodeListener', () => {
  it('serves the proxy over real HTTP', async () => {
    const response = await fetch(
      `${origin}/api/content/api/v1/content/brands/acme/tag/seo?page=2`,
      {
        headers: { cookie: 'session=caller', authorization: 'Bearer caller' },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ totalCount: 0 });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const received = upstream.log.at(-1);
    expect(received?.url).toBe('/api/v1/content/brands/acme/tag/seo?page=2');
    expect(received?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(received?.headers.cookie).toBeUndefined();
  });

  it('answers HEAD without a body and OPTIONS with Allow', async () => {
    const head = await fetch(`${origin}/api/content/api/v1/content/brands/acme/categories`, {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const options = await fetch(`${origin}/api/content/api/v1/content/brands/acme/categories`, {
      method: 'OPTIONS',
    });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('refuses methods fetch cannot even send, and routes by path, never by Host or absolute targets', async () => {
    const before = upstream.log.length;
    const path = '/api/content/api/v1/content/brands/acme/tag/seo';
    expect(await rawRequest(`TRACE ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)).toBe(
      'HTTP/1.1 405 Method Not Allowed',
    );
    expect(await rawRequest(`TRACK ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)).toBe(
      // Node's own parser does not know TRACK.
      'HTTP/1.1 400 Bad Request',
    );
    // Node closes a CONNECT that no 'connect' listener takes: nothing is forwarded.
    expect(
      await rawRequest(`CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`),
    ).not.toMatch(/ 200 /);
    expect(
      await rawRequest(
        `GET //evil.example${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      ),
    ).toBe('HTTP/1.1 404 Not Found');
    expect(upstream.log.length).toBe(before);
    expect(
      await rawRequest(
        `GET http://evil.example${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      ),
    ).toBe('HTTP/1.1 200 OK');
    expect(
      await rawRequest(`GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`),
    ).toBe('HTTP/1.1 200 OK');
    // Both went to the configured service, whatever the Host or target named.
    expect(upstream.log.slice(before).map((request) => request.headers.host)).toEqual([
      new URL(upstream.url).host,
      new URL(upstream.url).host,
    ]);
  });

  it('passes If-None-Match on, so a conditional request gets 304', async () => {
    const response = await fetch(`${origin}/api/content/api/v1/content/brands/acme/categories`, {
      headers: { 'if-none-match': '"v1"' },
    });
    expect(response.status).toBe(304);
  });

  it('streams a body larger than the socket buffer whole, waiting for the reader', async () => {
    const response = await fetch(`${origin}/api/content/api/v1/content/brands/acme/tag/large`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[] };
    expect(body.data).toHaveLength(2000);
  });

  it('answers 400 for a target that is not a URL, with no body for HEAD', async () => {
    const get = await rawExchange(
      'GET http://[::1/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(get.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(get).toContain('"detail":"The request target is not a valid path."');
    const head = await rawExchange(
      'HEAD http://[::1/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(head.split('\r\n\r\n')[1]).toBe('');
    expect(
      await rawRequest('OPTIONS http://[::1/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ).toBe('HTTP/1.1 400 Bad Request');
    expect(
      await rawRequest('DELETE http://[::1/x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ).toBe('HTTP/1.1 405 Method Not Allowed');
  });

  it('reads a message whose framework cleared its target and method as a GET of the root', async () => {
    const served = await serveHandler(echo, (request) => {
      request.url = undefined;
      request.method = undefined;
    });
    try {
      const response = await fetch(`${served.origin}/api/content/x`, { method: 'POST' });
      expect(await response.json()).toMatchObject({ method: 'GET', url: 'http://localhost/' });
    } finally {
      await served.close();
    }
  });

  it('hands the handler the headers as fetch joins them, without undefined or pseudo-headers', async () => {
    const served = await serveHandler(echo, (request) => {
      request.headers['x-list'] = ['a', 'b'];
      request.headers['x-missing'] = undefined;
      request.headers[':authority'] = 'evil.example';
    });
    try {
      const response = await fetch(`${served.origin}/api/content/x`, {
        headers: { 'x-given': 'yes' },
      });
      const { headers } = (await response.json()) as { headers: Record<string, string> };
      expect(headers).toMatchObject({ 'x-given': 'yes', 'x-list': 'a, b' });
      expect(Object.keys(headers)).not.toContain('x-missing');
      expect(Object.keys(headers)).not.toContain(':authority');
    } finally {
      await served.close();
    }
  });

  it('sends a bodiless answer with no body', async () => {
    const served = await serveHandler(async () => new Response(null, { status: 200 }));
    try {
      const response = await fetch(`${served.origin}/api/content/x`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    } finally {
      await served.close();
    }
  });

  it('stops reading a streamed answer when the client goes away', async () => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new TextEncoder().encode('tick\n')), 10);
      },
      cancel() {
        cancelled = true;
        clearInterval(timer);
      },
    });
    const served = await serveHandler(async () => new Response(endless));
    try {
      const request = httpRequest(`${served.origin}/api/content/x`);
      request.on('error', () => {});
      const firstChunk = new Promise<void>((resolve) =>
        request.on('response', (response) => response.once('data', () => resolve())),
      );
      request.end();
      await firstChunk;
      request.destroy();
      for (let tries = 0; !cancelled && tries < 100; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(cancelled).toBe(true);
    } finally {
      clearInterval(timer);
      await served.close();
    }
  });

  it('answers 500 when the handler fails', async () => {
    const failing = createServer(toNodeListener(() => Promise.reject(new Error('handler bug'))));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = failing.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/content/x`);
      expect(response.status).toBe(500);
    } finally {
      failing.closeAllConnections();
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it('aborts the upstream request when the client goes away', async () => {
    const closedBefore = upstream.closedEarly;
    const sent = upstream.log.length;
    const request = httpRequest(`${origin}/api/content/api/v1/content/brands/acme/tag/hang`);
    request.on('error', () => {});
    request.end();
    // Wait until the upstream has the request, then hang up.
    for (let tries = 0; upstream.log.length === sent && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    request.destroy();
    for (let tries = 0; upstream.closedEarly === closedBefore && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Well before the 2 s timeout.
    expect(upstream.closedEarly).toBe(closedBefore + 1);
  });
});
