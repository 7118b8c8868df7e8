import { invalidRequest } from './errors.js';

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
    // Deno throws on reading `location` when started without `--location`.
    const page: unknown = globalThis.location?.href;
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
