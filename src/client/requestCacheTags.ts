import type { Endpoint } from './url.js';

/** The one way a cache tag is written: `cds`, then each value percent-encoded, so `:` never appears inside a value. */
export function cacheTag(...values: string[]): string {
  return ['cds', ...values.map(encodeURIComponent)].join(':');
}

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
