import { sameLanguageTag } from '../../shared/languageTag.js';
import type { ContentClient } from '../contentClient.js';
import { isContentApiError } from '../errors.js';
import type { RequestOptions } from '../options.js';
import { pastTheEnd, type SlugSearch, type SlugSearchSource } from '../slugSearch.js';
import type { ContentItem, IndexedContent } from '../types.js';
import { type BrandIndexInternals, brandIndexInternals } from './brandIndex.js';
import type { BrandIndex } from './brandIndexTypes.js';

/** How a client made with `brandIndex: 'proxy'` asks its proxy's index. */
export interface ProxyLookups {
  slug(
    brandId: string,
    slug: string,
    lang: string | undefined,
    call: RequestOptions,
  ): Promise<ContentItem | null>;
  variants(
    brandId: string,
    translationGroupId: string,
    call: RequestOptions,
  ): Promise<IndexedContent[]>;
  /**
   * Any other GET of the proxy's (site search): `path` below its base URL, the answer checked by
   * `parse`. The search's own code stays in `proxySearch.ts`, so a page that never searches does
   * not load it.
   */
  ask<T>(path: string, parse: (json: unknown) => T, call: RequestOptions): Promise<T>;
}

// Kept beside the client, not on it, so the client's public shape stays the four endpoints.
const proxies = new WeakMap<ContentClient, ProxyLookups>();

export function setProxyLookups(client: ContentClient, lookups: ProxyLookups): void {
  proxies.set(client, lookups);
}

/**
 * Where a client's lookups go: its own brand index (a server), its proxy's (a browser client
 * made with `brandIndex: 'proxy'`), or nowhere (the bounded list search). `choice` is a
 * lookup's `brandIndex` option: an index to use instead, or `false` for none.
 */
export function lookupRoute(
  client: ContentClient,
  choice: BrandIndex | false | undefined,
):
  | { kind: 'index'; index: BrandIndexInternals }
  | { kind: 'proxy'; lookups: ProxyLookups }
  | { kind: 'none' } {
  if (choice === false) return { kind: 'none' };
  const chosen = choice ?? client.brandIndex;
  const index = chosen && brandIndexInternals(chosen);
  if (index !== undefined) return { kind: 'index', index };
  const lookups = choice === undefined ? proxies.get(client) : undefined;
  return lookups === undefined ? { kind: 'none' } : { kind: 'proxy', lookups };
}

/**
 * Whether a proxy lookup failed in a way the list search can answer instead: the proxy has no
 * index answer here (404: no index, the brand refused or too large to index), or the client
 * cannot put the brand or slug in the proxy's path (`invalid-request`). Other failures (the
 * service down behind the proxy, an abort) are the lookup's.
 */
export function searchInsteadOfProxy(error: unknown): boolean {
  if (!isContentApiError(error)) return false;
  return error.kind === 'invalid-request' || (error.kind === 'http' && error.status === 404);
}

/**
 * The item with `search.slug` through a brand index: where the index says it is, read fresh
 * (1 request; 0 when a walk read it for this lookup). An item that moved is looked for on the
 * pages beside it, then after one more walk (at most one per `missRefreshMs`); past that, and
 * whenever the index cannot say (a brand over `maxItems`), `fallback` searches the lists.
 */
export async function findThroughIndex(
  index: BrandIndexInternals,
  source: SlugSearchSource,
  search: Pick<SlugSearch, 'brandId' | 'slug' | 'lang' | 'signal'>,
  fallback: () => Promise<ContentItem | null>,
): Promise<ContentItem | null> {
  const { brandId, slug, lang, signal } = search;
  const inLanguage = (item: ContentItem) =>
    lang === undefined || sameLanguageTag(item.language, lang);
  const readAround = async (list: string, page: number, pageSize: number) => {
    for (const candidate of [page, page + 1, page - 1]) {
      if (candidate < 1) continue;
      const { data } = await source
        .page({ kind: 'category', value: list }, candidate, pageSize, signal)
        .catch(pastTheEnd);
      const item = data.find((entry) => entry.slug === slug);
      if (item !== undefined) return item;
    }
    return undefined;
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    const location = await index.locate(brandId, slug, { lang, signal });
    if (location.kind === 'absent') return null;
    if (location.kind === 'unknown') return fallback();
    if (location.item !== undefined) return location.item;
    const item = await readAround(location.record.list, location.page, location.pageSize);
    if (item !== undefined) return inLanguage(item) ? item : null;
    if (attempt === 1 || !(await index.moved(brandId, signal))) break;
  }
  return fallback();
}

/** How a client made with `brandIndex: 'proxy'` reaches its proxy, or `undefined` for another client. */
export function proxyLookupsOf(client: ContentClient): ProxyLookups | undefined {
  return proxies.get(client);
}
