import { reasonPhrases } from '../client/errorBuilding.js';
import type { Redactor } from '../client/redact.js';

/** The methods the proxy answers; every other one gets 405. */
const allowedMethods = 'GET, HEAD, OPTIONS';

/**
 * Upstream response headers passed to the caller; every other one is dropped (`set-cookie`,
 * `location`, `www-authenticate` (a browser would prompt for a password), `access-control-*`,
 * `server`, `content-encoding` (the body is passed decoded), …). `vary` is kept so a shared
 * cache in front of the proxy does not serve one negotiated answer (JSON, `text/json`, text; a
 * language) for every request; `etag` and `last-modified` so a browser can revalidate.
 */
const passedResponseHeaders = [
  'content-type',
  'cache-control',
  'retry-after',
  'etag',
  'last-modified',
  'vary',
];

/**
 * Sent with every answer: the proxy answers on the site's own origin, so a body must never be
 * sniffed or run as a page, whatever the service sends.
 */
const protectiveHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
};

/**
 * Statuses whose response must not have a body (`new Response` refuses one). Fetch gives them
 * none; a custom fetch (a polyfill, a wrapper) may.
 */
const nullBodyStatuses = new Set([204, 205, 304]);

/** The headers of an answer: `protectiveHeaders` plus `extra`. */
function answerHeaders(extra: Iterable<[string, string]>): Headers {
  const headers = new Headers(Object.entries(protectiveHeaders));
  for (const [name, value] of extra) headers.set(name, value);
  return headers;
}

/** One refusal or failure made by the proxy itself: status, a reason-phrase title and a detail that names no secret and no upstream host. */
export interface ProxyProblem {
  status: number;
  detail: string;
  /** Extra response headers (`allow` for 405). */
  headers?: Readonly<Record<string, string>>;
}

/** An `application/problem+json` answer (RFC 9457) for `problem`; no body for HEAD. */
export function problemResponse(problem: ProxyProblem, method: string): Response {
  const title = reasonPhrases[problem.status] ?? problemTitles.get(problem.status) ?? 'Error';
  const body = JSON.stringify({
    type: 'about:blank',
    title,
    status: problem.status,
    detail: problem.detail,
  });
  const headers = answerHeaders([
    ['content-type', 'application/problem+json'],
    ['cache-control', 'no-store'],
    ...Object.entries(problem.headers ?? {}),
  ]);
  return new Response(method === 'HEAD' ? null : body, { status: problem.status, headers });
}

/** Titles of the proxy's own statuses that the client's reason phrases do not list. */
const problemTitles = new Map([
  [405, 'Method Not Allowed'],
  [414, 'URI Too Long'],
]);

/** The 405 answer for a method other than GET, HEAD and OPTIONS. */
export const methodNotAllowed: ProxyProblem = {
  status: 405,
  detail: 'The content proxy is read-only: use GET or HEAD.',
  headers: { allow: allowedMethods },
};

/** The 204 answer to OPTIONS: the allowed methods, no CORS headers (the proxy is same-origin). */
export function optionsResponse(): Response {
  return new Response(null, { status: 204, headers: answerHeaders([['allow', allowedMethods]]) });
}

/** The caller's answer from a checked upstream answer: its status, the passed headers and the body bytes (none for HEAD). */
export function passThroughResponse(
  upstream: Response,
  body: Uint8Array<ArrayBuffer> | null,
  method: string,
): Response {
  const headers = answerHeaders(
    passedResponseHeaders.flatMap((name): [string, string][] => {
      const value = upstream.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const withBody = method !== 'HEAD' && !nullBodyStatuses.has(upstream.status) && body !== null;
  return new Response(withBody ? body : null, { status: upstream.status, headers });
}

/**
 * A 200 JSON answer the proxy makes itself (an index lookup's or a search's), with `headers`
 * (its `cache-control`, …); no body for HEAD.
 */
export function jsonResponse(
  json: string,
  method: string,
  headers: Readonly<Record<string, string>>,
): Response {
  const answered = answerHeaders([
    ['content-type', 'application/json; charset=utf-8'],
    ...Object.entries(headers),
  ]);
  return new Response(method === 'HEAD' ? null : json, { status: 200, headers: answered });
}

/** The passed-through headers' values, for the key check. */
export function passedHeaderValues(upstream: Response): string[] {
  return passedResponseHeaders
    .map((name) => upstream.headers.get(name))
    .filter((value) => value !== null);
}

/** Whether `response` is declared JSON (`application/json`, `application/problem+json`, any `+json`). */
export function isJsonContentType(response: Response): boolean {
  return Boolean(
    response.headers.get('content-type')?.match(/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i),
  );
}

/**
 * JSON's escapes undone (`\u0041` → `A`, `\"` → `"`), so a key written with escapes is
 * found too: a client's `JSON.parse` would reveal it. Detection only, so an odd `\\u0041`
 * that decodes to a false match costs at worst a refused answer.
 */
function withoutJsonEscapes(text: string): string {
  return text
    .replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
    .replace(/\\(["\\/])/g, '$1');
}

/**
 * Whether any of `texts` holds a secret of `redactor` (the API key or a configured secret
 * header's value), as written, percent- or form-encoded in any way (the client's redaction
 * patterns), or behind JSON escapes.
 */
export function containsSecret(redactor: Redactor, texts: readonly string[]): boolean {
  return texts.some((text) => {
    if (redactor.text(text) !== text) return true;
    // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut, same answer
    if (!text.includes('\\')) return false;
    const unescaped = withoutJsonEscapes(text);
    return redactor.text(unescaped) !== unescaped;
  });
}
