import type { Endpoint } from './url.js';

/** The one way a cache tag is written: `cds`, then each value percent-encoded, so `:` never appears inside a value. */
function cacheTag(...values: string[]): string {
  return ['cds', ...values.map(encodeURIComponent)].join(':');
}

/**
 * Cache tags the client attaches to every request as `fetch(url, { next: { tags } })`,
 * so a Next.js app can revalidate exactly what changed:
 * `revalidateTag(contentCacheTags.tag('acme', 'seo'))`.
 * Each request carries `all`, its brand's tag and its endpoint's tag (see `requestCacheTags`).
 * Values are percent-encoded, so `:` never appears inside a value.
 */
export const contentCacheTags = {
  /** Every response of this library. */
  all: /* @__PURE__ */ cacheTag(),
  /** Everything of one brand. */
  brand: (brandId: string) => cacheTag(brandId),
  /** The categories list of a brand. */
  categories: (brandId: string) => cacheTag(brandId, 'categories' satisfies Endpoint),
  /** All pages of a category's content. */
  category: (brandId: string, categoryId: string) =>
    cacheTag(brandId, 'category' satisfies Endpoint, categoryId),
  /** All pages of a language's content. */
  language: (brandId: string, lang: string) => cacheTag(brandId, 'lang' satisfies Endpoint, lang),
  /** All pages of a tag's content. */
  tag: (brandId: string, tag: string) => cacheTag(brandId, 'tag' satisfies Endpoint, tag),
} as const;

/**
 * The tags of one request (see `contentCacheTags`): every response's `cds`, the brand's
 * `cds:acme` and the endpoint's `cds:acme:tag:seo`, where `key` is the category, language
 * or tag (none for categories).
 */
export function requestCacheTags(brandId: string, endpoint: Endpoint, key?: string): string[] {
  const endpointTag =
    key === undefined ? cacheTag(brandId, endpoint) : cacheTag(brandId, endpoint, key);
  return [cacheTag(), cacheTag(brandId), endpointTag];
}
