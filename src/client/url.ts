import { invalidRequest } from './errors.js';

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
