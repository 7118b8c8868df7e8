import type { HTMLAttributes, ReactNode } from 'react';
import { hostProps, useComponentSettings } from '#component-build';
import type { SearchResults } from '../client/searchResults.js';
import { cx, distinctKeys } from './markup.js';
import { Pagination } from './Pagination.js';
import { fillLabel, SearchResultItem } from './SearchResultItem.js';
import type { ContentUiSettings } from './uiSettings.js';

/** The props of `ContentSearchResults` besides the HTML attributes of its `<section>`. */
interface ContentSearchResultsOwnProps
  extends Pick<ContentUiSettings, 'linkComponent' | 'routes' | 'labels'> {
  /** What `searchContent` (content-delivery-react/search) answered, on the server. */
  results: SearchResults;
  /** Heading above the results. `null`, `false` or left out: none (the page has its own). */
  heading?: ReactNode;
  /** Level of `heading`. @default 2 */
  headingLevel?: 1 | 2 | 3 | 4 | undefined;
  /** Link of each page of results (`/search?q=…&page=2`), for crawlable page links. Left out: none. */
  getPageHref?: ((page: number) => string) | undefined;
  /** The language numbers are written in (`1,234` or `1.234`). @default the browser's or server's */
  lang?: string | undefined;
}

/** Props of {@link ContentSearchResults}. */
export type ContentSearchResultsProps = ContentSearchResultsOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof ContentSearchResultsOwnProps | 'children'>;

/**
 * A page of search results as `searchContent` answered it on the server: a status sentence
 * ("3 results for “tent”", "No results for “tnet”"), each hit's title linked to its permalink
 * and its description with the matched words in `<mark>` (text, never HTML), its date and
 * category, and page links. It does not fetch: it is the results of a search page that works
 * without JavaScript (a GET form, such as `ContentSearch`'s, to `/search?q=`), with the same
 * classes as `ContentSearch`'s live results, so themes apply. A server component under the
 * `react-server` condition, with no JavaScript in the browser.
 *
 * @example
 * // app/search/page.tsx (a server component)
 * const results = await searchContent(serverClient, { brandId, query: q, page });
 * return <ContentSearchResults results={results} getPageHref={(n) => `/search?q=${encodeURIComponent(q)}&page=${n}`} />;
 */
export function ContentSearchResults({
  results,
  heading,
  headingLevel = 2,
  getPageHref,
  lang,
  linkComponent,
  routes,
  labels,
  className,
  ...props
}: ContentSearchResultsProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels });
  const Heading = `h${headingLevel}` as const;
  const hits = Array.isArray(results.hits) ? results.hits : [];
  const keys = distinctKeys(hits.map((hit) => hit.item.id));
  const query = results.query;
  const status =
    query.trim() === ''
      ? ''
      : results.totalCount === 0
        ? fillLabel(settings.labels.searchEmpty, { query })
        : fillLabel(
            results.totalCount === 1 ? settings.labels.searchResult : settings.labels.searchResults,
            { count: results.totalCount.toLocaleString(lang), query },
          );
  const ownHeading =
    heading !== undefined && heading !== null && heading !== false && heading !== '';
  return (
    <section
      {...hostProps('ContentSearchResults', props)}
      className={cx('cdr-search-page', className)}
      data-slot="search-results"
      data-state={query.trim() === '' ? 'idle' : hits.length > 0 ? 'results' : 'empty'}
    >
      {ownHeading && <Heading className="cdr-search-heading">{heading}</Heading>}
      {status !== '' && <p className="cdr-search-status">{status}</p>}
      {hits.length > 0 && (
        <ol className="cdr-search-results" aria-label={settings.labels.search}>
          {hits.map((hit, index) => (
            <SearchResultItem
              key={keys[index]}
              hit={hit}
              Link={settings.Link}
              settings={settings}
            />
          ))}
        </ol>
      )}
      {getPageHref !== undefined && results.totalCount > results.pageSize && hits.length > 0 && (
        <Pagination
          linkComponent={linkComponent}
          labels={labels}
          page={results.page}
          pageSize={results.pageSize}
          totalCount={results.totalCount}
          getPageHref={getPageHref}
        />
      )}
    </section>
  );
}
