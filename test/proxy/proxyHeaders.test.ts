import type { IncomingHttpHeaders } from 'node:http';
import { createContentProxy } from 'content-delivery-react/proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../helpers/localServer.js';
import { apiKey } from './upstream.js';

// Every header the proxy passes on or drops, both ways, as one table each: what a service
// answers reaches the browser (and any CDN in front of the proxy) only if the table says so, and
// what a browser sends reaches the service only if the table says so. A header dropped by
// mistake (`vary`: a CDN would serve one negotiated answer for every request) or passed by
// mistake (`set-cookie` on the site's own origin) fails its row.

/** `[header, value the service sends, what the browser receives]`: `undefined` when dropped. */
const responseHeaders: [name: string, sent: string, received: string | undefined][] = [
  ['content-type', 'application/json; charset=utf-8', 'application/json; charset=utf-8'],
  [
    'cache-control',
    'public, max-age=60, stale-while-revalidate=600',
    'public, max-age=60, stale-while-revalidate=600',
  ],
  ['etag', 'W/"v1"', 'W/"v1"'],
  ['last-modified', 'Tue, 04 Aug 2026 19:05:00 GMT', 'Tue, 04 Aug 2026 19:05:00 GMT'],
  ['vary', 'Accept, Accept-Encoding', 'Accept, Accept-Encoding'],
  ['retry-after', '120', '120'],
  // The proxy's own protections replace the service's.
  [
    'content-security-policy',
    'default-src *',
    "default-src 'none'; frame-ancestors 'none'; sandbox",
  ],
  ['x-content-type-options', 'sniff-please', 'nosniff'],
  // Dropped: state, redirects, credentials, cross-origin grants, the service's identity.
  ['set-cookie', 'session=upstream; HttpOnly', undefined],
  ['location', 'https://evil.example/', undefined],
  ['refresh', '0; url=https://evil.example/', undefined],
  ['link', '<https://evil.example/x.css>; rel=stylesheet', undefined],
  ['www-authenticate', 'Basic realm="cds"', undefined],
  ['access-control-allow-origin', '*', undefined],
  ['access-control-allow-credentials', 'true', undefined],
  ['strict-transport-security', 'max-age=0', undefined],
  ['x-frame-options', 'ALLOWALL', undefined],
  ['content-disposition', 'attachment; filename=x.html', undefined],
  ['content-language', 'de', undefined],
  ['server', 'cds/1.0', undefined],
  ['x-powered-by', 'ASP.NET', undefined],
  ['x-internal-host', 'cds-internal.example', undefined],
  ['alt-svc', 'h3=":443"', undefined],
  ['clear-site-data', '"*"', undefined],
  ['expires', 'Thu, 01 Jan 1970 00:00:00 GMT', undefined],
];

/** `[header, value the browser sends, what the service receives]`: `undefined` when dropped. */
const requestHeaders: [name: string, sent: string, received: string | undefined][] = [
  ['accept', 'text/json', 'text/json'],
  ['accept-language', 'de-AT, de;q=0.9', 'de-AT, de;q=0.9'],
  ['if-none-match', 'W/"v1"', 'W/"v1"'],
  ['if-modified-since', 'Tue, 04 Aug 2026 19:05:00 GMT', 'Tue, 04 Aug 2026 19:05:00 GMT'],
  // The proxy's key replaces the caller's credentials; the rest is the visitor's, not the service's.
  ['authorization', 'Bearer visitor-token', `Bearer ${apiKey}`],
  ['cookie', 'session=visitor', undefined],
  ['proxy-authorization', 'Basic eDp5', undefined],
  ['x-api-key', 'visitor-key', undefined],
  ['x-forwarded-for', '203.0.113.7', undefined],
  ['x-forwarded-host', 'evil.example', undefined],
  ['forwarded', 'for=203.0.113.7', undefined],
  ['origin', 'https://evil.example', undefined],
  ['referer', 'https://www.example.com/private?token=1', undefined],
  ['range', 'bytes=0-10', undefined],
  ['if-match', '"v1"', undefined],
  ['if-range', '"v1"', undefined],
  ['x-http-method-override', 'DELETE', undefined],
];

let upstream: LocalServer;
let received: IncomingHttpHeaders = {};
beforeAll(async () => {
  upstream = await startLocalServer((req, res) => {
    received = req.headers;
    res.writeHead(
      200,
      responseHeaders.map(([name, sent]) => [name, sent]),
    );
    res.end(JSON.stringify({ page: 1, pageSize: 10, totalCount: 0, data: [] }));
  });
});
afterAll(() => upstream.close());

const path = '/api/content/api/v1/content/brands/acme/categories';

describe('the headers the proxy passes on and drops', () => {
  it('passes on to the browser only the service headers its table names', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(new Request(`https://www.example.com${path}`));
    expect(response.status).toBe(200);
    const answered = Object.fromEntries(
      responseHeaders.map(([name]) => [name, response.headers.get(name) ?? undefined]),
    );
    expect(answered).toEqual(
      Object.fromEntries(responseHeaders.map(([name, , expected]) => [name, expected])),
    );
    // Nothing the table does not name either (a length is the proxy's own).
    const names = [...response.headers.keys()].filter((name) => name !== 'content-length');
    const passed = responseHeaders.filter(([, , expected]) => expected !== undefined);
    expect(names.sort()).toEqual(passed.map(([name]) => name).sort());
  });

  it('passes on to the service only the browser headers its table names', async () => {
    const proxy = createContentProxy({ baseUrl: upstream.url, apiKey });
    const response = await proxy(
      new Request(`https://www.example.com${path}`, {
        headers: new Headers(requestHeaders.map(([name, sent]): [string, string] => [name, sent])),
      }),
    );
    expect(response.status).toBe(200);
    const arrived = Object.fromEntries(
      requestHeaders.map(([name]) => {
        const value = received[name];
        return [name, Array.isArray(value) ? value.join(', ') : value];
      }),
    );
    expect(arrived).toEqual(
      Object.fromEntries(requestHeaders.map(([name, , expected]) => [name, expected])),
    );
  });

  it('answers a revalidation by date with the service’s 304, no body, the validators kept', async () => {
    const notModified = await startLocalServer((req, res) => {
      const since = req.headers['if-modified-since'];
      res.writeHead(since === 'Tue, 04 Aug 2026 19:05:00 GMT' ? 304 : 200, {
        'last-modified': 'Tue, 04 Aug 2026 19:05:00 GMT',
        'cache-control': 'max-age=60',
        vary: 'Accept',
        'content-type': 'application/json',
      });
      res.end(
        since === undefined ? '{"page":1,"pageSize":10,"totalCount":0,"data":[]}' : undefined,
      );
    });
    try {
      const proxy = createContentProxy({ baseUrl: notModified.url, apiKey });
      const response = await proxy(
        new Request(`https://www.example.com${path}`, {
          headers: { 'if-modified-since': 'Tue, 04 Aug 2026 19:05:00 GMT' },
        }),
      );
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('last-modified')).toBe('Tue, 04 Aug 2026 19:05:00 GMT');
      expect(response.headers.get('vary')).toBe('Accept');
    } finally {
      await notModified.close();
    }
  });
});
