import type { IndexedContent } from '../client/index.js';
import { checkContentHref } from '../html/contentHref.js';
// An unpaired UTF-16 surrogate cannot be percent-encoded: `encodeURIComponent` throws on it.
import { isWellFormed } from '../shared/wellFormed.js';
import { routeThrew } from './warnings.js';

// Routes: where items, categories and tags link to (the defaults and the type), and the one
// builder of every content href the components render. The checker is html/contentHref.ts,
// shared with the sitemaps and feeds of the discovery entry.

export { checkContentHref };

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
    routeThrew();
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
