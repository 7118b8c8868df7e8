import type { IncomingMessage, ServerResponse } from 'node:http';
import { type LocalServer, startLocalServer } from '../helpers/localServer.js';

/** The key the proxy adds in these tests: `/` and `+` make its encoded forms differ from it. */
export const apiKey = 'sk_live_Secret-123/x+y';

/** What the upstream received: method, raw target and headers. */
export interface UpstreamRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

export interface Upstream extends LocalServer {
  log: UpstreamRequest[];
  /** Requests whose connection closed before an answer was complete. */
  closedEarly: number;
}

export const page = { page: 1, pageSize: 10, totalCount: 0, data: [] };

/** Headers a careless service sends that must never reach the caller. */
const unsafeHeaders = {
  'set-cookie': 'session=upstream; HttpOnly',
  'www-authenticate': 'Basic realm="cds"',
  'access-control-allow-origin': '*',
  server: 'cds/1.0',
  'x-internal-host': 'cds-internal.example',
};

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

/** Where the `redirect` behaviour points: another origin (a second local server in the attack test). */
let redirectTarget = 'http://evil.example/steal';

/** Behaviour by tag: `/tag/{name}` picks one; any other path gets a page with unsafe headers. */
const behaviours = new Map<string, Behaviour>([
  ['echo-key-body', (req, res) => json(res, 200, { echoed: req.headers.authorization })],
  ['echo-key-encoded', (_req, res) => json(res, 200, { echoed: encodeURIComponent(apiKey) })],
  [
    'echo-key-escaped',
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const escaped = [...apiKey].map(
        (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      res.end(`{"echoed":"${escaped.join('')}"}`);
    },
  ],
  ['echo-key-header', (_req, res) => json(res, 200, page, { etag: `"${apiKey}"` })],
  [
    'echo-key-problem',
    (req, res) =>
      json(res, 401, { title: 'Unauthorized', detail: `bad ${req.headers.authorization}` }),
  ],
  [
    'redirect',
    (_req, res) => {
      res.writeHead(301, { location: redirectTarget });
      res.end();
    },
  ],
  ['hang', () => {}],
  [
    'endless',
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 32);
      let written = 0;
      // Bounded (64 MiB) so a broken proxy cannot make the test run forever.
      const writeMore = () => {
        while (written < 4096 && !res.destroyed) {
          written++;
          if (!res.write(chunk)) return void res.once('drain', writeMore);
        }
        res.end();
      };
      writeMore();
    },
  ],
  [
    'not-found',
    (_req, res) =>
      json(
        res,
        404,
        { title: 'Not Found', status: 404, detail: 'No such tag' },
        {},
        'application/problem+json',
      ),
  ],
  [
    'rate-limited',
    (_req, res) =>
      json(
        res,
        429,
        { title: 'Too Many Requests', status: 429 },
        { 'retry-after': '7' },
        'application/problem+json',
      ),
  ],
  [
    'html',
    (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<script>alert(document.cookie)</script>');
    },
  ],
  [
    // About 2 MB of JSON: more than a socket takes without waiting for the reader.
    'large',
    (_req, res) =>
      json(res, 200, {
        ...page,
        totalCount: 2000,
        data: Array.from({ length: 2000 }, (_, index) => ({
          id: `i${index}`,
          body: 'x'.repeat(1000),
        })),
      }),
  ],
  [
    'html-ok',
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<script>alert(document.cookie)</script>');
    },
  ],
  [
    'html-rate-limited',
    (_req, res) => {
      res.writeHead(429, { 'content-type': 'text/html', 'retry-after': '30' });
      res.end('<p>Slow down</p>');
    },
  ],
  // A page declared with each content type: `ctype-json-bare` answers `application/json`.
  ...Object.entries({
    'json-bare': 'application/json',
    'json-spaced': 'application/json ; charset=utf-8',
    'json-vendor': 'application/vnd.cds.v1+json; charset=utf-8',
    'json-problem': 'application/problem+json',
    jsonp: 'application/jsonp',
    'json-in-parameter': 'text/plain; format=application/json',
  }).map(([name, contentType]): [string, Behaviour] => [
    `ctype-${name}`,
    (_req, res) => json(res, 200, page, {}, contentType),
  ]),
]);

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'application/json; charset=utf-8',
): void {
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(JSON.stringify(body));
}

/** A `node:http` service on 127.0.0.1 that records every request it receives. */
export async function startUpstream(redirectTo?: string): Promise<Upstream> {
  if (redirectTo !== undefined) redirectTarget = redirectTo;
  const log: UpstreamRequest[] = [];
  const upstream: Upstream = Object.assign(
    await startLocalServer((req, res) => {
      log.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
      res.once('close', () => {
        if (!res.writableFinished) upstream.closedEarly++;
      });
      const tag = /\/tag\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
      const behaviour = behaviours.get(tag);
      if (behaviour) return behaviour(req, res);
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"', 'cache-control': 'max-age=60', ...unsafeHeaders });
        return void res.end();
      }
      json(res, 200, page, { 'cache-control': 'max-age=60', etag: '"v1"', ...unsafeHeaders });
    }),
    { log, closedEarly: 0 },
  );
  return upstream;
}

/** The four shapes, exactly: what the upstream may ever see. */
export const upstreamShape =
  /^\/api\/v1\/content\/brands\/[^/?#]+\/(?:categories|(?:category|lang|tag)\/[^/?#]+(?:\?page=[1-9]\d*(?:&pageSize=[1-9]\d*)?|\?pageSize=[1-9]\d*)?)$/;

/** Headers the caller may see from the proxy. */
export const allowedAnswerHeaders = new Set([
  'content-type',
  'content-length',
  'cache-control',
  'retry-after',
  'etag',
  'last-modified',
  'vary',
  'allow',
  'x-content-type-options',
  'content-security-policy',
]);
