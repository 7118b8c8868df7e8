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
