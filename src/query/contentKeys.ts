import type { ContentClient } from '../client/index.js';

/** The client (or its `baseUrl`) a key belongs to; keys hold only the base URL, never the API key. */
export type KeySource = Pick<ContentClient, 'baseUrl'> | string;

/** Which list endpoint a key belongs to. */
export type ListKind = 'category' | 'lang' | 'tag';

/** Paging part of a list key. */
export interface PageKeyParams {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Language part of a translated list key. */
export interface TranslatedListKeyParams {
  preferredLanguages: readonly string[];
  maxItems?: number | undefined;
}

const root = 'content-delivery-react';

function baseUrlOf(source: KeySource): string {
  return typeof source === 'string' ? source : source.baseUrl;
}

/**
 * The one query-key factory of this library. Keys are hierarchical, so
 * invalidating a prefix covers everything below it:
 *
 * ```
 * all → service(baseUrl) → brand → categories
 *                                → lists → list(kind, value) → page({ page, pageSize }) | infinite({ pageSize })
 *                                                            → translatedList({ preferredLanguages, maxItems })
 *                                → variants(translationGroupId)
 *                                → slug({ lang, slug })
 * ```
 *
 * Keys contain the base URL and brand but never the API key, so they are safe
 * to log, persist and `dehydrate`.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: contentKeys.brand(client, 'acme') });       // a brand
 * queryClient.invalidateQueries({ queryKey: contentKeys.list(client, 'acme', 'tag', 'seo') }); // a tag, all pages
 */
export const contentKeys = {
  /** Everything this library caches. */
  all: [root] as const,
  /** Everything from one service (base URL). */
  service: (source: KeySource) => [root, baseUrlOf(source)] as const,
  /** Everything of one brand. */
  brand: (source: KeySource, brandId: string) => [root, baseUrlOf(source), brandId] as const,
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
