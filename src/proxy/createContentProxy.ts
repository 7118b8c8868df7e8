import { callEventHandler } from '../client/events.js';
import { createRedactor } from '../client/redact.js';
import { endpointUrl } from '../client/url.js';
import { forwardRequest, UpstreamFailure } from './forwardRequest.js';
import {
  createIndexLookups,
  type IndexLookups,
  indexAnswerCacheControl,
  isIndexPath,
  isSearchPath,
  parseIndexPath,
} from './indexLookups.js';
import { notFound, parseProxyPath } from './parseProxyPath.js';
import type { ContentProxyOptions, ProxyErrorEvent, ProxyRequestEvent } from './proxyOptions.js';
import { resolveProxyOptions } from './proxyOptions.js';
import {
  containsSecret,
  isJsonContentType,
  jsonResponse,
  methodNotAllowed,
  optionsResponse,
  type ProxyProblem,
  passedHeaderValues,
  passThroughResponse,
  problemResponse,
} from './proxyResponse.js';

/** A Fetch-API request handler: Next.js route handlers, React Router resource routes, Hono, Deno, Bun, workers. */
export type ContentProxyHandler = (request: Request) => Promise<Response>;

/**
 * The caller's request headers passed to the service: what it asks for (`accept`, which the
 * service negotiates: JSON, `text/json` or text) and its two ways of revalidating a cached
 * answer (`if-none-match` with an `etag`, `if-modified-since` with a `last-modified`). Every
 * other one (cookies, credentials, `x-forwarded-*`, `host`, ranges) is dropped.
 */
const passedRequestHeaders = ['accept', 'accept-language', 'if-none-match', 'if-modified-since'];

/** Calls a logging hook; a hook that throws must not break the answer. */
function report<T>(hook: ((event: T) => void) | undefined, event: T): void {
  try {
    hook?.(event);
  } catch (error) {
    console.error('[createContentProxy] a hook threw:', error);
  }
}

/** The brand a proxied path names (a list's or an index lookup's), for an event; at most 80 characters. */
function brandOfPath(pathname: string): string | undefined {
  const raw = /\/(?:brands|brand-index|search)\/([^/]+)/.exec(pathname)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw).slice(0, 80);
  } catch {
    return raw.slice(0, 80);
  }
}

/**
 * Creates a request handler that serves the Content Delivery Service's four endpoints
 * below `basePath`, adding the API key, so a browser client reaches a keyed service without
 * ever holding the key. It is not an open proxy: only GET and HEAD of the four endpoint
 * shapes, identifiers and `page`/`pageSize` checked, an optional brand allow-list, no caller
 * credentials forwarded, only safe headers answered, a body cap, a timeout, and no answer
 * that contains the key. Invalid options throw a `ContentApiError` (`invalid-request`).
 *
 * It also answers two lookups from a brand index of its own (see the `brandIndex` option), so
 * a browser client made with `brandIndex: 'proxy'` finds an article or its language versions
 * with one request and never walks a brand:
 *
 * - `GET {basePath}/brand-index/{brandId}/slug/{slug}[?lang=xx]`: `200` with a page of the
 *   item, read fresh (`{ page: 1, pageSize: 1, totalCount: 1, data: [item] }`; 1 upstream
 *   request once the index is built), or of none (`totalCount: 0, data: []`) when the brand
 *   has no such slug (0 upstream requests once built). "Not found" is a 200, not a 404, so it
 *   cannot be mistaken for a proxy without an index or a refused brand, which answer 404.
 * - `GET {basePath}/brand-index/{brandId}/variants/{translationGroupId}`: `200` with a page of
 *   every language version's indexed fields, sorted by language (0 upstream requests once built).
 *
 * They are checked as the four endpoints are (brand allow-list, identifiers decoded once and
 * refused when unsafe, only `lang` (once) in a slug lookup's query, the length cap, the key
 * check, problem answers; a failing service gives 502 or 504, or its own error status) and
 * send `cache-control: private, no-cache` (the browser's query cache keeps them, no shared
 * cache does). A 404 on them means "no index answer here": the proxy has none
 * (`brandIndex: false`), the brand is refused, or it lists more items than the index holds
 * (its slug lookups are still answered, by a bounded search of its lists on the server; its
 * language versions are not: search the lists).
 *
 * And site search, from the same index (loaded at the first search; 0 upstream requests once
 * the brand is walked), for `useContentSearch` and `<ContentSearch>`:
 *
 * - `GET {basePath}/search/{brandId}?q=…[&lang=…][&category=…][&tag=…][&page=N][&pageSize=N]`:
 *   `200` with `SearchResults` (an empty `q` answers no hits). Checked as the lookups are, with
 *   `checkSearchQuery`'s bounds (`q` at most 200 characters, `page` 1 to 100, `pageSize` 1 to
 *   50) and any unknown or repeated parameter answered 400; `cache-control: private, no-cache`
 *   and `x-robots-tag: noindex`.
 *
 * @example
 * // Next.js: app/api/content/[...path]/route.ts
 * import { createContentProxy } from 'content-delivery-react/proxy';
 * const proxy = createContentProxy({
 *   baseUrl: process.env.CDS_URL!,
 *   apiKey: process.env.CDS_API_KEY!,
 *   brands: ['acme-outdoor'],
 * });
 * export { proxy as GET, proxy as HEAD, proxy as OPTIONS };
 *
 * @example
 * // React Router (framework mode): app/routes/api.content.$.ts
 * export const loader = ({ request }: { request: Request }) => proxy(request);
 * export const action = ({ request }: { request: Request }) => proxy(request);
 */
