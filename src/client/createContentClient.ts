import { invalidRequest } from './errors.js';
import { normalizeCategories, normalizePagedContent } from './normalize.js';
import type { ContentClientOptions, RequestOptions } from './options.js';
import { createTransport, toHeaders } from './request.js';
import { resolveRetryPolicy } from './retry.js';
import type { Category, ContentItem, PagedResult } from './types.js';
import {
  type ContentUrlBuilder,
  type Endpoint,
  endpointTarget,
  type PageParams,
  parseBaseUrl,
} from './url.js';

/** Options of one page request: paging plus per-call request options. */
export interface ListOptions extends PageParams, RequestOptions {}

/**
 * A typed client for the four endpoints of the Content Delivery Service. Create it with {@link createContentClient}.
 * To walk every page of a list, see {@link getAllContentByTag} and its siblings.
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
  const check = (valid: boolean, field: string, rule: string) => {
    if (!valid) throw invalidRequest(`createContentClient: ${field} must ${rule}`, field);
  };
  check(typeof options === 'object' && options !== null, 'options', 'be an object with baseUrl');
  const baseUrl = parseBaseUrl(options.baseUrl);
  const { apiKey, timeoutMs = 10_000, maxResponseBytes = 64 * 1024 * 1024 } = options;
  // Printable ASCII only: anything else makes `Headers` throw an error that quotes the key.
  check(
    apiKey === undefined ||
      (typeof apiKey === 'string' && /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(apiKey)),
    'apiKey',
    'be a non-empty string of printable ASCII characters (value not shown)',
  );
  check(
    options.fetch === undefined || typeof options.fetch === 'function',
    'fetch',
    'be a function',
  );
  check(maxResponseBytes > 0, 'maxResponseBytes', 'be a number > 0');
  check(
    timeoutMs === false || (typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs < 2 ** 31),
    'timeoutMs',
    'be a number of milliseconds > 0, or false',
  );
  const headers = toHeaders(options.headers, 'createContentClient: ');
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (apiKey !== undefined) headers.set('authorization', `Bearer ${apiKey}`);

  const send = createTransport({
    ...options,
    headers,
    timeoutMs,
    retry: resolveRetryPolicy(options.retry),
    maxResponseBytes,
  });
  const url =
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
      categories: url('categories'),
      contentByCategory: url('category'),
      contentByLanguage: url('lang'),
      contentByTag: url('tag'),
    },
    getCategories: async (brandId, call) =>
      send(...endpointTarget(baseUrl, 'categories', brandId), normalizeCategories, call),
    getContentByCategory: list('category'),
    getContentByLanguage: list('lang'),
    getContentByTag: list('tag'),
  };
}
