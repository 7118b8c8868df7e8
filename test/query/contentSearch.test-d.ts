import type { UseQueryResult } from '@tanstack/react-query';
import {
  type ContentApiError,
  type ContentClient,
  type SearchHit,
  type SearchResults,
  searchQueryOptions,
  useContentSearch,
} from 'content-delivery-react';
import { describe, expectTypeOf, it } from 'vitest';

declare const client: ContentClient;

describe('useContentSearch types', () => {
  it('answers search results or a ContentApiError, with the debounce state', () => {
    const result = useContentSearch({ query: 'tent', lang: 'en' });
    expectTypeOf(result).toExtend<UseQueryResult<SearchResults, ContentApiError>>();
    expectTypeOf(result.data).toEqualTypeOf<SearchResults | undefined>();
    expectTypeOf(result.error).toEqualTypeOf<ContentApiError | null>();
    expectTypeOf(result.debouncedQuery).toEqualTypeOf<string>();
    expectTypeOf(result.isDebouncing).toEqualTypeOf<boolean>();
    expectTypeOf<SearchHit['highlights']['title'][number]>().toEqualTypeOf<[number, number]>();
  });

  it('takes no select (the previous results are kept as they are)', () => {
    // @ts-expect-error `select` would change what the kept results are.
    useContentSearch({ query: 'tent', select: (results: SearchResults) => results.hits });
  });

  it('keys the options factory with the search, typed for the cache', () => {
    const options = searchQueryOptions(client, { brandId: 'acme-outdoor', query: 'tent' });
    expectTypeOf(options.queryKey[4]).toEqualTypeOf<{
      readonly query: string;
      readonly lang: string | null;
      readonly categoryId: string | null;
      readonly tag: string | null;
      readonly page: number;
      readonly pageSize: number;
    }>();
  });
});
