import type { ContentClient } from './contentClient.js';
import { type AllContent, type GetAllOptions, walkAllPages } from './walkAllPages.js';

/**
 * Every item of a category, walking all pages with bounded concurrency.
 * Standalone rather than a client method, so apps that never walk pages do not bundle it.
 *
 * @example
 * const { items, complete } = await getAllContentByCategory(client, 'acme', 'news', { limit: 500 });
 */
export function getAllContentByCategory(
  client: ContentClient,
  brandId: string,
  categoryId: string,
  options?: GetAllOptions | null,
): Promise<AllContent> {
  return walkAllPages(client, 'getContentByCategory', brandId, categoryId, options);
}

/**
 * Every item of a language, walking all pages with bounded concurrency.
 *
 * @example
 * const { items } = await getAllContentByLanguage(client, 'acme', 'de');
 */
export function getAllContentByLanguage(
  client: ContentClient,
  brandId: string,
  lang: string,
  options?: GetAllOptions | null,
): Promise<AllContent> {
  return walkAllPages(client, 'getContentByLanguage', brandId, lang, options);
}

/**
 * Every item of a tag, walking all pages with bounded concurrency.
 *
 * @example
 * const { items } = await getAllContentByTag(client, 'acme', 'seo', { concurrency: 2, limit: 500 });
 */
export function getAllContentByTag(
  client: ContentClient,
  brandId: string,
  tag: string,
  options?: GetAllOptions | null,
): Promise<AllContent> {
  return walkAllPages(client, 'getContentByTag', brandId, tag, options);
}
