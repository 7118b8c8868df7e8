import { createBrandIndex } from '../client/brandIndex/brandIndex.js';
import type { BrandIndex } from '../client/brandIndex/brandIndexTypes.js';
import { indexPathSegment } from '../client/brandIndex/indexPaths.js';
import { createContentClient } from '../client/createContentClient.js';
import { isContentApiError } from '../client/errors.js';
import { findContentBySlug } from '../client/findContentBySlug.js';
import { type SearchResults, searchPathSegment } from '../client/searchResults.js';
import type { ContentItem, IndexedContent, PagedResult } from '../client/types.js';
import { badRequest, checkedIdentifier, notFound, pathTooLong } from './parseProxyPath.js';
import type { ContentProxyOptions, ResolvedProxyOptions } from './proxyOptions.js';
import type { ProxyProblem } from './proxyResponse.js';
import type { SearchRoute } from './searchRoute.js';

/** One of the two index lookups, with its decoded, checked identifiers. */
export type IndexRoute =
  | { lookup: 'slug'; brandId: string; slug: string; lang: string | undefined }
  | { lookup: 'variants'; brandId: string; translationGroupId: string };

/** The answer of a lookup: the JSON to send, or the problem to answer instead (and its cause, for `onError`). */
type IndexAnswer =
  | { body: PagedResult<ContentItem> | PagedResult<IndexedContent> | SearchResults }
  | { problem: ProxyProblem; cause: unknown };

/** Answers the index lookups and site searches from one brand index, with the proxy's key. */
export type IndexLookups = (
  route: IndexRoute | SearchRoute,
  signal: AbortSignal,
) => Promise<IndexAnswer>;

/**
 * `cache-control` of every index answer. The browser's query cache (TanStack's `staleTime`) is
 * what spares repeated lookups; an HTTP cache would only add staleness: a slug answer is read
 * fresh from the service, a webhook's `refresh()` must show at once, and no shared cache may
 * keep a "not found" once the item is published.
 */
export const indexAnswerCacheControl = 'private, no-cache';

/**
 * Language versions answered at most. A translation group has one item per language (a few
 * dozen at most); a hostile service listing thousands in one group must not make one answer
 * megabytes. `totalCount` still says how many the index holds.
 */
const maxVariants = 500;

/** Whether `url` is in the index lookups' namespace (`{basePath}/brand-index/…`). */
export function isIndexPath(url: URL, basePath: string): boolean {
  return url.pathname.startsWith(`${basePath}/${indexPathSegment}/`);
}

/** Whether `url` is in the search route's namespace (`{basePath}/search/…`). */
export function isSearchPath(url: URL, basePath: string): boolean {
  return url.pathname.startsWith(`${basePath}/${searchPathSegment}/`);
}

/**
 * The `lang` of a slug lookup's query, read from the raw query (so a lone surrogate's escape is
 * refused, not replaced): `?lang=xx` once, nothing else. `undefined` without a query.
 */
function parseLang(search: string): string | undefined | ProxyProblem {
  if (search === '') return undefined;
  const parameters = search.slice(1).split('&');
  const [only] = parameters;
  if (parameters.length > 1 || only === undefined || !only.startsWith('lang=')) {
    return badRequest('The slug lookup accepts one query parameter, lang, once.');
  }
  return checkedIdentifier(only.slice('lang='.length), 'lang');
}

/**
 * Maps a request URL in the index namespace to a lookup, or to the problem that refuses it:
 * 404 for any other path below `brand-index` (as for any path the proxy does not serve), 414
 * for an over-long URL, 400 for an unsafe identifier or a query other than one `lang` (slug)
 * or none (variants).
 */
export function parseIndexPath(url: URL, basePath: string): IndexRoute | ProxyProblem {
  const tooLong = pathTooLong(url);
  if (tooLong !== undefined) return tooLong;
  const segments = url.pathname.slice(basePath.length + 1).split('/');
  const [, brand, lookup, value, ...extra] = segments;
  if (
    segments.includes('') ||
    // Stryker disable next-line ConditionalExpression: `value` is undefined if `brand` is
    brand === undefined ||
    value === undefined ||
    extra.length > 0 ||
    (lookup !== 'slug' && lookup !== 'variants')
  ) {
    return notFound;
  }
  const brandId = checkedIdentifier(brand, 'brand id');
  if (typeof brandId !== 'string') return brandId;
  if (lookup === 'variants') {
    if (url.search !== '') return badRequest('The variants lookup takes no query parameters.');
    const translationGroupId = checkedIdentifier(value, 'translation group id');
    if (typeof translationGroupId !== 'string') return translationGroupId;
    return { lookup, brandId, translationGroupId };
  }
  const slug = checkedIdentifier(value, 'slug');
  if (typeof slug !== 'string') return slug;
  const lang = parseLang(url.search);
  if (typeof lang === 'object') return lang;
  return { lookup, brandId, slug, lang };
}

