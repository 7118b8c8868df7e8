import { createContentProxy } from 'content-delivery-react/proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../helpers/localServer.js';
import {
  allowedAnswerHeaders,
  apiKey,
  startUpstream,
  type Upstream,
  upstreamShape,
} from './upstream.js';

let upstream: Upstream;
/** Another origin the upstream redirects to: it must never be asked. */
let elsewhere: LocalServer;
beforeAll(async () => {
  elsewhere = await startLocalServer((_req, res) => res.end('{}'));
  upstream = await startUpstream(`${elsewhere.url}/steal`);
});
afterAll(async () => {
  await upstream.close();
  await elsewhere.close();
});

const base = 'http://site.test/api/content/api/v1/content/brands/acme';

/**
 * The proxy the attacks and refusals meet: short bounds, one allowed brand. Created per test: the
 * upstream's port is known only after beforeAll.
 */
/**
 * The proxy's bound on the service: a hanging upstream meets it (504), a real answer from
 * 127.0.0.1 must not, even on a loaded machine (300 ms was exceeded once in CI).
 */
const UPSTREAM_TIMEOUT_MS = 3_000;

const guardedProxy = () =>
  createContentProxy({
    baseUrl: upstream.url,
    apiKey,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    maxResponseBytes: 64 * 1024,
    brands: ['acme'],
  });

/** One attack: the request, the status it must get, and whether the service may be asked at all. */
interface Attack {
  name: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  status: number;
  reachesUpstream: boolean;
}

