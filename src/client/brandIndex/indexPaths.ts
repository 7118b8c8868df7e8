import { segment } from '../url.js';

/**
 * The two lookups a proxy answers from its brand index, below its base path, beside the
 * service's own paths (`{basePath}/api/v1/content/…`), in a namespace the service does not use:
 *
 * - `{basePath}/brand-index/{brandId}/slug/{slug}[?lang=xx]`: the item, fresh, as a page of
 *   zero or one item (`{ page, pageSize, totalCount, data }`);
 * - `{basePath}/brand-index/{brandId}/variants/{translationGroupId}`: every language version
 *   (indexed fields only), as a page of them.
 */
export type IndexLookup = 'slug' | 'variants';

/** The first path segment of the proxy's index lookups. */
export const indexPathSegment = 'brand-index';

/** The URL of one index lookup under `baseUrl`; throws `invalid-request` for an identifier it cannot use. */
export function indexLookupUrl(
  baseUrl: string,
  lookup: IndexLookup,
  brandId: string,
  value: string,
  lang?: string | undefined,
): string {
  const path = `${baseUrl}/${indexPathSegment}/${segment(brandId, 'brandId')}/${lookup}/${segment(value, lookup === 'slug' ? 'slug' : 'translationGroupId')}`;
  return lang === undefined ? path : `${path}?lang=${segment(lang, 'lang')}`;
}
