import type { BrandIndex } from '../client/brandIndex/brandIndexTypes.js';
import type { ContentClient } from '../client/contentClient.js';
import { isContentApiError } from '../client/errors.js';
import {
  type CheckedSearchQuery,
  checkSearchQuery,
  type SearchQuery,
  type SearchResults,
} from '../client/searchResults.js';
import { searchContent } from '../search/searchContent.js';
import { badRequest, checkedIdentifier, notFound, pathTooLong } from './parseProxyPath.js';
import type { ProxyProblem } from './proxyResponse.js';

// The proxy's site search route, `{basePath}/search/{brandId}?q=…`: its parsing, its answer and
// its headers. Loaded with a dynamic `import()` at the first search request, never statically:
// it brings site search (MiniSearch and five stemmers, about 14 kB gzip), which an app's bundle
// of the proxy then carries as a chunk loaded later, paid for only where search is used. (A
// module imported statically anywhere would be bundled with the proxy, chunk or not.)

/** A site search of one brand, with its decoded, checked query. */
export interface SearchRoute {
  lookup: 'search';
  brandId: string;
  search: CheckedSearchQuery;
}

/**
 * Headers of every search answer. `private, no-cache`, as the index lookups': a search is
 * answered from the brand index, which a webhook's `refresh()` changes at once, and a shared
 * cache would keep a withdrawn article among the hits (a link to a 404) for as long as it keeps
 * the answer. A shared cache would save little: a search costs no service request once the
 * brand is walked, only a few milliseconds of the proxy's time, and a reader's repeated
 * searches are kept by the browser's query cache. No `vary`: the answer depends on the URL
 * alone. `x-robots-tag: noindex`: a page of search hits is not content, and must not compete
 * with the articles in a search engine.
 */
export const searchAnswerHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'private, no-cache',
  'x-robots-tag': 'noindex',
};

/**
 * The query parameters of a search, as the browser client's `searchUrl` writes them, and the
 * option of `checkSearchQuery` each one sets.
 */
const searchParameters = new Map<string, keyof SearchQuery>([
  ['q', 'query'],
  ['lang', 'lang'],
  ['category', 'categoryId'],
  ['tag', 'tag'],
  ['page', 'page'],
  ['pageSize', 'pageSize'],
]);

/** The query parameter that sets each option, for a problem's `detail`. */
const parameterOf = new Map<string | undefined, string>(
  [...searchParameters].map(([parameter, name]) => [name, parameter]),
);

/**
 * A form-encoded query value decoded once (`+` is a space, as `URLSearchParams` writes it):
 * the words of `q`, which are only compared, so any text is accepted. Refused when it is not
 * UTF-8 (a lone surrogate's escape, `%ED%A0%80`).
 */
function decodedText(raw: string, parameter: string): string | ProxyProblem {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return badRequest(`The ${parameter} query parameter is not valid percent-encoded UTF-8.`);
  }
}

/**
 * The search's options read from the raw query (so an escape is decoded once, and a lone
 * surrogate's is refused, not replaced): each known parameter at most once, `q` required.
 */
function parseSearchQuery(search: string): SearchQuery | ProxyProblem {
  const read: Partial<SearchQuery> = {};
  for (const parameter of search === '' ? [] : search.slice(1).split('&')) {
    const equals = parameter.indexOf('=');
    const given = equals < 0 ? parameter : parameter.slice(0, equals);
    const name = searchParameters.get(given);
    if (equals < 0 || name === undefined) {
      return badRequest(
        `The search accepts only the query parameters ${[...searchParameters.keys()].join(', ')}, each written name=value.`,
      );
    }
    if (read[name] !== undefined) {
      return badRequest(`The ${given} query parameter is given more than once.`);
    }
    const raw = parameter.slice(equals + 1);
    if (name === 'page' || name === 'pageSize') {
      // The client writes whole numbers without sign, leading zeros, exponent or fraction;
      // their bounds are checkSearchQuery's.
      if (!/^(?:0|[1-9]\d{0,9})$/.test(raw)) {
        return badRequest(`The ${given} query parameter must be a whole number, in digits.`);
      }
      read[name] = Number(raw);
      continue;
    }
    const value =
      name === 'query'
        ? decodedText(raw, given)
        : checkedIdentifier(raw.replaceAll('+', '%20'), `${given} query parameter`);
    if (typeof value !== 'string') return value;
    read[name] = value;
  }
  const { query } = read;
  if (query === undefined) return badRequest('The search needs a q query parameter.');
  return { ...read, query };
}

/**
 * Maps a request URL in the search namespace to a search, or to the problem that refuses it:
 * 404 for any path other than `{basePath}/search/{brandId}`, 414 for an over-long URL, 400 for
 * an unsafe brand or filter, a query parameter unknown, repeated or missing (`q`), or a bound
 * of `checkSearchQuery` passed (a query over 200 characters, a page past 100, a page size past
 * 50), with the bound in `detail`.
 */
export function parseSearchPath(url: URL, basePath: string): SearchRoute | ProxyProblem {
  const tooLong = pathTooLong(url);
  if (tooLong !== undefined) return tooLong;
  const [, brand, ...extra] = url.pathname.slice(basePath.length + 1).split('/');
  if (brand === undefined || brand === '' || extra.length > 0) return notFound;
  const brandId = checkedIdentifier(brand, 'brand id');
  if (typeof brandId !== 'string') return brandId;
  const query = parseSearchQuery(url.search);
  if ('status' in query) return query;
  try {
    return { lookup: 'search', brandId, search: checkSearchQuery(query) };
  } catch (error) {
    if (!isContentApiError(error)) throw error;
    const parameter = parameterOf.get(error.field) ?? error.field;
    return badRequest(`The ${parameter} query parameter is out of bounds: ${error.message}.`);
  }
}

/** A checked search's results from `brandIndex` (the proxy's), through its keyed `client`. */
export function answerSearch(
  route: SearchRoute,
  client: ContentClient,
  brandIndex: BrandIndex,
  signal: AbortSignal,
): Promise<SearchResults> {
  return searchContent(client, { ...route.search, brandId: route.brandId, signal, brandIndex });
}