const attacks: Attack[] = [
  ...['POST', 'PUT', 'DELETE', 'PATCH'].map((method) => ({
    name: method,
    url: `${base}/tag/seo`,
    method,
    status: 405,
    reachesUpstream: false,
  })),
  { name: 'HEAD', url: `${base}/tag/seo`, method: 'HEAD', status: 200, reachesUpstream: true },
  {
    name: 'OPTIONS',
    url: `${base}/tag/seo`,
    method: 'OPTIONS',
    status: 204,
    reachesUpstream: false,
  },
  { name: 'unknown endpoint', url: `${base}/search/seo`, status: 404, reachesUpstream: false },
  { name: 'extra segment', url: `${base}/tag/seo/more`, status: 404, reachesUpstream: false },
  { name: 'trailing slash', url: `${base}/tag/seo/`, status: 404, reachesUpstream: false },
  { name: 'empty segment', url: `${base}//tag/seo`, status: 404, reachesUpstream: false },
  { name: 'missing key', url: `${base}/tag`, status: 404, reachesUpstream: false },
  { name: 'empty key', url: `${base}/tag/`, status: 404, reachesUpstream: false },
  {
    name: 'another API version',
    url: 'http://site.test/api/content/api/v2/content/brands/acme/tag/seo',
    status: 404,
    reachesUpstream: false,
  },
  {
    // As long as basePath, so what follows it looks like a service path.
    name: 'outside basePath, same length',
    url: 'http://site.test/abc/content/api/v1/content/brands/acme/tag/seo',
    status: 404,
    reachesUpstream: false,
  },
  {
    name: 'categories with a key',
    url: `${base}/categories/x`,
    status: 404,
    reachesUpstream: false,
  },
  {
    name: 'other service path',
    url: 'http://site.test/api/content/api/v2/admin',
    status: 404,
    reachesUpstream: false,
  },
  {
    name: 'outside basePath',
    url: 'http://site.test/api/v1/content/brands/acme/tag/seo',
    status: 404,
    reachesUpstream: false,
  },
  {
    name: 'basePath prefix only',
    url: 'http://site.test/api/contentx/api/v1/content/brands/acme/tag/seo',
    status: 404,
    reachesUpstream: false,
  },
  {
    name: '.. climbing out',
    url: `${base}/tag/../../../../admin`,
    status: 404,
    reachesUpstream: false,
  },
  { name: '.. as the key', url: `${base}/tag/..`, status: 404, reachesUpstream: false },
  { name: '%2e%2e', url: `${base}/tag/%2e%2e`, status: 404, reachesUpstream: false },
  { name: '.%2e', url: `${base}/tag/.%2e`, status: 404, reachesUpstream: false },
  {
    name: '%252e%252e (double-encoded)',
    url: `${base}/tag/%252e%252e`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: '%2f inside a segment',
    url: `${base}/tag/a%2f..%2fadmin`,
    status: 400,
    reachesUpstream: false,
  },
  { name: '%5c backslash', url: `${base}/tag/..%5cadmin`, status: 400, reachesUpstream: false },
  { name: 'raw backslash', url: `${base}/tag/..\\..\\admin`, status: 404, reachesUpstream: false },
  {
    name: 'protocol-relative URL',
    url: `${base}/tag//evil.example/x`,
    status: 404,
    reachesUpstream: false,
  },
  {
    name: 'absolute URL',
    url: `${base}/tag/http://evil.example`,
    status: 404,
    reachesUpstream: false,
  },
  {
    name: 'encoded absolute URL',
    url: `${base}/tag/http%3A%2F%2Fevil.example`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: '@evil (a plain tag value)',
    url: `${base}/tag/@evil.example`,
    status: 200,
    reachesUpstream: true,
  },
  { name: 'NUL', url: `${base}/tag/a%00b`, status: 400, reachesUpstream: false },
  { name: 'CR LF', url: `${base}/tag/a%0d%0aSet-Cookie:x`, status: 400, reachesUpstream: false },
  {
    name: 'lone surrogate %ED%A0%80',
    url: `${base}/tag/%ED%A0%80`,
    status: 400,
    reachesUpstream: false,
  },
  { name: 'malformed escape', url: `${base}/tag/%E0%A4%A`, status: 400, reachesUpstream: false },
  {
    name: '1 MB segment',
    url: `${base}/tag/${'a'.repeat(1024 * 1024)}`,
    status: 414,
    reachesUpstream: false,
  },
  ...['1e3', '-1', '0', '01', '99999999999', '2147483648', '1.5', '', ' 1', '0x10'].map(
    (value) => ({
      name: `page=${value}`,
      url: `${base}/tag/seo?page=${value}`,
      status: 400,
      reachesUpstream: false,
    }),
  ),
  {
    name: 'pageSize=1e3',
    url: `${base}/tag/seo?pageSize=1e3`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: 'duplicate page',
    url: `${base}/tag/seo?page=1&page=2`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: 'duplicate pageSize',
    url: `${base}/tag/seo?pageSize=1&pageSize=1`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: 'unknown parameter',
    url: `${base}/tag/seo?apiKey=x`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: 'parameter pollution',
    url: `${base}/tag/seo?page=1&url=http://evil.example`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: 'paging on categories',
    url: `${base}/categories?page=1`,
    status: 400,
    reachesUpstream: false,
  },
  {
    name: 'largest int32 page',
    url: `${base}/tag/seo?page=2147483647&pageSize=100`,
    status: 200,
    reachesUpstream: true,
  },
  ...[
    ['Authorization', 'Bearer caller-token'],
    ['Cookie', 'session=caller'],
    ['Proxy-Authorization', 'Basic Y2FsbGVy'],
    ['X-Forwarded-For', '10.0.0.1'],
    ['X-Forwarded-Host', 'evil.example'],
    ['X-Forwarded-Proto', 'http'],
    ['Forwarded', 'for=10.0.0.1;host=evil.example'],
    ['X-Api-Key', 'caller-key'],
    ['Host', 'evil.example'],
  ].map(([name = '', value = '']) => ({
    name: `caller ${name}`,
    url: `${base}/tag/seo`,
    headers: { [name]: value },
    status: 200,
    reachesUpstream: true,
  })),
  {
    name: 'upstream Set-Cookie (and other unsafe headers)',
    url: `${base}/categories`,
    status: 200,
    reachesUpstream: true,
  },
  {
    name: 'upstream echoes the key in the body',
    url: `${base}/tag/echo-key-body`,
    status: 502,
    reachesUpstream: true,
  },
  {
    name: 'upstream echoes the key percent-encoded',
    url: `${base}/tag/echo-key-encoded`,
    status: 502,
    reachesUpstream: true,
  },
  {
    name: 'upstream echoes the key as JSON escapes',
    url: `${base}/tag/echo-key-escaped`,
    status: 502,
    reachesUpstream: true,
  },
  {
    name: 'upstream echoes the key in a header',
    url: `${base}/tag/echo-key-header`,
    status: 502,
    reachesUpstream: true,
  },
  {
    name: 'upstream echoes the key in a problem',
    url: `${base}/tag/echo-key-problem`,
    status: 502,
    reachesUpstream: true,
  },
  {
    name: 'upstream redirect to another origin',
    url: `${base}/tag/redirect`,
    status: 502,
    reachesUpstream: true,
  },
  { name: 'upstream hangs', url: `${base}/tag/hang`, status: 504, reachesUpstream: true },
  { name: 'upstream endless body', url: `${base}/tag/endless`, status: 502, reachesUpstream: true },
  { name: 'upstream HTML error page', url: `${base}/tag/html`, status: 404, reachesUpstream: true },
  {
    name: 'upstream 304 Not Modified',
    url: `${base}/tag/seo`,
    headers: { 'If-None-Match': '"v1"' },
    status: 304,
    reachesUpstream: true,
  },
  {
    name: 'upstream 404 problem',
    url: `${base}/tag/not-found`,
    status: 404,
    reachesUpstream: true,
  },
  {
    name: 'upstream 429 with Retry-After',
    url: `${base}/tag/rate-limited`,
    status: 429,
    reachesUpstream: true,
  },
  {
    name: 'refused brand',
    url: 'http://site.test/api/content/api/v1/content/brands/globex/tag/seo',
    status: 404,
    reachesUpstream: false,
  },
];

