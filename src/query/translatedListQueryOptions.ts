import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { lookupRoute } from '../client/brandIndex/indexedLookup.js';
import {
  type ContentApiError,
  type ContentClient,
  type IndexedContent,
  isContentApiError,
} from '../client/index.js';
import { assertCount, type ListPageFetcher, walkPages } from '../client/walkAllPages.js';
import { collapseTranslations } from './collapseTranslations.js';
import { contentKeys, type TranslatableListKind } from './contentKeys.js';
import {
  type ContentQueryOptions,
  contentListQueryOptions,
  contentQueryDefaults,
  listMethods,
} from './queryOptions.js';
import { listTruncated } from './warnings.js';

/**
 * A category or tag list, one item per translation group, in the reader's languages. Its items
 * are `IndexedContent` (what a card shows: title, description, image, dates, category, tags; no
 * body): on a server the list comes from the client's brand index, which holds no bodies.
 */
export interface TranslatedList {
  /** One item per translation group, in the reader's language where it exists, in the service's order. */
  items: IndexedContent[];
  /** Items the service listed (its `totalCount`, every language counted), before collapsing. */
  itemCount: number;
  /**
   * `false` when not every item could be looked at: the list has more than `maxItems` items
   * (only the first `maxItems` were loaded and collapsed), or it changed during the walk.
   * Always `true` for a list from the brand index.
   */
  complete: boolean;
}

/** Parameters of {@link translatedListQueryOptions}. */
export interface TranslatedListParams {
  brandId: string;
  /**
   * The reader's languages, most wanted first (`['de-AT', 'de', 'en']`): from the route or
   * `Accept-Language` on a server, `navigator.languages` in a browser-only app.
   */
  preferredLanguages: readonly string[];
  /**
   * Items loaded at most (every language counted) before collapsing, when the list is read from
   * the service; a longer list shows the groups of its first `maxItems` items, `complete: false`
   * and a development warning. A list from the brand index is never cut.
   * @default 1000
   */
  maxItems?: number | undefined;
}

/** The query key of a translated list. */
export type TranslatedListKey = ReturnType<typeof contentKeys.translatedList>;

/** Items per walked page: the most the demo service allows; fewer pages, fewer requests. */
const walkPageSize = 100;
/** Page requests in flight at once during the walk. */
const walkConcurrency = 2;
/** The most `maxItems` may be: the page walk stops at 1 000 pages of 100. */
const maxItemsLimit = 100_000;

/**
 * A page fetcher for the walk: through the QueryClient, so walked pages are ordinary cached
 * list pages (shared with the list hooks, `findVariants` and other languages' walks); without
 * one (TanStack before 5.66 gives the query function no `client`), straight through the client.
 */
function pageFetcher(
  queryClient: QueryClient | undefined,
  client: ContentClient,
  kind: TranslatableListKind,
  value: string,
  brandId: string,
): ListPageFetcher {
  return (page, pageSize, signal) => {
    if (queryClient === undefined) {
      return client[listMethods[kind]](brandId, value, { page, pageSize, signal });
    }
    // A cached fetch cannot be aborted, but once the walk has failed it starts no more of them.
    if (signal.aborted) return Promise.reject(signal.reason);
    return queryClient.fetchQuery(
      contentListQueryOptions(client, kind, value, { brandId, page, pageSize }),
    );
  };
}

// A category's or tag's list as the brand index holds it, for lists on a server: the index
// reads it from its store in list order (its internal `listItems`), and only these lists need it.

/**
 * The list from the client's own brand index (a server's), or `undefined` when there is none or
 * it cannot give this list exactly: a brand over its `maxItems`, an index not `complete`, an
 * item it could not hold, a category it does not know, or a walk that failed. The first list
 * of a brand waits for its walk (shared with slug lookups and `findVariants`); after that it
 * costs no request.
 */
