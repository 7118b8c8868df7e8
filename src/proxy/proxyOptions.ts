import { brandIndexInternals } from '../client/brandIndex/brandIndex.js';
import type { BrandIndex, BrandIndexOptions } from '../client/brandIndex/brandIndexTypes.js';
import { invalidRequest } from '../client/errorBuilding.js';
import { isContentApiError } from '../client/errors.js';
import type { ContentEventHandler, ContentTelemetry } from '../client/events.js';
import type { FetchFunction, HeadersLike } from '../client/options.js';
import { resolveClientOptions } from '../client/resolveClientOptions.js';

/** Passed to `onRequest` before the proxy asks the service. */
export interface ProxyRequestEvent {
  /** The caller's method; the service is always asked with GET. */
  method: 'GET' | 'HEAD';
  /** The service path and query asked for, e.g. `/api/v1/content/brands/acme/tag/seo?page=2` (no host, no key). */
  path: string;
}

/** Passed to `onError` for every problem answer the proxy makes itself (refusals and upstream failures). */
export interface ProxyErrorEvent {
  method: string;
  /** The caller's path and query, shortened to 300 characters, secrets redacted. */
  path: string;
  /**
   * The status answered: 400, 404, 405, 414, 500, 502 or 504, or the service's own error status
   * (a list's answered without JSON details, or an index lookup's, e.g. 429 or 503).
   */
  status: number;
  /** The `detail` answered. */
  detail: string;
  /** The underlying error of an upstream failure (a plain copy, secrets redacted); `undefined` for refusals. */
  cause: unknown;
}

/** Options of `createContentProxy`; names shared with `createContentClient` mean the same. */
export interface ContentProxyOptions {
  /** Base URL of the service, e.g. `https://cds.example.com`; an absolute http(s) URL, may carry a path prefix. */
  baseUrl: string;
  /** API key, added to every upstream request as `Authorization: Bearer <apiKey>`; never in an answer. */
  apiKey: string;
  /**
   * Path the proxy is mounted at; the service's own paths are served below it.
   * @default '/api/content'
   */
  basePath?: string | undefined;
  /**
   * Brands the proxy serves: a list, or a predicate. Any other brand is answered 404 (the
   * same answer as an unknown path, so it does not reveal which brands exist) without asking the service.
   * @default every brand
   */
  brands?: readonly string[] | ((brandId: string) => boolean) | undefined;
  /**
   * Time limit of one upstream request in milliseconds, body included; past it the caller gets 504.
   * @default 10000
   */
  timeoutMs?: number | undefined;
  /**
   * Largest upstream body accepted, in bytes (bodies are read whole to check them for the key); past it the caller gets 502.
   * @default 8388608 (8 MiB)
   */
  maxResponseBytes?: number | undefined;
  /**
   * `fetch` to use for upstream requests.
   * @default globalThis.fetch, looked up at each request
   */
  fetch?: FetchFunction | undefined;
  /** Extra headers for every upstream request (values of secret-looking ones are kept out of answers like the key). */
  headers?: HeadersLike | undefined;
  /**
   * The brand index behind the proxy's two index lookups, which a browser client made with
   * `brandIndex: 'proxy'` asks instead of searching the lists itself:
   * `{basePath}/brand-index/{brandId}/slug/{slug}[?lang=xx]` (the item, read fresh: 1 upstream
   * request once the index is built) and `{basePath}/brand-index/{brandId}/variants/{translationGroupId}`
   * (every language version, from the index alone: 0 upstream requests once built), and the
   * site search `{basePath}/search/{brandId}?q=…` (from the index alone too).
   *
   * On by default, in memory, like a server client's: the proxy runs on a server, and nothing
   * happens until a browser asks an index path (then the brand is walked once, and kept fresh as
   * `createBrandIndex` says). Give its options (e.g. a shared `storage`, so instances walk once
   * between them), or an index from `createBrandIndex` to share the site's own (its walks use its
   * client; the fresh reads use the proxy's key), or `false` to serve no index or search paths
   * (they answer 404, as any path the proxy does not serve). Set `brands` too: an index lookup of a brand
   * walks it, so the allow-list decides which brands a browser can make the proxy walk.
   * @default {} (an index in memory, walked on the first index lookup of each brand)
   */
  brandIndex?: BrandIndexOptions | BrandIndex | false | undefined;
  /**
   * Called before each upstream request, for logging: the proxied ones, and those of its brand
   * index (walks, head checks and fresh reads, reported with method `GET`). Errors thrown by it
   * are reported with `console.error` and ignored.
   */
  onRequest?: ((event: ProxyRequestEvent) => void) | undefined;
  /** Called for each problem the proxy answers itself. Errors thrown by it are reported with `console.error` and ignored. */
  onError?: ((event: ProxyErrorEvent) => void) | undefined;
  /**
   * Receives every degradation for an operator, as the client's `onEvent`: an upstream failure
   * the proxy answered as a problem (`upstream-error`, with the brand and the status), and
   * everything its brand index reports (a store outage, a failed or resumed walk, …). Never
   * the key. Errors thrown by it are ignored.
   * @default none
   */
  onEvent?: ContentEventHandler | undefined;
  /** Traces and counters of its brand index's requests, walks and lookups (see `createContentClient`). @default none */
  telemetry?: ContentTelemetry | undefined;
}

