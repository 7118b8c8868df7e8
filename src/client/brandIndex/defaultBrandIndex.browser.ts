import type { ContentClient } from '../contentClient.js';
import type { BrandIndex, BrandIndexOptions } from './brandIndexTypes.js';

/**
 * A browser build's `#default-brand-index`: no index, so none of its code is bundled. A page's
 * lookups search the lists (bounded), or ask the proxy with `brandIndex: 'proxy'`. An index made
 * on purpose with `createBrandIndex` still works anywhere.
 */
export function createDefaultBrandIndex(
  _client: ContentClient,
  _options: BrandIndexOptions,
): BrandIndex | undefined {
  return undefined;
}
