import { contentCacheTags, tagsFor } from './cacheTags.js';
import { invalidRequest } from './errors.js';
import { type AllContent, type GetAllOptions, getAllPages } from './getAll.js';
import { normalizeCategories, normalizePagedContent } from './normalize.js';
import {
  type ContentClientOptions,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  type RequestOptions,
} from './options.js';
import { createRedactor, headerSecrets } from './redact.js';
import { createTransport } from './request.js';
import { resolveRetryPolicy } from './retry.js';
import type { Category, ContentItem, PagedResult } from './types.js';
import { type ContentUrlBuilder, createUrlBuilder, type PageParams, parseBaseUrl } from './url.js';

/** Options of one page request: paging plus per-call request options. */
export interface ListOptions extends PageParams, RequestOptions {}

/** A typed client for the four endpoints of the Content Delivery Service. Create it with {@link createContentClient}. */
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
  /** Every item of a category, walking all pages with bounded concurrency. */
  getAllContentByCategory(
    brandId: string,
    categoryId: string,
    options?: GetAllOptions,
  ): Promise<AllContent>;
  /** Every item of a language, walking all pages with bounded concurrency. */
  getAllContentByLanguage(
    brandId: string,
    lang: string,
    options?: GetAllOptions,
  ): Promise<AllContent>;
  /** Every item of a tag, walking all pages with bounded concurrency. */
  getAllContentByTag(brandId: string, tag: string, options?: GetAllOptions): Promise<AllContent>;
}

function checkApiKey(apiKey: unknown): void {
  if (apiKey === undefined) return;
  // Printable ASCII only: anything else makes `Headers` throw an error that quotes the key.
  if (typeof apiKey !== 'string' || !/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(apiKey)) {
    throw invalidRequest(
      'createContentClient: apiKey must be a non-empty string of printable ASCII characters (value not shown)',
      'apiKey',
    );
  }
}

function resolveHeaders(options: ContentClientOptions): Headers {
  let headers: Headers;
  try {
    headers = new Headers(options.headers);
  } catch {
    throw invalidRequest(
      'createContentClient: headers contain an invalid name or value (values not shown)',
      'headers',
    );
  }
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (options.apiKey !== undefined) headers.set('authorization', `Bearer ${options.apiKey}`);
  return headers;
}

function resolveTimeout(timeoutMs: ContentClientOptions['timeoutMs']): number | false {
  if (timeoutMs === undefined) return DEFAULT_TIMEOUT_MS;
  if (timeoutMs === false) return false;
  if (typeof timeoutMs !== 'number' || !(timeoutMs > 0) || timeoutMs > 2_147_483_647) {
    throw invalidRequest(
      'createContentClient: timeoutMs must be a number of milliseconds > 0, or false',
      'timeoutMs',
    );
  }
  return timeoutMs;
}

/** Turns a synchronous refusal into a rejection: every method returns a promise that rejects, never throws. */
function rejecting<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => {
    try {
      return run(...args);
    } catch (error) {
      return Promise.reject(error);
    }
  };
}

/**
 * Creates a typed client for the Content Delivery Service. It imports no
 * React and runs in browsers, Node 20+, edge runtimes and React Server
 * Components. Invalid options throw a `ContentApiError` (`invalid-request`).
 *
 * @example
 * const client = createContentClient({ baseUrl: 'https://cds.example.com', apiKey });
 * const { data, totalCount } = await client.getContentByTag('acme', 'seo', { page: 1, pageSize: 20 });
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  if (typeof options !== 'object' || options === null) {
    throw invalidRequest(
      'createContentClient: pass an options object with at least baseUrl',
      'options',
    );
  }
  const baseUrl = parseBaseUrl(options.baseUrl);
  checkApiKey(options.apiKey);
  if (options.fetch !== undefined && typeof options.fetch !== 'function') {
    throw invalidRequest('createContentClient: fetch must be a function', 'fetch');
  }
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (!(maxResponseBytes > 0)) {
    throw invalidRequest(
      'createContentClient: maxResponseBytes must be a number > 0',
      'maxResponseBytes',
    );
  }
  const headers = resolveHeaders(options);
  // The API key is always searched for; other secret headers when long enough to be told apart.
  const secrets = headerSecrets(headers);
  if (options.apiKey !== undefined) secrets.push(options.apiKey);

  const send = createTransport({
    fetch: options.fetch,
    headers,
    timeoutMs: resolveTimeout(options.timeoutMs),
    retry: resolveRetryPolicy(options.retry),
    maxResponseBytes,
    fetchOptions: options.fetchOptions,
    redact: createRedactor(secrets),
    onRequest: options.onRequest,
    onResponse: options.onResponse,
  });
  const buildUrl = createUrlBuilder(baseUrl);

  const list = (url: string, tags: string[], call: RequestOptions | null | undefined) =>
    send(url, normalizePagedContent, call, tags);

  const getContentByCategory = rejecting(
    (brandId: string, categoryId: string, call?: ListOptions | null) =>
      list(
        buildUrl.contentByCategory(brandId, categoryId, call ?? undefined),
        tagsFor(brandId, contentCacheTags.category(brandId, categoryId)),
        call,
      ),
  );
  const getContentByLanguage = rejecting(
    (brandId: string, lang: string, call?: ListOptions | null) =>
      list(
        buildUrl.contentByLanguage(brandId, lang, call ?? undefined),
        tagsFor(brandId, contentCacheTags.language(brandId, lang)),
        call,
      ),
  );
  const getContentByTag = rejecting((brandId: string, tag: string, call?: ListOptions | null) =>
    list(
      buildUrl.contentByTag(brandId, tag, call ?? undefined),
      tagsFor(brandId, contentCacheTags.tag(brandId, tag)),
      call,
    ),
  );

  return {
    baseUrl,
    buildUrl,
    getCategories: rejecting((brandId: string, call?: RequestOptions | null) =>
      send(
        buildUrl.categories(brandId),
        normalizeCategories,
        call,
        tagsFor(brandId, contentCacheTags.categories(brandId)),
      ),
    ),
    getContentByCategory,
    getContentByLanguage,
    getContentByTag,
    getAllContentByCategory: rejecting(
      (brandId: string, categoryId: string, call?: GetAllOptions | null) => {
        buildUrl.contentByCategory(brandId, categoryId);
        return getAllPages(
          (params, request) => getContentByCategory(brandId, categoryId, { ...request, ...params }),
          call ?? undefined,
        );
      },
    ),
    getAllContentByLanguage: rejecting(
      (brandId: string, lang: string, call?: GetAllOptions | null) => {
        buildUrl.contentByLanguage(brandId, lang);
        return getAllPages(
          (params, request) => getContentByLanguage(brandId, lang, { ...request, ...params }),
          call ?? undefined,
        );
      },
    ),
    getAllContentByTag: rejecting((brandId: string, tag: string, call?: GetAllOptions | null) => {
      buildUrl.contentByTag(brandId, tag);
      return getAllPages(
        (params, request) => getContentByTag(brandId, tag, { ...request, ...params }),
        call ?? undefined,
      );
    }),
  };
}
