import { normalizeCategories, normalizePagedContent } from './normalize.js';
import type { ContentClientOptions, RequestOptions } from './options.js';
import { onPageOrigin } from './relativeBase.js';
import { requestCacheTags } from './requestCacheTags.js';
import { resolveClientOptions } from './resolveClientOptions.js';
import { createTransport } from './transport.js';
import type { Category, ContentItem, PagedResult } from './types.js';
import { type ContentUrlBuilder, type Endpoint, endpointUrl, type PageParams } from './url.js';

/** Options of one page request: paging plus per-call request options. */
export interface ListOptions extends PageParams, RequestOptions {}

/**
 * A typed client for the four endpoints of the Content Delivery Service. Create it with {@link createContentClient}.
 * To walk every page of a list, see `getAllContentByTag` and its siblings.
 */
export interface ContentClient {
  /**
   * The normalised base URL (no trailing slash), as given: a relative one (`/api/content`)
   * stays relative here and in `buildUrl`, and is resolved against the page at each request.
   */
  readonly baseUrl: string;
  /** Separates the query-cache entries of clients of different services (see `ContentClientOptions.queryKeyScope`). */
  readonly queryKeyScope: string;
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
  const config = resolveClientOptions(options);
  const { baseUrl, relativeBase, queryKeyScope } = config;
  const send = createTransport(config);

  /** Sends the request of one endpoint; a refused identifier throws before anything is sent. */
  const request = <T>(
    endpoint: Endpoint,
    parse: (json: unknown) => T,
    brandId: string,
    key: string | undefined,
    params: PageParams | null | undefined,
    call: RequestOptions | null | undefined,
  ): Promise<T> => {
    const built = endpointUrl(baseUrl, endpoint, brandId, key, params);
    // Redirect and origin checks, events and errors all need the absolute URL.
    const url = relativeBase ? onPageOrigin(built, baseUrl) : built;
    return send(url, requestCacheTags(brandId, endpoint, key), parse, call);
  };
  const buildUrl =
    (endpoint: Endpoint) =>
    (brandId: string, key?: string, params?: PageParams): string =>
      endpointUrl(baseUrl, endpoint, brandId, key, params);
  // Async, so that a refused identifier or option rejects rather than throws.
  const list =
    (endpoint: Endpoint) => async (brandId: string, key: string, call?: ListOptions | null) =>
      request(endpoint, normalizePagedContent, brandId, key, call, call);

  return {
    baseUrl,
    queryKeyScope,
    buildUrl: {
      categories: buildUrl('categories'),
      contentByCategory: buildUrl('category'),
      contentByLanguage: buildUrl('lang'),
      contentByTag: buildUrl('tag'),
    },
    getCategories: async (brandId, call) =>
      request('categories', normalizeCategories, brandId, undefined, undefined, call),
    getContentByCategory: list('category'),
    getContentByLanguage: list('lang'),
    getContentByTag: list('tag'),
  };
}
