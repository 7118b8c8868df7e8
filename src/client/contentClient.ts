import type { BrandIndex } from './brandIndex/brandIndexTypes.js';
import type { RequestOptions } from './options.js';
import type { Category, ContentItem, PagedResult } from './types.js';
import type { ContentUrlBuilder, PageParams } from './url.js';

// The client's shape, apart from `createContentClient`, which is its one implementation: the
// brand index, the page walks and the slug search take a `ContentClient` without importing
// the module that builds one.

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
  /**
   * The client's brand index (see `ContentClientOptions.brandIndex`): on a server by default,
   * `undefined` in a browser. Call `client.brandIndex?.refresh(brandId)` from a webhook.
   */
  readonly brandIndex: BrandIndex | undefined;
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
