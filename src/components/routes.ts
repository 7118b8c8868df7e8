import type { IndexedContent } from '../client/index.js';
// An unpaired UTF-16 surrogate cannot be percent-encoded: `encodeURIComponent` throws on it.
import { isWellFormed } from '../client/wellFormed.js';
import { decodeRepeatedly, safeFieldUrl } from '../html/safeUrl.js';
import { warnOnce } from './warnOnce.js';

// Routes: where items, categories and tags link to (the defaults and the type), and the one
// builder and checker of every content href the components render.

// URL parsers drop tabs and newlines anywhere in a URL, so `.\t.` is `..` to a browser.
const ignoredInUrl = /[\t\n\r]/g;
// A `.` or `..` path segment, also with the control characters and spaces URL parsers trim.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const dotSegment = /^[\u0000-\u0020]*\.\.?[\u0000-\u0020]*$/;

/**
 * Whether the path of `href` has a `.` or `..` segment as a browser, or a server that
 * decodes `%2F`, `%5C` and `%2e` before routing, would read it: such a path can climb
 * out of the route it was built in (`/t/%2e%2e%2Fadmin`).
 */
function hasDotSegment(href: string): boolean {
  const path = href.replace(ignoredInUrl, '').split(/[?#]/, 1)[0] ?? '';
  // Decoded piece by piece: one malformed escape (a lone `%`) must not leave the escapes of
  // the other pieces undecoded (`/.%2E/%` climbs in a browser, which reads `.%2E` as `..`).
  return path.split(/[\\/]/).some((piece) =>
    decodeRepeatedly(piece)
      .replace(ignoredInUrl, '')
      .split(/[\\/]/)
      .some((part) => dotSegment.test(part)),
  );
}

/**
 * `href` when it is safe as a link built from content, else `undefined` (no link).
 * Safe means: it passes the field URL allow-list (`https:`, `http:` or relative, never
 * `//host`), holds no unpaired surrogate, and its path has no `.` or `..` segment, plain
 * or percent-encoded, so it stays inside the route that built it. The query and fragment
 * are not checked: they cannot change the path.
 */
export function checkContentHref(href: unknown): string | undefined {
  const safe = safeFieldUrl(href);
  if (safe === undefined || !isWellFormed(safe) || hasDotSegment(safe)) return undefined;
  return safe;
}

/**
 * The one builder of content hrefs: `prefix` followed by each value as one
 * percent-encoded path segment (`contentPath('/t/', ['a/b'])` is `/t/a%2Fb`).
 * `undefined` when a value is empty, unencodable or a dot segment in any encoding, so
 * the href could not stay inside the route.
 */
export function contentPath(prefix: string, values: readonly string[]): string | undefined {
  const segments: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string' || value === '' || !isWellFormed(value)) return undefined;
    segments.push(encodeURIComponent(value));
  }
  return checkContentHref(prefix + segments.join('/'));
}

/**
 * Calls an app's route function (`getItemHref`, `getTagHref`, …) and checks its result
 * with {@link checkContentHref}. A function that throws for some content gives that
 * entry no link instead of failing the page.
 */
export function routeHref<T>(
  route: ((value: T) => string | undefined) | undefined,
  value: T,
): string | undefined {
  if (route === undefined) return undefined;
  try {
    return checkContentHref(route(value));
  } catch {
    if (process.env.NODE_ENV !== 'production') {
      warnOnce(
        '[routes] a route function threw: rendering that entry without a link. Return a string (or undefined for no link) for any content.',
      );
    }
    return undefined;
  }
}

/**
 * Where items, categories and tags link to; override any of them on the provider or a
 * component. Whatever they return is checked before it is rendered (`undefined`, an
 * unsafe URL or a path with a `.`/`..` segment renders the entry without a link), and
 * a function that throws gives that entry no link.
 */
export interface ContentRoutes {
  /**
   * Link of an item: an article, a card of a list (in the reader's language, an
   * `IndexedContent` with no body) or a language version, so it gets the indexed fields only.
   * @default `/${language}/${slug}`, each percent-encoded; no link for `.`, `..`, empty or unencodable values
   */
  getItemHref: (item: IndexedContent) => string | undefined;
  /** @default `/c/${categoryId}`, percent-encoded; no link for values that cannot stay in `/c/` */
  getCategoryHref: (categoryId: string) => string | undefined;
  /** @default `/t/${tag}`, percent-encoded; no link for values that cannot stay in `/t/` */
  getTagHref: (tag: string) => string | undefined;
}

/** The default routes, built by `contentPath`, which refuses any value that could leave its route. */
export const defaultRoutes: ContentRoutes = {
  getItemHref: (item) => contentPath('/', [item.language, item.slug]),
  getCategoryHref: (categoryId) => contentPath('/c/', [categoryId]),
  getTagHref: (tag) => contentPath('/t/', [tag]),
};