async function listFromIndex(
  client: ContentClient,
  kind: TranslatableListKind,
  value: string,
  { brandId, preferredLanguages }: TranslatedListParams,
  signal: AbortSignal,
): Promise<TranslatedList | undefined> {
  // Only a local index: the proxy answers slug and variant lookups, not lists.
  const route = lookupRoute(client, undefined);
  if (route.kind !== 'index') return undefined;
  // A value the service's list could not be asked for (`..`, a lone surrogate) is refused as
  // it was without an index (`invalid-request`), not answered as an empty list.
  client.buildUrl[kind === 'category' ? 'contentByCategory' : 'contentByTag'](brandId, value);
  let items: IndexedContent[] | undefined;
  try {
    items = await route.index.listItems(brandId, kind, value, signal);
  } catch (error) {
    // A failed walk leaves the list to the service (which reports its own failure).
    if (signal.aborted || (isContentApiError(error) && error.kind === 'aborted')) throw error;
    return undefined;
  }
  if (items === undefined) return undefined;
  return {
    items: collapseTranslations(items, preferredLanguages),
    itemCount: items.length,
    complete: true,
  };
}

/** Walks the whole list (bounded by `maxItems`) and collapses it to one item per group. */
async function loadTranslatedList(
  queryClient: QueryClient | undefined,
  client: ContentClient,
  kind: TranslatableListKind,
  value: string,
  { brandId, preferredLanguages, maxItems }: TranslatedListParams & { maxItems: number },
  signal: AbortSignal,
): Promise<TranslatedList> {
  assertCount('maxItems', maxItems, maxItemsLimit);
  const indexed = await listFromIndex(client, kind, value, { brandId, preferredLanguages }, signal);
  if (indexed !== undefined) return indexed;
  const walk = await walkPages(pageFetcher(queryClient, client, kind, value, brandId), {
    pageSize: walkPageSize,
    concurrency: walkConcurrency,
    limit: maxItems,
    signal,
  });
  const list = {
    items: collapseTranslations(walk.items, preferredLanguages),
    itemCount: walk.totalCount,
    complete: walk.complete && walk.totalCount <= maxItems,
  };
  if (walk.totalCount > maxItems) {
    listTruncated(kind, value, list.itemCount, list.items.length, maxItems);
  }
  return list;
}

/**
 * Query options for a category or tag list in the reader's languages: the whole list,
 * collapsed with {@link collapseTranslations} to one item per translation group. Where the
 * list comes from:
 *
 * - **a server** (a client with a brand index, the default where there is no `document`), when
 *   the index holds the brand whole: from the index, exact for any size (no `maxItems` cut,
 *   `complete: true`), 0 requests once the index is built. A category keeps the service's
 *   order; a tag list is ordered newest first (`publishedDate` descending, unpublished last,
 *   then `id`), as the index cannot read the service's tag order (v1 does not specify one);
 * - **otherwise** (a browser, a brand over the index's `maxItems`, an index that is not
 *   complete): the service's list, loaded whole (bounded by `maxItems`, 100 items a request, 2
 *   at a time, each page an ordinary cached list page). Cost:
 *   `ceil(min(totalCount, maxItems) / 100)` requests once.
 *
 * Paging through the result is then free. Server-safe (no hooks); `options` as in
 * `categoriesQueryOptions`. The key is the same either way, so a list a server prefetched
 * hydrates in the browser; a browser refreshing it later reads the service's list.
 *
 * The hooks' `preferredLanguages` option and `<ContentList preferredLanguages>` page through
 * this query; prefetch it on the server so they render and hydrate without a request.
 *
 * @example
 * await queryClient.prefetchQuery(
 *   translatedListQueryOptions(client, 'category', 'hiking', { brandId: 'acme-outdoor', preferredLanguages: ['de', 'en'] }),
 * );
 */
export function translatedListQueryOptions<TData = TranslatedList>(
  client: ContentClient,
  kind: TranslatableListKind,
  value: string,
  { brandId, preferredLanguages, maxItems = 1000 }: TranslatedListParams,
  options?: ContentQueryOptions<TranslatedList, TData, TranslatedListKey>,
) {
  return queryOptions<TranslatedList, ContentApiError, TData, TranslatedListKey>({
    ...contentQueryDefaults,
    ...options,
    queryKey: contentKeys.translatedList(client, brandId, kind, value, {
      preferredLanguages,
      maxItems,
    }),
    queryFn: (context) => {
      // Typed as always present since TanStack 5.66; older 5.x versions leave it out.
      const queryClient: QueryClient | undefined = context.client;
      return loadTranslatedList(
        queryClient,
        client,
        kind,
        value,
        { brandId, preferredLanguages, maxItems },
        context.signal,
      );
    },
  });
}
