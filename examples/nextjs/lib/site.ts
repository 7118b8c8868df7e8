// Site-wide constants and URL builders, shared by server pages and client islands (no secrets).

/** The brand this site shows. */
export const brandId = 'acme-outdoor';

/** The site's name, in titles, JSON-LD and the OpenSearch description. */
export const siteName = 'Acme Outdoor';

/** Origin for canonical and hreflang URLs. @default http://127.0.0.1:3000 */
export const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://127.0.0.1:3000';

/**
 * A path built from a route prefix and one content value, or `undefined` when the value cannot
 * stay inside that route (empty, `.`, `..`, a lone surrogate that cannot be percent-encoded).
 */
function routePath(prefix: string, value: string): string | undefined {
  if (value === '' || value === '.' || value === '..' || !value.isWellFormed()) return undefined;
  return `${prefix}${encodeURIComponent(value)}`;
}

/** Where an article lives: `/articles/<slug>`. */
export const articleHref = (item: { slug: string }) => routePath('/articles/', item.slug);

/** Where a tag's list lives: `/tags/<tag>`. */
export const tagHref = (tag: string) => routePath('/tags/', tag);

/** `?page=N` of a list route; page 1 is the route itself. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** The page number in a `?page=` value: a positive integer up to 1 000, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^[1-9]\d{0,3}$/.test(text)) return 1;
  return Math.min(Number(text), 1000);
}

/** Whether a route value is worth looking up: short, well-formed, no slash or control character. */
export function isPlausibleRouteValue(value: string): boolean {
  if (value.length === 0 || value.length > 200 || !value.isWellFormed()) return false;
  for (const character of value) {
    if (character === '/' || character === '\\' || character < ' ') return false;
  }
  return true;
}

/**
 * A dynamic route segment as text. Next.js hands segments over percent-encoded; a malformed
 * escape (`%E0%A4%A`) is kept as it is rather than thrown, and simply finds nothing.
 */
export function routeValue(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