/**
 * The problem answered for a failed lookup or search, as the list paths answer the same
 * failures.
 */
function problemOf(
  error: unknown,
  route: IndexRoute | SearchRoute,
  signal: AbortSignal,
  timeoutMs: number,
): ProxyProblem {
  // The caller's abort rejects with the signal's reason, which need not be a ContentApiError.
  if (signal.aborted) return { status: 502, detail: 'The caller went away.' };
  if (!isContentApiError(error)) return { status: 500, detail: 'The content proxy failed.' };
  switch (error.kind) {
    case 'http': {
      const status =
        error.status !== undefined && error.status >= 400 && error.status <= 599
          ? error.status
          : 502;
      const seconds =
        error.retryAfterMs === undefined ? undefined : Math.ceil(error.retryAfterMs / 1000);
      return {
        status,
        detail: `The content service answered ${status}.`,
        ...(seconds === undefined ? {} : { headers: { 'retry-after': String(seconds) } }),
      };
    }
    case 'timeout':
      return {
        status: 504,
        detail: `The content service did not answer within ${timeoutMs} ms.`,
      };
    case 'invalid-response':
      return { status: 502, detail: "The content service's answer does not fit the spec." };
    case 'invalid-request':
      // The brand lists more than the index holds (`brandId`), or the bounded search that
      // stands in for it reached its bound (`maxPages`): the index cannot answer, which is
      // what a 404 on an index path means (as from a proxy without one).
      if (error.field === 'brandId' || error.field === 'maxPages') {
        return {
          status: 404,
          detail: `The brand is not indexed whole (it lists more items than the index holds): ${
            route.lookup === 'search' ? 'it cannot be searched' : 'search its lists'
          }.`,
        };
      }
      // Any other: the service listed an identifier no request can carry (a category `..`),
      // and the item may be behind it. A fault of the service's answer, not "not indexed":
      // a 404 would send the browser to search the same lists.
      return {
        status: 502,
        detail: "The content service's answer holds an identifier that cannot be requested.",
      };
  }
  // `network`, and `aborted`: only the caller's signal aborts a lookup, answered above.
  return { status: 502, detail: 'The content service could not be reached.' };
}

/**
 * The index lookups and site search of a proxy: a keyed client of the proxy's own (its key stays on the
 * server; its requests are reported to `onRequest`) and the brand index it walks, or the one
 * given. `undefined` when the proxy has no index (`brandIndex: false`).
 */
export function createIndexLookups(
  config: ResolvedProxyOptions,
  options: ContentProxyOptions,
  report: (path: string) => void,
): IndexLookups | undefined {
  const choice = config.brandIndex;
  if (choice === false) return undefined;
  const keyedClient = (retry: 0 | undefined) =>
    createContentClient({
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      headers: options.headers,
      fetch: config.fetch,
      timeoutMs: config.timeoutMs,
      maxResponseBytes: config.maxResponseBytes,
      retry,
      brandIndex: false,
      onRequest: (event) => report(event.url.slice(config.baseUrl.length)),
      // The index made over this client reports its events and spans through it.
      onEvent: config.onEvent,
      telemetry: options.telemetry,
    });
  // The read that answers a browser is not retried here: the browser's client retries the
  // proxy's answer, and two retry layers would multiply the requests a failing service gets.
  // A walk is retried (the client's default policy): one failed page of thousands would
  // otherwise cost the whole walk.
  const client = keyedClient(0);
  const index: BrandIndex =
    'find' in choice ? choice : createBrandIndex(keyedClient(undefined), choice);
  return async (route, signal) => {
    try {
      if (route.lookup === 'search') {
        // Site search is loaded at the first search (see searchRoute.ts).
        const { answerSearch } = await import('./searchRoute.js');
        return { body: await answerSearch(route, client, index, signal) };
      }
      if (route.lookup === 'variants') {
        const variants = await index.variants(route.brandId, route.translationGroupId, {
          signal,
        });
        return {
          body: {
            page: 1,
            pageSize: maxVariants,
            totalCount: variants.length,
            data: variants.slice(0, maxVariants),
          },
        };
      }
      const item = await findContentBySlug(client, route.brandId, {
        slug: route.slug,
        lang: route.lang,
        signal,
        brandIndex: index,
      });
      return {
        body: {
          page: 1,
          pageSize: 1,
          totalCount: item === null ? 0 : 1,
          data: item === null ? [] : [item],
        },
      };
    } catch (error) {
      return { problem: problemOf(error, route, signal, config.timeoutMs), cause: error };
    }
  };
}
