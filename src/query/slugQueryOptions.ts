import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { untilAborted } from '../client/abort.js';
import {
  findThroughIndex,
  lookupRoute,
  searchInsteadOfProxy,
} from '../client/brandIndex/indexedLookup.js';
import type { ContentApiError, ContentClient, ContentItem } from '../client/index.js';
import { slugIndexOf } from '../client/slugIndex.js';
import {
  clientSlugSource,
  type SlugSearch,
  type SlugSearchSource,
  searchBySlug,
} from '../client/slugSearch.js';
import { sameLanguageTag } from '../shared/languageTag.js';
import { contentKeys } from './contentKeys.js';
import {
  type ContentQueryOptions,
  cachedListItems,
  categoriesQueryOptions,
  contentListQueryOptions,
  contentQueryDefaults,
} from './queryOptions.js';

/** The query key of a slug lookup. */
export type SlugKey = ReturnType<typeof contentKeys.slug>;

/** Parameters of a slug lookup. */
export interface ContentBySlugParams {
  brandId: string;
  /** The permalink slug, compared exactly. */
  slug: string;
  /** The item's language; without it every category is searched (see `findContentBySlug`). */
  lang?: string | undefined;
  /**
   * Page size of the search; its pages are cached as ordinary list pages of that size.
   * @default 100
   */
  pageSize?: number | undefined;
  /**
   * Pages read at most before the lookup rejects (`invalid-request`, field `maxPages`).
   * @default 100
   */
  maxPages?: number | undefined;
}

/** What TanStack passes to a query function; older 5.x releases pass no `client`, so it is optional here. */
interface SlugQueryContext {
  signal: AbortSignal;
  client?: QueryClient | undefined;
}

/** The search reading pages through the cache, so they are shared with lists and variants. */
function cacheSource(
  queryClient: QueryClient,
  client: ContentClient,
  brandId: string,
): SlugSearchSource {
  return {
    categories: (signal) =>
      untilAborted(signal, () => queryClient.fetchQuery(categoriesQueryOptions(client, brandId))),
    page: (list, page, pageSize, signal) =>
      untilAborted(signal, () =>
        queryClient.fetchQuery(
          contentListQueryOptions(client, list.kind, list.value, { brandId, page, pageSize }),
        ),
      ),
  };
}

/** An item with the slug (in `lang`, when given) from any cached list of the brand. */
function cachedItemWithSlug(
  queryClient: QueryClient,
  client: ContentClient,
  { brandId, slug, lang }: ContentBySlugParams,
): ContentItem | undefined {
  for (const item of cachedListItems(queryClient, client, brandId)) {
    // `lang` as the service's language list reads it: `de-at` finds a `de-AT` item.
    if (item?.slug === slug && (lang === undefined || sameLanguageTag(item.language, lang))) {
      return item;
    }
  }
  return undefined;
}

/**
 * Query options for the item with a permalink slug (server-safe): `data` is the item, or
 * `null` when there is none (a "not found", never an error). The lookup first looks through
 * every cached list page of the brand (an article opened from a list costs no request), then
 * finds it as `findContentBySlug` does: through the client's brand index on a server (1
 * request when warm), through the proxy with `brandIndex: 'proxy'`, else by searching the
 * lists; pages are fetched as ordinary cached list queries (shared with lists and
 * `findVariants`). `options` as in `categoriesQueryOptions`.
 *
 * @example
 * const item = await queryClient.fetchQuery(
 *   contentBySlugQueryOptions(client, { brandId: 'acme-outdoor', lang: 'en', slug }),
 * );
 * if (item === null) notFound();
 */
export function contentBySlugQueryOptions<TData = ContentItem | null>(
  client: ContentClient,
  params: ContentBySlugParams,
  options?: ContentQueryOptions<ContentItem | null, TData, SlugKey>,
) {
  const { brandId, slug, lang, pageSize = 100, maxPages = 100 } = params;
  return queryOptions<ContentItem | null, ContentApiError, TData, SlugKey>({
    ...contentQueryDefaults,
    ...options,
    queryKey: contentKeys.slug(client, brandId, slug, lang),
    queryFn: async ({ signal, client: queryClient }: SlugQueryContext) => {
      const search: SlugSearch = {
        brandId,
        slug,
        lang,
        pageSize,
        concurrency: 2,
        maxPages,
        signal,
        index: slugIndexOf(client),
      };
      const route = lookupRoute(client, undefined);
      // In a browser through the proxy: one request, answered from the server's index.
      if (route.kind === 'proxy') {
        try {
          return await route.lookups.slug(brandId, slug, lang, { signal });
        } catch (error) {
          // A proxy with no index answer for this brand: search the lists through it instead.
          if (!searchInsteadOfProxy(error)) throw error;
        }
      }
      // An older TanStack 5.x passes no QueryClient: search without the cache.
      const source =
        queryClient === undefined
          ? clientSlugSource(client, brandId, {})
          : cacheSource(queryClient, client, brandId);
      if (queryClient !== undefined) {
        const cached = cachedItemWithSlug(queryClient, client, params);
        if (cached !== undefined) return cached;
      }
      if (route.kind !== 'index') return searchBySlug(source, search);
      return findThroughIndex(route.index, source, search, () => searchBySlug(source, search));
    },
  });
}
