import { invalidRequest as invalid } from './errors.js';

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

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * Checks `baseUrl` and returns it without trailing slashes. Query strings,
 * fragments and credentials are refused: the client's URLs must stay free of
 * secrets, so keys go in `apiKey` or `headers`.
 */
export function parseBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== 'string' || baseUrl.trim() === '') {
    throw invalid('createContentClient: baseUrl must be an absolute http(s) URL', 'baseUrl');
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw invalid(
      `createContentClient: baseUrl ${JSON.stringify(baseUrl)} is not an absolute URL (e.g. https://cds.example.com)`,
      'baseUrl',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalid(
      `createContentClient: baseUrl must use http: or https:, not ${url.protocol}`,
      'baseUrl',
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw invalid(
      'createContentClient: baseUrl must not contain credentials; pass the key as apiKey',
      'baseUrl',
    );
  }
  if (url.search !== '' || url.hash !== '' || baseUrl.includes('?') || baseUrl.includes('#')) {
    throw invalid(
      'createContentClient: baseUrl must not contain a query string or fragment; pass keys as apiKey or headers',
      'baseUrl',
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Percent-encodes one path segment. Empty, `.` and `..` are refused because
 * URL parsers resolve them as path navigation (`/brands/..` is `/`), so the
 * request would reach a different endpoint.
 */
export function encodeSegment(value: unknown, name: string): string {
  if (typeof value !== 'string') {
    throw invalid(`${name} must be a string, got ${value === null ? 'null' : typeof value}`, name);
  }
  if (value === '' || value === '.' || value === '..') {
    throw invalid(
      `${name} must not be ${value === '' ? 'empty' : `"${value}"`}: it would change the request path`,
      name,
    );
  }
  try {
    return encodeURIComponent(value);
  } catch {
    throw invalid(`${name} contains an unpaired surrogate and cannot be encoded`, name);
  }
}

function checkInt32(value: unknown, name: string): void {
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < INT32_MIN ||
    value > INT32_MAX
  ) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw invalid(`${name} must be an int32 integer, got ${shown}`, name);
  }
}

function pageQuery(params: PageParams | undefined): string {
  if (params === undefined || params === null) return '';
  const parts: string[] = [];
  for (const name of ['page', 'pageSize'] as const) {
    const value = params[name];
    if (value === undefined) continue;
    checkInt32(value, name);
    parts.push(`${name}=${value}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/** Creates the URL builder for one base URL (already checked by `parseBaseUrl`). */
export function createUrlBuilder(baseUrl: string): ContentUrlBuilder {
  const brand = (brandId: string) =>
    `${baseUrl}/api/v1/content/brands/${encodeSegment(brandId, 'brandId')}`;
  return {
    categories: (brandId) => `${brand(brandId)}/categories`,
    contentByCategory: (brandId, categoryId, params) =>
      `${brand(brandId)}/category/${encodeSegment(categoryId, 'categoryId')}${pageQuery(params)}`,
    contentByLanguage: (brandId, lang, params) =>
      `${brand(brandId)}/lang/${encodeSegment(lang, 'lang')}${pageQuery(params)}`,
    contentByTag: (brandId, tag, params) =>
      `${brand(brandId)}/tag/${encodeSegment(tag, 'tag')}${pageQuery(params)}`,
  };
}
