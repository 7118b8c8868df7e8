import { invalidRequest } from './errors.js';
import { normalizeCategories, normalizePagedContent } from './normalize.js';
import type { ContentClientOptions, RequestOptions } from './options.js';
import { createTransport, toHeaders } from './request.js';
import type { RetryOptions } from './retry.js';
import type { Category, ContentItem, PagedResult } from './types.js';
import { type ContentUrlBuilder, type Endpoint, endpointTarget, type PageParams } from './url.js';

/** Options of one page request: paging plus per-call request options. */
export interface ListOptions extends PageParams, RequestOptions {}

/**
 * A typed client for the four endpoints of the Content Delivery Service. Create it with {@link createContentClient}.
 * To walk every page of a list, see `getAllContentByTag` and its siblings.
 */
export interface ContentClient {
  /** The normalised base URL (no trailing slash); part of every query key. */
  readonly baseUrl: string;
  /** Builds each endpoint's URL without sending anything. */
  readonly buildUrl: ContentUrlBuilder;
  /** `GET /api/v1/content/brands/{brandId}/categories` */
  getCategories(brandId: string, options?: RequestOptions): Promise<Category[]>;
  /** `GET /api/v1/content/brands/{brandId}/category/{categoryId}` */
  getContentByCategory(
    brandId: string,
    categoryId: string,
    options?: ListOptions,
  ): Promise<PagedResult<ContentItem>>;
  /** `GET /api/v1/content/brands/{brandId}/lang/{lang}` */
  getContentByLanguage(
    brandId: string,
    lang: string,
    options?: ListOptions,
  ): Promise<PagedResult<ContentItem>>;
  /** `GET /api/v1/content/brands/{brandId}/tag/{tag}` */
  getContentByTag(
    brandId: string,
    tag: string,
    options?: ListOptions,
  ): Promise<PagedResult<ContentItem>>;
}

/**
 * Creates a typed client for the Content Delivery Service. It imports no
 * React and runs in browsers, Node 20+, edge runtimes and React Server
 * Components. Invalid options throw a `ContentApiError` (`invalid-request`);
 * every method returns a promise that rejects, never throws.
 *
 * @example
 * const client = createContentClient({ baseUrl: 'https://cds.example.com', apiKey });
 * const { data, totalCount } = await client.getContentByTag('acme', 'seo', { page: 1, pageSize: 20 });
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const check: (valid: unknown, field: string, rule: string) => asserts valid = (
    valid,
    field,
    rule,
  ) => {
    if (!valid) throw invalidRequest(`createContentClient: ${field} must ${rule}`, field);
  };
  check(Object(options) === options, 'options', 'be an object');
  const { apiKey, baseUrl: given, retry } = options;
  // `null` means "the default" too, as `undefined` does.
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? 64 * 1024 * 1024;
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {}
  check(
    url && typeof given === 'string' && /^https?:$/.test(url.protocol),
    'baseUrl',
    'be an absolute http(s) URL',
  );
  // The client's URLs must stay free of secrets: keys go in `apiKey` or `headers`.
  check(
    !(url.username || url.password || /[?#]/.test(given)),
    'baseUrl',
    'not contain credentials, a query or a fragment',
  );
  const baseUrl = url.origin + url.pathname.replace(/\/+$/, '');
  // Printable ASCII only: anything else makes `Headers` throw an error that quotes the key.
  check(
    apiKey === undefined || (typeof apiKey === 'string' && /^[!-~](?:[ -~]*[!-~])?$/.test(apiKey)),
    'apiKey',
    'be printable ASCII (value not shown)',
  );
  check(
    options.fetch === undefined || typeof options.fetch === 'function',
    'fetch',
    'be a function',
  );
  check(
    Number.isSafeInteger(maxResponseBytes) && maxResponseBytes > 0,
    'maxResponseBytes',
    'be a whole number of bytes > 0',
  );
  check(
    timeoutMs === false || (typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs < 2 ** 31),
    'timeoutMs',
    'be a number of ms > 0, or false',
  );
  check(
    retry == null || typeof retry === 'number' || typeof retry === 'object',
    'retry',
    'be a number of retries or retry options',
  );
  const retryOptions: RetryOptions = typeof retry === 'number' ? { limit: retry } : (retry ?? {});
  const policy = { limit: 2, backoffMs: 300, maxBackoffMs: 5000, maxRetryAfterMs: 30_000 };
  for (const name of Object.keys(policy) as (keyof typeof policy)[]) {
    const value = retryOptions[name] === undefined ? policy[name] : retryOptions[name];
    check(
      typeof value === 'number' &&
        value >= 0 &&
        (name === 'limit' ? Number.isSafeInteger(value) : Number.isFinite(value)),
      'retry',
      'be numbers >= 0',
    );
    policy[name] = value;
  }
  const statusCodes = retryOptions.statusCodes ?? [408, 429, 500, 502, 503, 504];
  check(
    Array.isArray(statusCodes) &&
      statusCodes.every((code) => Number.isInteger(code) && code >= 100 && code <= 599),
    'retry',
    'list statusCodes as HTTP status numbers',
  );
  const headers = toHeaders(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (apiKey !== undefined) headers.set('authorization', `Bearer ${apiKey}`);

  const send = createTransport({
    ...options,
    headers,
    timeoutMs,
    retry: {
      ...policy,
      statusCodes: new Set(statusCodes),
    },
    maxResponseBytes,
  });
  const buildUrl =
    (endpoint: Endpoint) =>
    (brandId: string, key?: string, params?: PageParams): string =>
      endpointTarget(baseUrl, endpoint, brandId, key, params)[0];
  // Async, so that a refused identifier or option rejects rather than throws.
  const list =
    (endpoint: Endpoint) => async (brandId: string, key: string, call?: ListOptions | null) =>
      send(...endpointTarget(baseUrl, endpoint, brandId, key, call), normalizePagedContent, call);

  return {
    baseUrl,
    buildUrl: {
      categories: buildUrl('categories'),
      contentByCategory: buildUrl('category'),
      contentByLanguage: buildUrl('lang'),
      contentByTag: buildUrl('tag'),
    },
    getCategories: async (brandId, call) =>
      send(...endpointTarget(baseUrl, 'categories', brandId), normalizeCategories, call),
    getContentByCategory: list('category'),
    getContentByLanguage: list('lang'),
    getContentByTag: list('tag'),
  };
}
