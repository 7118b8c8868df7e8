import { invalidRequest } from './errorBuilding.js';

/** Paging parameters of the three list endpoints. Omitted ones are not sent (the service's defaults apply). */
export interface PageParams {
  /** Page number (int32). The mock and most services count from 1. */
  page?: number | undefined;
  /** Items per page (int32). */
  pageSize?: number | undefined;
}

/** Builds the URL of each endpoint without sending anything; throws `ContentApiError` (`invalid-request`) on bad input. */
export interface ContentUrlBuilder {
  categories(brandId: string): string;
  contentByCategory(brandId: string, categoryId: string, params?: PageParams): string;
  contentByLanguage(brandId: string, lang: string, params?: PageParams): string;
  contentByTag(brandId: string, tag: string, params?: PageParams): string;
}

/** The path segment after the brand; it also names the endpoint's cache tag. */
export type Endpoint = 'categories' | 'category' | 'lang' | 'tag';

/**
 * Percent-encodes one path segment. Empty, `.` and `..` are refused because
 * URL parsers resolve them as path navigation (`/brands/..` is `/`), so the
 * request would reach a different endpoint; so are unpaired surrogates, which cannot be encoded.
 */
export function segment(value: unknown, name: string): string {
  try {
    // `encodeURIComponent` throws on a lone surrogate, the one check the URL needs.
    if (typeof value === 'string' && !/^\.{0,2}$/.test(value)) return encodeURIComponent(value);
  } catch {}
  throw invalidRequest(`${name} must be a non-empty, encodable string, not "." or ".."`, name);
}

function pageQuery(params: PageParams | null | undefined): string {
  let query = '';
  for (const name of ['page', 'pageSize'] as const) {
    const value = params?.[name];
    if (value === undefined) continue;
    // `x | 0` is `x` only for an int32.
    if (typeof value !== 'number' || (value | 0) !== value) {
      throw invalidRequest(`${name} must be an int32`, name);
    }
    query += `${query ? '&' : '?'}${name}=${value}`;
  }
  return query;
}

/**
 * The URL of one request, from percent-encoded segments: `…/brands/acme/tag/seo?page=2`.
 * Throws `invalid-request` for an identifier or page parameter it cannot use.
 */
export function endpointUrl(
  baseUrl: string,
  endpoint: Endpoint,
  brandId: unknown,
  key?: unknown,
  params?: PageParams | null,
): string {
  const path = [segment(brandId, 'brandId'), endpoint];
  if (endpoint !== 'categories') {
    path.push(segment(key, endpoint === 'category' ? 'categoryId' : endpoint));
  }
  return `${baseUrl}/api/v1/content/brands/${path.join('/')}${pageQuery(params)}`;
}

/**
 * `true` for a base URL that is a path on the page's own origin (`/api/content`): the URL
 * parser reads it as a path and leaves it exactly as written. So `//host` (another origin),
 * no leading `/`, `\`, `.`/`..` segments (also as `%2e`), a query, a fragment, spaces and
 * anything else the parser would rewrite are refused: the request goes where the string says.
 */
export function isRelativeBase(given: string): boolean {
  try {
    // Any origin will do: only the path is compared, and a query or fragment is not part of it.
    return new URL(given, 'http://base.invalid').pathname === given;
  } catch {
    return false;
  }
}

/**
 * The absolute URL of `url` (built on the relative `baseUrl`) on the page's origin, read at
 * request time so a module may create the client before any page exists (SSR imports).
 * Without an http(s) `location` (Node, edge, a worker-less test) it throws the
 * `invalid-request` error of `baseUrl`, which the calling method turns into a rejection.
 */
export function onPageOrigin(url: string, baseUrl: string): string {
  let resolved: URL | undefined;
  try {
    // Node has no `location`, and Deno throws on reading it when started without `--location`:
    // either way the read throws into the catch below.
    const page: unknown = globalThis.location.href;
    if (typeof page === 'string') resolved = new URL(url, page);
  } catch {
    // Handled below, as no page at all.
  }
  if (resolved === undefined || !/^https?:$/.test(resolved.protocol)) {
    throw invalidRequest(
      `relative baseUrl "${baseUrl}" works only in a browser; on a server use an absolute URL (the service's or the proxy's)`,
      'baseUrl',
    );
  }
  return resolved.href;
}
