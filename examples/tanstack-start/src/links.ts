import type { ContentItem } from 'content-delivery-react';

// This site's URLs for content. The library checks every href these return before rendering it
// (an unsafe URL or a `.`/`..` segment gives no link), and encoding each segment keeps a hostile
// slug or tag inside its route.

/** `/articles/<slug>`: one route for every language (slugs are unique per brand). */
export function articleHref(item: Pick<ContentItem, 'slug'>): string {
  return `/articles/${encodeURIComponent(item.slug)}`;
}

/** `/tags/<tag>`, with `?page=N` from page 2 on. */
export function tagHref(tag: string, page = 1): string {
  const path = `/tags/${encodeURIComponent(tag)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The home page's own pages: `/`, then `/?page=N`. */
export function homeHref(page: number): string {
  return page > 1 ? `/?page=${page}` : '/';
}

/**
 * `/search?q=…`, with `lang` and, from page 2 on, `page`: the search page's own links (its pages,
 * the OpenSearch template). `URLSearchParams` encodes the query.
 */
export function searchHref(query: string, lang: string, page = 1): string {
  const parameters = new URLSearchParams({ q: query, lang });
  if (page > 1) parameters.set('page', String(page));
  return `/search?${parameters}`;
}

/** Routes for the library's components: items and tags link into this site; categories have no page here. */
export const siteRoutes = {
  getItemHref: articleHref,
  getTagHref: (tag: string) => tagHref(tag),
  getCategoryHref: () => undefined,
};

/**
 * The `?page=` search parameter (a route's `validateSearch`): a page over 1, else none (page 1
 * has no parameter; bad input never reaches the service).
 */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const raw = String(search.page ?? '');
  const page = /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
  return page > 1 ? { page } : {};
}

/** A search parameter as TanStack Router parsed it: `?page=2` is a number, `?q=true` a boolean. */
type SearchParameterValue = string | number | boolean;

/** The search page's parameters as given (checked on the server). */
export interface SearchPageParameters {
  q?: SearchParameterValue;
  lang?: SearchParameterValue;
  page?: SearchParameterValue;
}

/**
 * The search page's `validateSearch`: `?q=`, `?lang=`, `?page=` as the router parsed them,
 * kept as they are so the URL stays the same (a `page` turned into the string `"2"` would be
 * written back as `?page=%222%22`); other values (JSON objects) are dropped. The server
 * checks them (`search.server.ts`).
 */
export function searchPageParameters(search: Record<string, unknown>): SearchPageParameters {
  const parameters: SearchPageParameters = {};
  for (const name of ['q', 'lang', 'page'] as const) {
    const value = search[name];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      parameters[name] = value;
    }
  }
  return parameters;
}

/**
 * Whether `slug` can be an article's slug at all: not empty, at most 200 characters, no `.`/`..`,
 * `/`, `\`, control character or lone surrogate. Anything else answers 404 without a lookup.
 */
export function isPlausibleSlug(slug: string): boolean {
  return (
    slug.length > 0 &&
    slug.length <= 200 &&
    slug !== '.' &&
    slug !== '..' &&
    slug.isWellFormed() &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    !/[/\\\u0000-\u001f\u007f]/.test(slug)
  );
}