/** The checked options. */
export interface ResolvedProxyOptions {
  baseUrl: string;
  apiKey: string;
  basePath: string;
  isBrandAllowed: (brandId: string) => boolean;
  timeoutMs: number;
  maxResponseBytes: number;
  fetch: FetchFunction | undefined;
  /** The upstream headers: `accept`, `authorization` and the configured ones. */
  headers: Headers;
  /** The index behind the index lookups: an index, options to make one, or `false` for none. */
  brandIndex: BrandIndex | BrandIndexOptions | false;
  onRequest: ((event: ProxyRequestEvent) => void) | undefined;
  onError: ((event: ProxyErrorEvent) => void) | undefined;
  onEvent: ContentEventHandler | undefined;
}

function assertOption(valid: unknown, field: string, rule: string): asserts valid {
  if (!valid) throw invalidRequest(`createContentProxy: ${field} must ${rule}`, field);
}

/** Path segments allowed in `basePath`: RFC 3986 unreserved and sub-delims, so it reads the same encoded or not. */
const basePathPattern = /^(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@]+)*$/;

/**
 * Checks the options of `createContentProxy`, with the client's own checks for the options
 * they share. Throws a `ContentApiError` (`invalid-request`) naming the first bad option,
 * never quoting the key.
 */
export function resolveProxyOptions(options: ContentProxyOptions): ResolvedProxyOptions {
  assertOption(Object(options) === options, 'options', 'be an object');
  const { baseUrl, apiKey, brands, onRequest, onError, onEvent } = options;
  // The proxy runs on a server: a relative base URL has nothing to be relative to.
  assertOption(
    typeof baseUrl === 'string' && URL.canParse(baseUrl),
    'baseUrl',
    'be an absolute http(s) URL',
  );
  assertOption(
    typeof apiKey === 'string' && apiKey !== '',
    'apiKey',
    'be a non-empty string (value not shown)',
  );
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Checked here, not left to the client's check, whose message offers `false`, which the
  // proxy refuses: it always bounds the wait for the service.
  assertOption(
    typeof timeoutMs === 'number' && timeoutMs > 0,
    'timeoutMs',
    'be a number of ms > 0',
  );
  let client: ReturnType<typeof resolveClientOptions>;
  try {
    client = resolveClientOptions({
      baseUrl,
      apiKey,
      timeoutMs,
      maxResponseBytes: options.maxResponseBytes ?? 8 * 1024 * 1024,
      fetch: options.fetch,
      headers: options.headers,
    });
  } catch (error) {
    // The client's checks throw ContentApiErrors; a getter of `options` may throw anything.
    const message = error instanceof Error ? error.message : 'invalid options';
    throw invalidRequest(
      message.replace('createContentClient', 'createContentProxy'),
      isContentApiError(error) ? (error.field ?? 'options') : 'options',
    );
  }
  // Checked before it is read: a basePath that is not a string threw a bare TypeError here.
  assertOption(
    options.basePath === undefined ||
      (typeof options.basePath === 'string' && options.basePath.startsWith('/')),
    'basePath',
    'be a path starting with /',
  );
  const basePath = (options.basePath ?? '/api/content').replace(/\/+$/, '');
  assertOption(
    basePathPattern.test(basePath) && !/\/\.{1,2}(?:\/|$)/.test(basePath),
    'basePath',
    'contain only unreserved characters and no . or .. segments',
  );
  assertOption(
    brands === undefined ||
      typeof brands === 'function' ||
      (Array.isArray(brands) && brands.every((brand) => typeof brand === 'string')),
    'brands',
    'be a list of brand ids or a predicate',
  );
  for (const [name, hook] of [
    ['onRequest', onRequest],
    ['onError', onError],
    ['onEvent', onEvent],
  ] as const) {
    assertOption(hook === undefined || typeof hook === 'function', name, 'be a function');
  }
  const brandIndex = options.brandIndex ?? {};
  assertOption(
    brandIndex === false ||
      (typeof brandIndex === 'object' &&
        brandIndex !== null &&
        // An index not made by `createBrandIndex` cannot say where an item is (page and list).
        (!('find' in brandIndex) || brandIndexInternals(brandIndex) !== undefined)),
    'brandIndex',
    'be index options, an index from createBrandIndex, or false',
  );
  const allowed = Array.isArray(brands) ? new Set<string>(brands) : undefined;
  return {
    baseUrl: client.baseUrl,
    apiKey,
    basePath,
    isBrandAllowed:
      typeof brands === 'function'
        ? brands
        : (brandId) => allowed === undefined || allowed.has(brandId),
    timeoutMs,
    maxResponseBytes: client.maxResponseBytes,
    fetch: client.fetch,
    headers: client.headers,
    brandIndex,
    onRequest,
    onError,
    onEvent,
  };
}