export function createContentProxy(options: ContentProxyOptions): ContentProxyHandler {
  const config = resolveProxyOptions(options);
  const redactor = createRedactor(config.headers, config.apiKey);
  const decoder = new TextDecoder();

  const refuse = (
    request: Request,
    url: URL | undefined,
    problem: ProxyProblem,
    cause?: unknown,
  ) => {
    const event: ProxyErrorEvent = {
      method: request.method,
      path: redactor.clip(url ? url.pathname + url.search : '', 300),
      status: problem.status,
      detail: problem.detail,
      cause: cause === undefined ? undefined : redactor.cause(cause),
    };
    report(config.onError, event);
    // An upstream failure is a degradation an operator must see; a refused request is not.
    if (cause !== undefined) {
      callEventHandler(config.onEvent, {
        kind: 'upstream-error',
        brandId: url && brandOfPath(url.pathname),
        status: problem.status,
        error: event.cause,
      });
    }
    return problemResponse(problem, request.method);
  };

  const lookups = createIndexLookups(config, options, (path) =>
    report(config.onRequest, { method: 'GET', path }),
  );

  /**
   * An index lookup's or a search's answer: from the brand index, checked for the key like any
   * answer.
   */
  const answerFromIndex = async (
    request: Request,
    url: URL,
    indexLookups: IndexLookups,
  ): Promise<Response> => {
    // The search route is loaded at the first search request (see searchRoute.ts).
    const search = isSearchPath(url, config.basePath)
      ? await import('./searchRoute.js')
      : undefined;
    const route = search
      ? search.parseSearchPath(url, config.basePath)
      : parseIndexPath(url, config.basePath);
    if ('status' in route) return refuse(request, url, route);
    if (!config.isBrandAllowed(route.brandId)) return refuse(request, url, notFound);
    const answer = await indexLookups(route, request.signal);
    if ('problem' in answer) return refuse(request, url, answer.problem, answer.cause);
    const json = JSON.stringify(answer.body);
    if (containsSecret(redactor, [json])) {
      return refuse(request, url, {
        status: 502,
        detail: "The content service's answer contained the proxy's credentials; it was withheld.",
      });
    }
    return jsonResponse(
      json,
      request.method,
      search ? search.searchAnswerHeaders : { 'cache-control': indexAnswerCacheControl },
    );
  };

  const answer = async (request: Request): Promise<Response> => {
    const { method } = request;
    if (method === 'OPTIONS') return optionsResponse();
    if (method !== 'GET' && method !== 'HEAD') return refuse(request, undefined, methodNotAllowed);
    const url = new URL(request.url);
    if (
      lookups !== undefined &&
      (isIndexPath(url, config.basePath) || isSearchPath(url, config.basePath))
    ) {
      return answerFromIndex(request, url, lookups);
    }
    const route = parseProxyPath(url, config.basePath);
    if ('status' in route) return refuse(request, url, route);
    if (!config.isBrandAllowed(route.brandId)) {
      return refuse(request, url, notFound);
    }
    let upstreamUrl: string;
    try {
      upstreamUrl = endpointUrl(
        config.baseUrl,
        route.endpoint,
        route.brandId,
        route.key,
        route.params,
      );
    } catch (error) {
      return refuse(
        request,
        url,
        { status: 400, detail: 'An identifier cannot be used in a content path.' },
        error,
      );
    }
    const headers = new Headers(config.headers);
    for (const name of passedRequestHeaders) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const event: ProxyRequestEvent = {
      method,
      path: upstreamUrl.slice(config.baseUrl.length),
    };
    report(config.onRequest, event);
    try {
      const { response, body } = await forwardRequest(upstreamUrl, {
        fetch: config.fetch,
        headers,
        timeoutMs: config.timeoutMs,
        maxResponseBytes: config.maxResponseBytes,
        signal: request.signal,
      });
      const texts = passedHeaderValues(response);
      if (body !== null) texts.push(decoder.decode(body));
      if (containsSecret(redactor, texts)) {
        throw new UpstreamFailure(
          502,
          "The content service's answer contained the proxy's credentials; it was withheld.",
        );
      }
      if (body !== null && body.byteLength > 0 && !isJsonContentType(response)) {
        // HTML or text from the service (an error page that may echo the path) is never
        // served on the site's origin; an error status is kept, its body replaced.
        if (response.ok)
          throw new UpstreamFailure(502, 'The content service answered without JSON.');
        const retryAfter = response.headers.get('retry-after');
        return refuse(request, url, {
          status: response.status,
          detail: `The content service answered ${response.status} without JSON details.`,
          ...(retryAfter === null ? {} : { headers: { 'retry-after': retryAfter } }),
        });
      }
      return passThroughResponse(response, body, method);
    } catch (error) {
      if (error instanceof UpstreamFailure) return refuse(request, url, error, error.cause);
      throw error;
    }
  };

  return async (request) => {
    try {
      return await answer(request);
    } catch (error) {
      return refuse(
        request,
        undefined,
        { status: 500, detail: 'The content proxy failed.' },
        error,
      );
    }
  };
}
