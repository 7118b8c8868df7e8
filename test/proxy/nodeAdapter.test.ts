import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createContentProxy, toNodeListener } from 'content-delivery-react/proxy';
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
function rawRequest(text: string): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', () => {});
    socket.setTimeout(2_000, () => socket.destroy());
  });
}

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
