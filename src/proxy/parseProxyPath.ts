import { type Endpoint, type PageParams, segment } from '../client/url.js';
import type { ProxyProblem } from './proxyResponse.js';

/** One of the four endpoints, with its decoded identifiers and checked paging. */
export interface ProxyRoute {
  endpoint: Endpoint;
  brandId: string;
  /** The category id, language or tag; `undefined` for `categories`. */
  key: string | undefined;
  params: PageParams;
}

/** The segments between `basePath` and the brand, exactly as the service spells them. */
const servicePrefix = ['api', 'v1', 'content', 'brands'];

/**
 * The endpoint segment after the brand, as the client's URL builder names it; keyed by the
 * segment as read, so a missing one (`undefined`) finds nothing.
 */
const endpoints = new Map<string | undefined, Endpoint>([
  ['categories', 'categories'],
  ['category', 'category'],
  ['lang', 'lang'],
  ['tag', 'tag'],
]);

/** Longest path plus query accepted; identifiers are short, and upstreams refuse long URLs. */
const maxPathLength = 4096;

/** The largest int32: the client's range for `page` and `pageSize`. */
const int32Max = 2147483647;

/** The answer to any path the proxy does not serve, and to a refused brand (the same, so brands are not revealed). */
export const notFound: ProxyProblem = {
  status: 404,
  detail: 'The content proxy does not serve this path.',
};

/** A 400 problem with `detail`. */
export const badRequest = (detail: string): ProxyProblem => ({ status: 400, detail });

/** The 414 problem of a path and query over `maxPathLength`, or `undefined` for one that fits. */
export function pathTooLong(url: URL): ProxyProblem | undefined {
  if (url.pathname.length + url.search.length <= maxPathLength) return undefined;
  return {
    status: 414,
    detail: `The path and query must be at most ${maxPathLength} characters.`,
  };
}

/**
 * A decoded identifier, or the reason it is refused. Stricter than the client, because the
 * service (and anything in front of it) may decode a path again: no `/` or `\` (a second
 * decode would split the segment), no percent escape left after decoding (double encoding,
 * `%252e%252e`), no control characters; `.`, `..`, empty values and lone surrogates are
 * refused by the client's URL builder afterwards.
 */
function decodeIdentifier(raw: string, name: string): string | ProxyProblem {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return badRequest(`The ${name} is not valid percent-encoded UTF-8.`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[/\\\u0000-\u001f\u007f]|%[0-9a-f]{2}/i.test(value)) {
    return badRequest(
      `The ${name} contains a slash, a backslash, a control character or a percent escape.`,
    );
  }
  return value;
}

/**
 * Bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069): no
 * identifier holds one, and in a log line they reorder what an operator reads ("Trojan Source").
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * One identifier of an index or search path, decoded once and checked as the list paths' are,
 * and then as the client's URL builder checks a segment (no empty value, `.`, `..` or lone
 * surrogate): a slug is only compared, but a `lang` may go into a list's URL, and every
 * identifier may go into a log or a store key, so no bidirectional control either.
 */
export function checkedIdentifier(raw: string, name: string): string | ProxyProblem {
  const value = decodeIdentifier(raw, name);
  if (typeof value !== 'string') return value;
  if (bidiControls.test(value)) {
    return badRequest(`The ${name} contains a bidirectional control character.`);
  }
  try {
    segment(value, name);
  } catch {
    return badRequest(`The ${name} must not be empty, "." or "..", or hold a lone surrogate.`);
  }
  return value;
}

/** `page` and `pageSize` from `search`, or the reason they are refused. */
function parsePaging(search: URLSearchParams, takesPaging: boolean): PageParams | ProxyProblem {
  const params: PageParams = {};
  const seen = new Set<string>();
  for (const [name, value] of search) {
    if (!takesPaging || (name !== 'page' && name !== 'pageSize')) {
      return badRequest(
        takesPaging
          ? 'Only the page and pageSize query parameters are accepted.'
          : 'The categories endpoint takes no query parameters.',
      );
    }
    if (seen.has(name)) return badRequest(`The ${name} query parameter is given more than once.`);
    seen.add(name);
    // The client writes int32s without sign, leading zeros or exponent; pages count from 1.
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > int32Max) {
      return badRequest(
        `The ${name} query parameter must be a whole number from 1 to ${int32Max}.`,
      );
    }
    params[name] = Number(value);
  }
  return params;
}

/**
 * Maps a request URL under `basePath` to one of the four endpoints, or to the problem that
 * refuses it: 404 for any other path (extra, missing or empty segments, a trailing slash),
 * 414 for an over-long URL, 400 for an undecodable or unsafe identifier or a bad query.
 * The raw pathname is split on `/` and each identifier decoded once; the upstream URL is
 * then rebuilt from the decoded values, never from the incoming text.
 */
export function parseProxyPath(url: URL, basePath: string): ProxyRoute | ProxyProblem {
  const tooLong = pathTooLong(url);
  if (tooLong !== undefined) return tooLong;
  if (!url.pathname.startsWith(`${basePath}/`)) return notFound;
  const segments = url.pathname.slice(basePath.length + 1).split('/');
  const [brand, endpointName, key, ...extra] = segments.slice(servicePrefix.length);
  const endpoint = endpoints.get(endpointName);
  const keyCount = endpoint === 'categories' ? 0 : 1;
  if (
    servicePrefix.some((expected, index) => segments[index] !== expected) ||
    segments.includes('') ||
    // Stryker disable next-line ConditionalExpression: `endpoint` is undefined if `brand` is
    brand === undefined ||
    endpoint === undefined ||
    segments.length !== servicePrefix.length + 2 + keyCount ||
    extra.length > 0
  ) {
    return notFound;
  }
  const brandId = decodeIdentifier(brand, 'brand id');
  if (typeof brandId !== 'string') return brandId;
  let decodedKey: string | undefined;
  if (key !== undefined) {
    const decoded = decodeIdentifier(key, endpoint === 'category' ? 'category id' : endpoint);
    if (typeof decoded !== 'string') return decoded;
    decodedKey = decoded;
  }
  const params = parsePaging(url.searchParams, endpoint !== 'categories');
  if ('status' in params) return params;
  return { endpoint, brandId, key: decodedKey, params };
}
