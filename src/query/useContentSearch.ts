'use client';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContentApiError } from '../client/index.js';
import type { SearchQuery, SearchResults } from '../client/searchResults.js';
import { resolveBrandId, useContentData } from './ContentDataProvider.js';
import type { ContentQueryOptions } from './queryOptions.js';
import { emptySearchResults, type SearchKey, searchQueryOptions } from './searchQueryOptions.js';

/** Parameters of {@link useContentSearch}: the search, its debounce and TanStack `useQuery` options. */
export type UseContentSearchParams = SearchQuery & {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /**
   * Milliseconds the query must stay unchanged before it is searched (each keystroke restarts
   * the wait); `0` searches every change.
   * @default 250
   */
  debounceMs?: number | undefined;
  /** `false` searches nothing. @default true */
  enabled?: boolean | undefined;
} & Omit<
    ContentQueryOptions<SearchResults, SearchResults, SearchKey>,
    'enabled' | 'placeholderData' | 'select'
  >;

/** What {@link useContentSearch} returns: TanStack's query result, with the debounce's state. */
export type UseContentSearchResult = UseQueryResult<SearchResults, ContentApiError> & {
  /** The query being searched: `query` once it has stayed unchanged for `debounceMs`. */
  debouncedQuery: string;
  /** The query changed and its search has not started yet. */
  isDebouncing: boolean;
};

/** `value`, once it has stayed unchanged for `delayMs` (at once for `0`). */
function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}

/**
 * Site search as the reader types, through the proxy's search route (the provider's client must
 * be made with `brandIndex: 'proxy'`; another one gives the query an `invalid-request` error,
 * field `brandIndex`). The query is searched once it has stayed unchanged for `debounceMs`, and
 * the key follows that debounced text, so each query is cached on its own; a search the reader
 * typed past is cancelled (its request aborted). The previous results stay in `data`
 * (`isPlaceholderData`) while the next ones load. An empty or blank query searches nothing and
 * answers no hits (`totalCount` 0).
 *
 * @example
 * const [query, setQuery] = useState('');
 * const { data, isFetching, error } = useContentSearch({ query, lang: 'en' });
 */
export function useContentSearch({
  brandId,
  query,
  lang,
  categoryId,
  tag,
  page,
  pageSize,
  debounceMs = 250,
  enabled = true,
  ...queryOptions
}: UseContentSearchParams): UseContentSearchResult {
  const context = useContentData('useContentSearch');
  const debouncedQuery = useDebouncedValue(query, debounceMs);
  const blank = debouncedQuery.trim() === '';
  const search = { query: debouncedQuery, lang, categoryId, tag, page, pageSize };
  const result = useQuery(
    searchQueryOptions(
      context.client,
      { brandId: resolveBrandId(context, brandId), ...search },
      {
        ...queryOptions,
        enabled: enabled && !blank,
        // A blank query answers no hits at once; otherwise the last results stay meanwhile.
        placeholderData: (previous) =>
          blank
            ? emptySearchResults({ page: page ?? 1, pageSize: pageSize ?? 10 })
            : keepPreviousData(previous),
      },
    ),
  );
  return { ...result, debouncedQuery, isDebouncing: debouncedQuery !== query };
}
