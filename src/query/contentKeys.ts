import type { ContentClient } from '../client/index.js';

/**
 * The client (or its `queryKeyScope`) a key belongs to. Keys hold only the scope, never the
 * base URL, the API key or headers: a server client and a browser client of the same service
 * (directly, or through a proxy) share their cache entries.
 */
export type KeySource = Pick<ContentClient, 'queryKeyScope'> | string;

/** Which list endpoint a key belongs to. */
export type ListKind = 'category' | 'lang' | 'tag';

/** The list kinds that mix languages: a language list is in one language already. */
export type TranslatableListKind = Exclude<ListKind, 'lang'>;

/** Paging part of a list key. */
export interface PageKeyParams {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Search part of a search key: the query and its filters, defaults applied. */
export interface SearchKeyParams {
  query: string;
  lang?: string | undefined;
  categoryId?: string | undefined;
  tag?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Language part of a translated list key. */
export interface TranslatedListKeyParams {
  preferredLanguages: readonly string[];
  maxItems?: number | undefined;
}

const root = 'content-delivery-react';

function scopeOf(source: KeySource): string {
  return typeof source === 'string' ? source : source.queryKeyScope;
}

/** Everything of one key scope: every service of an app but one shares the scope `'default'`. */
const scope = (source: KeySource) => [root, scopeOf(source)] as const;

/**
 * The one query-key factory of this library. Keys are hierarchical, so
 * invalidating a prefix covers everything below it:
 *
 * ```
 * all → scope(queryKeyScope) → brand → categories
 *                                   → lists → list(kind, value) → page({ page, pageSize }) | infinite({ pageSize })
 *                                                               → translatedList({ preferredLanguages, maxItems })
 *                                   → variants(translationGroupId)
 *                                   → slug({ lang, slug })
 *                                   → searches → search({ query, lang, categoryId, tag, page, pageSize })
 * ```
 *
 * Keys contain the client's `queryKeyScope` (`'default'` unless set) and the brand, never
 * the base URL, the API key or headers: whichever transport fetched the data (the service
 * with a key on the server, a proxy in the browser), the key is the same, so hydrated data
 * is not fetched again. They are safe to log, persist and `dehydrate`.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: contentKeys.brand(client, 'acme') });       // a brand
 * queryClient.invalidateQueries({ queryKey: contentKeys.list(client, 'acme', 'tag', 'seo') }); // a tag, all pages
 */
export const contentKeys = {
  /** Everything this library caches. */
  all: [root] as const,
  /** Everything of one key scope (one service; see `ContentClientOptions.queryKeyScope`). */
  scope,
  /** Everything of one brand. */
  brand: (source: KeySource, brandId: string) => [...scope(source), brandId] as const,
  /** The brand's categories. */
  categories: (source: KeySource, brandId: string) =>
    [...contentKeys.brand(source, brandId), 'categories'] as const,
  /** Every content list of the brand (all categories, languages and tags). */
  lists: (source: KeySource, brandId: string) =>
    [...contentKeys.brand(source, brandId), 'list'] as const,
  /** One category, language or tag: all its pages, paged and infinite. */
  list: (source: KeySource, brandId: string, kind: ListKind, value: string) =>
    [...contentKeys.lists(source, brandId), kind, value] as const,
  /** One page of a list. */
  page: (
    source: KeySource,
    brandId: string,
    kind: ListKind,
    value: string,
    params: PageKeyParams,
  ) =>
    [
      ...contentKeys.list(source, brandId, kind, value),
      'page',
      { page: params.page, pageSize: params.pageSize },
    ] as const,
  /** The pages of an infinite list. */
  infinite: (
    source: KeySource,
    brandId: string,
    kind: ListKind,
    value: string,
    pageSize?: number,
  ) => [...contentKeys.list(source, brandId, kind, value), 'infinite', { pageSize }] as const,
  /** The language variants of one translation group. */
  variants: (source: KeySource, brandId: string, translationGroupId: string) =>
    [...contentKeys.brand(source, brandId), 'variants', translationGroupId] as const,
  /** The item with one permalink slug (in one language, or any: `lang` `null`). */
  slug: (source: KeySource, brandId: string, slug: string, lang?: string) =>
    [...contentKeys.brand(source, brandId), 'slug', { lang: lang ?? null, slug }] as const,
  /** Every site search of the brand (`useContentSearch`). */
  searches: (source: KeySource, brandId: string) =>
    [...contentKeys.brand(source, brandId), 'search'] as const,
  /** One page of one site search; the query as searched (trimmed), absent filters `null`. */
  search: (source: KeySource, brandId: string, params: SearchKeyParams) =>
    [
      ...contentKeys.searches(source, brandId),
      {
        query: params.query,
        lang: params.lang ?? null,
        categoryId: params.categoryId ?? null,
        tag: params.tag ?? null,
        page: params.page ?? 1,
        pageSize: params.pageSize ?? 10,
      },
    ] as const,
  /**
   * One category or tag list collapsed to one item per translation group in the reader's
   * languages (as given, in order), under `list(kind, value)` so invalidating the list covers it.
   */
  translatedList: (
    source: KeySource,
    brandId: string,
    kind: ListKind,
    value: string,
    params: TranslatedListKeyParams,
  ) =>
    [
      ...contentKeys.list(source, brandId, kind, value),
      'translated',
      { preferredLanguages: [...params.preferredLanguages], maxItems: params.maxItems },
    ] as const,
};
