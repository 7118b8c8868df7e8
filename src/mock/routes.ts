/** Where the service's paths start, after the base URL's own path. */
export const API_PREFIX = '/api/v1/content/brands/';

/** The endpoint a path names, with its decoded parameters. */
export type Route =
  | { endpoint: 'categories'; brandId: string }
  | { endpoint: 'category' | 'lang' | 'tag'; brandId: string; value: string };

/** Parses `…/api/v1/content/brands/{brandId}/{endpoint}[/{value}]`; `undefined` for any other path. */
export function matchRoute(pathname: string, basePath: string): Route | undefined {
  if (!pathname.startsWith(`${basePath}${API_PREFIX}`)) return undefined;
  const segments = pathname.slice(basePath.length + API_PREFIX.length).split('/');
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  const [brandId, endpoint, value] = decoded;
  if (brandId === undefined || brandId === '' || endpoint === undefined) return undefined;
  if (segments.length === 2 && endpoint === 'categories') return { endpoint, brandId };
  if (segments.length !== 3 || value === undefined || value === '') return undefined;
  if (endpoint === 'category' || endpoint === 'lang' || endpoint === 'tag') {
    return { endpoint, brandId, value };
  }
  return undefined;
}

const int32Grammar = /^-?(?:0|[1-9]\d*)$/;
/** The largest int32, the largest `page` the mock accepts. */
export const INT32_MAX = 2147483647;

/** A paging parameter the mock refuses; its message is the `detail` of the 400 answer. */
export class PagingParamError extends Error {}

/** The `page` or `pageSize` of `url`, or `fallback` when absent; throws a `PagingParamError` when unusable. */
export function readPagingParam(
  url: URL,
  name: 'page' | 'pageSize',
  fallback: number,
  max: number,
): number {
  const all = url.searchParams.getAll(name);
  if (all.length > 1) {
    throw new PagingParamError(`${name} must be given once, got ${all.length} values`);
  }
  const raw = all[0];
  if (raw === undefined) return fallback;
  if (!int32Grammar.test(raw) || Number(raw) > INT32_MAX || Number(raw) < -INT32_MAX - 1) {
    throw new PagingParamError(
      `${name} must be an int32 written as an integer, got "${raw.slice(0, 40)}"`,
    );
  }
  const value = Number(raw);
  if (value < 1) throw new PagingParamError(`${name} must be 1 or more, got ${value}`);
  if (value > max) throw new PagingParamError(`${name} must be at most ${max}, got ${value}`);
  return value;
}