/** Whether a raw upstream path, decoded once as a server would, could navigate. */
function navigates(path: string): boolean {
  const segments = path.split('?')[0]?.split('/') ?? [];
  return segments.some((segment) => {
    const decoded = decodeURIComponent(segment);
    return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded);
  });
}

describe('createContentProxy is not an open proxy', () => {
  it.each(attacks)('$name → $status', async ({ url, method, headers, status, reachesUpstream }) => {
    const before = upstream.log.length;
    const response = await guardedProxy()(
      new Request(url, { method: method ?? 'GET', headers: headers ?? {} }),
    );
    const body = await response.text();
    expect(response.status).toBe(status);

    expect(elsewhere.requests).toEqual([]);
    const received = upstream.log.slice(before);
    expect(received.length).toBe(reachesUpstream ? 1 : 0);
    for (const request of received) {
      expect(request.method).toBe('GET');
      expect(request.url).toMatch(upstreamShape);
      expect(navigates(request.url)).toBe(false);
      expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
      expect(request.headers.host).toBe(new URL(upstream.url).host);
      for (const name of [
        'cookie',
        'proxy-authorization',
        'x-api-key',
        'forwarded',
        'x-forwarded-for',
        'x-forwarded-host',
        'x-forwarded-proto',
      ]) {
        expect(request.headers).not.toHaveProperty(name);
      }
    }

    const names = [...response.headers.keys()];
    expect(names.filter((name) => !allowedAnswerHeaders.has(name))).toEqual([]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
    const everything = `${body}\n${[...response.headers].join('\n')}`.toLowerCase();
    for (const form of [apiKey, encodeURIComponent(apiKey), 'secret-123']) {
      expect(everything).not.toContain(form.toLowerCase());
    }
    expect(everything).not.toContain('127.0.0.1');
    if (status >= 400 && method !== 'HEAD') {
      expect(response.headers.get('content-type')).toMatch(/^application\/(problem\+)?json/);
    }
    if (method === 'HEAD') expect(body).toBe('');
    if (status === 405) expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    if (status === 204) expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    if (status === 429) expect(response.headers.get('retry-after')).toBe('7');
  });
});

// What a developer reads in the network tab when the proxy refuses: an RFC 9457 problem whose
// detail says what to change, never cached (a fixed URL must not stay refused).
describe('createContentProxy explains each refusal', () => {
  const site = 'http://site.test/api/content/api/v1/content/brands';
  const identifierRefusal =
    'contains a slash, a backslash, a control character or a percent escape.';

  it.each([
    [
      `${base}/tag/seo?page=0`,
      400,
      'The page query parameter must be a whole number from 1 to 2147483647.',
    ],
    [
      `${base}/tag/seo?pageSize=2147483648`,
      400,
      'The pageSize query parameter must be a whole number from 1 to 2147483647.',
    ],
    [`${base}/tag/seo?page=1&page=2`, 400, 'The page query parameter is given more than once.'],
    [`${base}/tag/seo?sort=new`, 400, 'Only the page and pageSize query parameters are accepted.'],
    [`${base}/categories?page=1`, 400, 'The categories endpoint takes no query parameters.'],
    [`${base}/tag/%E0%A4%A`, 400, 'The tag is not valid percent-encoded UTF-8.'],
    [`${base}/lang/%252e`, 400, `The lang ${identifierRefusal}`],
    [`${base}/category/a%2Fb`, 400, `The category id ${identifierRefusal}`],
    [`${site}/ac%5Cme/categories`, 400, `The brand id ${identifierRefusal}`],
    [`${site}/%E0%A4%A/categories`, 400, 'The brand id is not valid percent-encoded UTF-8.'],
    [`${base}/tag/${'a'.repeat(4096)}`, 414, 'The path and query must be at most 4096 characters.'],
    [`${base}/search/seo`, 404, 'The content proxy does not serve this path.'],
    [
      `${base}/tag/hang`,
      504,
      `The content service did not answer within ${UPSTREAM_TIMEOUT_MS} ms.`,
    ],
    [`${base}/tag/endless`, 502, "The content service's answer is larger than 65536 bytes."],
    [
      `${base}/tag/redirect`,
      502,
      'The content service answered with a redirect, which the proxy does not follow.',
    ],
    [
      `${base}/tag/echo-key-body`,
      502,
      "The content service's answer contained the proxy's credentials; it was withheld.",
    ],
    [`${base}/tag/html-ok`, 502, 'The content service answered without JSON.'],
    [`${base}/tag/html`, 404, 'The content service answered 404 without JSON details.'],
  ] as const)('%s → %i', async (url, status, detail) => {
    const response = await guardedProxy()(new Request(url));
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: reasonPhraseOf(status),
      status,
      detail,
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBeNull();
  });

  it('answers 405 with the methods it takes, and keeps Retry-After on an error page', async () => {
    const post = await guardedProxy()(new Request(`${base}/tag/seo`, { method: 'POST' }));
    expect(await post.json()).toMatchObject({
      title: 'Method Not Allowed',
      detail: 'The content proxy is read-only: use GET or HEAD.',
    });
    const slowDown = await guardedProxy()(new Request(`${base}/tag/html-rate-limited`));
    expect(slowDown.status).toBe(429);
    expect(slowDown.headers.get('retry-after')).toBe('30');
    expect(await slowDown.json()).toMatchObject({
      title: 'Too Many Requests',
      detail: 'The content service answered 429 without JSON details.',
    });
  });
});

/** The reason phrase the proxy titles a problem with. */
function reasonPhraseOf(status: number): string {
  const phrases: Record<number, string> = {
    400: 'Bad Request',
    404: 'Not Found',
    414: 'URI Too Long',
    502: 'Bad Gateway',
    504: 'Gateway Timeout',
  };
  return phrases[status] ?? '';
}

// Only JSON is served on the site's origin: a content type is read as the media type before
// its parameters, `application/json` or any `+json` type.
describe('createContentProxy serves JSON only', () => {
  const handler = () => createContentProxy({ baseUrl: upstream.url, apiKey });

  it.each([
    ['json-bare', 200],
    ['json-spaced', 200],
    ['json-vendor', 200],
    ['json-problem', 200],
    ['jsonp', 502],
    ['json-in-parameter', 502],
  ] as const)('answers a page declared %s with %i', async (name, status) => {
    const response = await handler()(new Request(`${base}/tag/ctype-${name}`));
    expect(response.status).toBe(status);
  });
});

// A service that echoes the key writes it as its JSON encoder does: PHP's `json_encode` writes
// `/` as `\/`, every encoder writes `"` as `\"` and `\` as `\\`. A browser's `JSON.parse`
// undoes each of them, so each must be caught as surely as the `\u0041` form above.
describe('createContentProxy withholds a key echoed behind JSON escapes', () => {
  it.each([
    [
      '`/` written as `\\/`',
      'sk_live_Echo/Slash/Key',
      (body: string) => body.replaceAll('/', '\\/'),
    ],
    ['`"` written as `\\"`', 'sk_live_Echo"Quote"Key', (body: string) => body],
    ['`\\` written as `\\\\`', 'sk_live_Echo\\Backslash\\Key', (body: string) => body],
  ])('%s', async (_name, key, encode) => {
    const echoing = await startLocalServer((req, res) => {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(encode(JSON.stringify({ echoed: token })));
    });
    try {
      const proxy = createContentProxy({ baseUrl: echoing.url, apiKey: key });
      const response = await proxy(new Request(`${base}/tag/seo`));
      const revealed: unknown = JSON.parse(await response.text());
      // What the browser would read: not the key.
      expect(Object.values(revealed as object)).not.toContain(key);
      expect(response.status).toBe(502);
      expect(echoing.requests).toHaveLength(1);
    } finally {
      await echoing.close();
    }
  });
});
