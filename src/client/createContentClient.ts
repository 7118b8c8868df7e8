import { createDefaultBrandIndex } from '#default-brand-index';
import type { BrandIndex } from './brandIndex/brandIndexTypes.js';
import { setProxyLookups } from './brandIndex/indexedLookup.js';
import { indexLookupUrl } from './brandIndex/indexPaths.js';
import { requestCacheTags } from './cacheTags.js';
import type { ContentClient, ListOptions } from './contentClient.js';
import { invalidRequest } from './errorBuilding.js';
import { normalizeCategories, normalizeIndexedPage, normalizePagedContent } from './normalize.js';
import type { ContentClientOptions, RequestOptions } from './options.js';
import { resolveClientOptions } from './resolveClientOptions.js';
import { createTransport } from './transport.js';
import { type Endpoint, endpointUrl, onPageOrigin, type PageParams } from './url.js';

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

  let brandIndex: BrandIndex | undefined;
  const client: ContentClient = {
    baseUrl,
    queryKeyScope,
    get brandIndex() {
      return brandIndex;
    },
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
  const choice = options.brandIndex;
  if (choice === 'proxy') {
    const ask = <T>(url: string, parse: (json: unknown) => T, call: RequestOptions) =>
      send(relativeBase ? onPageOrigin(url, baseUrl) : url, [], parse, call);
    setProxyLookups(client, {
      slug: async (brandId, slug, lang, call) =>
        (
          await ask(
            indexLookupUrl(baseUrl, 'slug', brandId, slug, lang),
            normalizePagedContent,
            call,
          )
        ).data[0] ?? null,
      variants: async (brandId, groupId, call) =>
        (
          await ask(
            indexLookupUrl(baseUrl, 'variants', brandId, groupId),
            normalizeIndexedPage,
            call,
          )
        ).data,
    });
    return client;
  }
  // A page's client, or one whose relative base URL only a page can resolve, never walks a brand.
  if (choice === false || (choice === undefined && (hasPage() || relativeBase))) return client;
  if (choice !== undefined && (typeof choice !== 'object' || choice === null)) {
    throw invalidRequest("brandIndex must be options, 'proxy' or false", 'brandIndex');
  }
  // Creating one costs no request: the first lookup of a brand walks it.
  brandIndex = createDefaultBrandIndex(client, choice ?? {});
  return client;
}

/** A browser (or a DOM test environment): a client there never walks a brand. */
function hasPage(): boolean {
  return typeof document !== 'undefined';
}
