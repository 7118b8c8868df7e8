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

/** `/live/<tag>`: the island page. */
export function liveHref(tag: string): string {
  return `/live/${encodeURIComponent(tag)}`;
}

/** `/shared/<tag>`: two islands on one page, one QueryClient and one request between them. */
export function sharedHref(tag: string): string {
  return `/shared/${encodeURIComponent(tag)}`;
}

/**
 * `/search?q=…&lang=…`, with `page` from page 2 on: the search page's own links. `URLSearchParams`
 * encodes the query.
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
 * The `?page=` of a page's URL (`Astro.url`): a positive integer, else 1 (bad input never
 * reaches the service).
 */
export function pageParam(url: URL): number {
  const raw = url.searchParams.get('page') ?? '1';
  const page = /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
  return page;
}
