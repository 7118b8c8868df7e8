import { type InfiniteData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  type Category,
  type ContentApiError,
  type ContentClient,
  type ContentItem,
  categoriesQueryOptions,
  contentByTagQueryOptions,
  infiniteContentByTagQueryOptions,
  type PagedResult,
  type TranslatedList,
  translatedListQueryOptions,
} from 'content-delivery-react';
import { describe, expectTypeOf, it } from 'vitest';

declare const client: ContentClient;
type Page = PagedResult<ContentItem>;

describe('query option factories', () => {
  it('type data by the query function, errors as ContentApiError', () => {
    const page = useQuery(contentByTagQueryOptions(client, { brandId: 'acme', tag: 'gear' }));
    expectTypeOf(page.data).toEqualTypeOf<Page | undefined>();
    expectTypeOf(page.error).toEqualTypeOf<ContentApiError | null>();
    const categories = useQuery(categoriesQueryOptions(client, 'acme'));
    expectTypeOf(categories.data).toEqualTypeOf<Category[] | undefined>();
  });

  it('take TanStack options last, and select changes the data type (no casts needed)', () => {
    const titles = useQuery(
      contentByTagQueryOptions(
        client,
        { brandId: 'acme', tag: 'gear' },
        { select: (result) => result.data.map((item) => item.title), staleTime: 0 },
      ),
    );
    expectTypeOf(titles.data).toEqualTypeOf<string[] | undefined>();
    const names = useQuery(
      categoriesQueryOptions(client, 'acme', {
        select: (all) => all.map((category) => category.id),
      }),
    );
    expectTypeOf(names.data).toEqualTypeOf<string[] | undefined>();
    const counts = useInfiniteQuery(
      infiniteContentByTagQueryOptions(
        client,
        { brandId: 'acme', tag: 'gear' },
        { select: (data) => data.pages.length },
      ),
    );
    expectTypeOf(counts.data).toEqualTypeOf<number | undefined>();
    const pages = useInfiniteQuery(
      infiniteContentByTagQueryOptions(client, { brandId: 'a', tag: 'b' }),
    );
    expectTypeOf(pages.data).toEqualTypeOf<InfiniteData<Page, number> | undefined>();
  });

  it('refuse options that do not fit the query', () => {
    contentByTagQueryOptions(
      client,
      { brandId: 'acme', tag: 'gear' },
      // @ts-expect-error select receives a page, which has no `length`
      { select: (result) => result.length },
    );
    // @ts-expect-error the key and the function are the factory's own
    contentByTagQueryOptions(client, { brandId: 'acme', tag: 'gear' }, { queryKey: ['x'] });
  });

  it('type the translated list and refuse the language kind', () => {
    const list = useQuery(
      translatedListQueryOptions(client, 'category', 'hiking', {
        brandId: 'acme',
        preferredLanguages: ['de'],
      }),
    );
    expectTypeOf(list.data).toEqualTypeOf<TranslatedList | undefined>();
    const complete = useQuery(
      translatedListQueryOptions(
        client,
        'tag',
        'gear',
        { brandId: 'acme', preferredLanguages: ['de'], maxItems: 200 },
        { select: (result) => result.complete },
      ),
    );
    expectTypeOf(complete.data).toEqualTypeOf<boolean | undefined>();
    translatedListQueryOptions(
      client,
      // @ts-expect-error a language list is in one language already
      'lang',
      'de',
      { brandId: 'acme', preferredLanguages: ['en'] },
    );
  });
});
