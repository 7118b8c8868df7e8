import type { ContentClient } from '../contentClient.js';
import { createBrandIndex } from './brandIndex.js';
import type { BrandIndex, BrandIndexOptions } from './brandIndexTypes.js';

/**
 * The brand index a client makes for itself on a server (`#default-brand-index`, default
 * condition). Browser builds resolve that import to `defaultBrandIndex.browser.ts` instead, so a
 * page's bundle carries none of the index: a browser never walks a brand.
 */
export function createDefaultBrandIndex(
  client: ContentClient,
  options: BrandIndexOptions,
): BrandIndex | undefined {
  return createBrandIndex(client, options);
}
