import type {
  InfiniteData,
  UseInfiniteQueryResult,
  UseQueryResult,
  UseSuspenseQueryResult,
} from '@tanstack/react-query';
import {
  type Category,
  type ContentApiError,
  type ContentItem,
  type ContentPage,
  type ContentVariants,
  type PagedResult,
  useCategories,
  useContentByCategory,
  useContentByLanguage,
  useContentBySlug,
  useContentByTag,
  useContentVariants,
  useInfiniteContentByLanguage,
  useInfiniteContentByTag,
  useSuspenseContentByLanguage,
  useSuspenseContentBySlug,
  useSuspenseContentByTag,
  useSuspenseTranslatedContentList,
  useTranslatedContentList,
} from 'content-delivery-react';
import type { IndexedContent } from 'content-delivery-react/client';
import { describe, expectTypeOf, it } from 'vitest';

type Page = PagedResult<ContentItem>;
/** A page of a translated list: indexed fields only (a server builds it from its brand index). */
type TranslatedPage = ContentPage<IndexedContent>;

describe('ContentPage', () => {
  it('is a page of the service items by default, and of the index fields for translated lists', () => {
    expectTypeOf<ContentPage>().toEqualTypeOf<Page>();
    expectTypeOf<ContentPage<IndexedContent>>().toEqualTypeOf<PagedResult<IndexedContent>>();
  });
});

describe('hook result types', () => {
  it('paged hooks return UseQueryResult<PagedResult<ContentItem>, ContentApiError>', () => {
    expectTypeOf(useContentByTag({ tag: 'seo' })).toEqualTypeOf<
      UseQueryResult<Page, ContentApiError>
    >();
    expectTypeOf(useContentByCategory({ categoryId: 'news', page: 2 })).toEqualTypeOf<
      UseQueryResult<Page, ContentApiError>
    >();
    expectTypeOf(useContentByLanguage({ lang: 'de', pageSize: 5 })).toEqualTypeOf<
      UseQueryResult<Page, ContentApiError>
    >();
  });

  it('select changes the data type', () => {
    const titles = useContentByTag({
      tag: 'seo',
      select: (page) => page.data.map((item) => item.title),
    });
    expectTypeOf(titles.data).toEqualTypeOf<string[] | undefined>();
    expectTypeOf(titles.error).toEqualTypeOf<ContentApiError | null>();
  });

  it('categories, infinite, suspense and variants', () => {
    expectTypeOf(useCategories()).toEqualTypeOf<UseQueryResult<Category[], ContentApiError>>();
    expectTypeOf(useInfiniteContentByTag({ tag: 'seo' })).toEqualTypeOf<
      UseInfiniteQueryResult<InfiniteData<Page, number>, ContentApiError>
    >();
    const suspense = useSuspenseContentByTag({ tag: 'seo' });
    expectTypeOf(suspense).toEqualTypeOf<UseSuspenseQueryResult<Page, ContentApiError>>();
    expectTypeOf(suspense.data).toEqualTypeOf<Page>();
    expectTypeOf(useContentVariants(undefined)).toEqualTypeOf<ContentVariants>();
  });

  it('slug hooks give the item or null (not found)', () => {
    expectTypeOf(useContentBySlug({ slug: 'x', lang: 'de' })).toEqualTypeOf<
      UseQueryResult<ContentItem | null, ContentApiError>
    >();
    const suspense = useSuspenseContentBySlug({ slug: 'x' });
    expectTypeOf(suspense.data).toEqualTypeOf<ContentItem | null>();
    const title = useContentBySlug({ slug: 'x', select: (item) => item?.title ?? null });
    expectTypeOf(title.data).toEqualTypeOf<string | null | undefined>();
    // @ts-expect-error slug is required
    useContentBySlug({ lang: 'de' });
  });

  it('rejects wrong parameters', () => {
    // @ts-expect-error tag is required
    useContentByTag({});
    // @ts-expect-error page must be a number
    useContentByTag({ tag: 'seo', page: '2' });
  });

  it('preferredLanguages keeps the result a page, on category and tag lists only', () => {
    expectTypeOf(
      useTranslatedContentList({
        categoryId: 'hiking',
        preferredLanguages: ['de', 'en'],
        maxItems: 500,
      }),
    ).toEqualTypeOf<UseQueryResult<TranslatedPage, ContentApiError>>();
    expectTypeOf(
      useTranslatedContentList({ tag: 'gear', preferredLanguages: ['de'], page: 2, pageSize: 12 }),
    ).toEqualTypeOf<UseQueryResult<TranslatedPage, ContentApiError>>();
    expectTypeOf(
      useSuspenseTranslatedContentList({ categoryId: 'hiking', preferredLanguages: ['ar'] }).data,
    ).toEqualTypeOf<TranslatedPage>();
    // TanStack options stay typed for a page: `select` receives one.
    const titles = useTranslatedContentList({
      tag: 'gear',
      preferredLanguages: ['de'],
      select: (page) => page.data.map((item) => item.title),
    });
    expectTypeOf(titles.data).toEqualTypeOf<string[] | undefined>();
  });

  it('refuses preferredLanguages where a list is in one language or grows page by page', () => {
    // @ts-expect-error a language list is in one language already
    useContentByLanguage({ lang: 'de', preferredLanguages: ['en'] });
    // @ts-expect-error a language list is in one language already
    useSuspenseContentByLanguage({ lang: 'de', preferredLanguages: ['en'] });
    // @ts-expect-error infinite lists page the service's items; ContentList reveals groups instead
    useInfiniteContentByTag({ tag: 'gear', preferredLanguages: ['de'] });
    // @ts-expect-error infinite lists page the service's items
    useInfiniteContentByLanguage({ lang: 'de', preferredLanguages: ['de'] });
    // @ts-expect-error languages are a list, not one string
    useTranslatedContentList({ tag: 'gear', preferredLanguages: 'de' });
    // @ts-expect-error the plain hooks page the service's items (and do not bundle the collapse)
    useContentByTag({ tag: 'gear', preferredLanguages: ['de'] });
    // @ts-expect-error a language list is in one language already
    useTranslatedContentList({ lang: 'de', preferredLanguages: ['de'] });
    // @ts-expect-error the list is loaded whole: there is no next page to prefetch
    useTranslatedContentList({ tag: 'gear', preferredLanguages: ['de'], prefetchNextPage: true });
  });
});
