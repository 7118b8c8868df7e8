'use client';
import {
  type HTMLAttributes,
  type KeyboardEvent,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { type ContentApiError, isRetryableError } from '../client/index.js';
import { useOptionalContentData } from '../query/ContentDataProvider.js';
import { useContentSearch } from '../query/useContentSearch.js';
import { useComponentSettings } from './componentBuildForClient.js';
import type { ContentLabels } from './labels.js';
import { cx, distinctKeys } from './markup.js';
import { fillLabel, SearchResultItem } from './SearchResultItem.js';
import type { ComponentSettings, ContentUiSettings } from './uiSettings.js';
import { searchWithoutProvider } from './warnings.js';

/** Props of {@link ContentSearch}. */
export interface ContentSearchProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'defaultValue' | 'onChange'>,
    Pick<ContentUiSettings, 'linkComponent' | 'routes' | 'labels'> {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** Only items in this language (its stemming is used for the query); also sent to the search page. */
  lang?: string | undefined;
  /** Only items of this category. */
  categoryId?: string | undefined;
  /** Only items with this tag. */
  tag?: string | undefined;
  /** The query in the field at first (the `q` of the search page it is on, say). @default '' */
  defaultQuery?: string | undefined;
  /**
   * The page already shows the results of `defaultQuery` (a search page rendered on the server
   * with `ContentSearchResults` below): live results start once the reader changes the query,
   * so the same hits are not listed twice. @default false
   */
  pageResults?: boolean | undefined;
  /**
   * Where the form goes without JavaScript (or on Enter): a GET with the query as `q` (and
   * `lang` when given), to the app's search page.
   * @default '/search'
   */
  action?: string | undefined;
  /** Placeholder of the field (a hint, not its label: the label is `labels.search`). */
  placeholder?: string | undefined;
  /** Results shown as the reader types, 1 to 50. @default 10 */
  pageSize?: number | undefined;
  /** Milliseconds the query must stay unchanged before it is searched. @default 250 */
  debounceMs?: number | undefined;
}

/** What the live part shows. */
type SearchState = 'idle' | 'loading' | 'results' | 'empty' | 'error';

const subscribe = () => () => {};
/** `false` on the server and while hydrating, `true` after: results are for a hydrated page. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** The status sentence of a state, announced politely. */
function statusText(
  state: SearchState,
  labels: ContentLabels,
  found: { query: string; count: number; lang: string | undefined },
  error: ContentApiError | null,
): string {
  switch (state) {
    case 'idle':
      return '';
    case 'loading':
      return labels.searching;
    case 'empty':
      return fillLabel(labels.searchEmpty, { query: found.query });
    case 'error':
      return error?.kind === 'network' || error?.kind === 'timeout'
        ? labels.errorUnreachable
        : labels.searchError;
    case 'results':
      return fillLabel(found.count === 1 ? labels.searchResult : labels.searchResults, {
        count: found.count.toLocaleString(found.lang),
        query: found.query,
      });
  }
}

/** The status and, once hydrated inside a provider, the results of the query as it is typed. */
function LiveResults({
  query,
  search,
  settings,
  statusId,
  allResultsHref,
}: {
  query: string;
  search: Pick<
    ContentSearchProps,
    'brandId' | 'lang' | 'categoryId' | 'tag' | 'pageSize' | 'debounceMs'
  >;
  settings: ComponentSettings;
  statusId: string;
  allResultsHref: (query: string) => string;
}) {
  const { Link, labels } = settings;
  const result = useContentSearch({ ...search, query });
  const { data, error, isFetching, isDebouncing } = result;
  const state: SearchState =
    query.trim() === ''
      ? 'idle'
      : isDebouncing || isFetching
        ? 'loading'
        : error !== null
          ? 'error'
          : data === undefined
            ? 'loading'
            : data.totalCount === 0
              ? 'empty'
              : 'results';
  // While the next search runs, the last results stay (dimmed); never an error's or a blank query's.
  const shown = state === 'results' || state === 'loading' ? data : undefined;
  const hits = shown?.hits ?? [];
  const keys = distinctKeys(hits.map((hit) => hit.item.id));
  const found = { query: data?.query ?? '', count: data?.totalCount ?? 0, lang: search.lang };
  return (
    <div className="cdr-search-live" data-state={state}>
      <p role="status" aria-live="polite" id={statusId} className="cdr-search-status">
        {statusText(state, labels, found, error)}
      </p>
      {state === 'error' && error !== null && isRetryableError(error) && (
        <button type="button" className="cdr-retry" onClick={() => void result.refetch()}>
          {labels.retry}
        </button>
      )}
      {hits.length > 0 && (
        <ol
          className="cdr-search-results"
          aria-label={labels.search}
          aria-busy={state === 'loading'}
        >
          {hits.map((hit, index) => (
            <SearchResultItem key={keys[index]} hit={hit} Link={Link} settings={settings} />
          ))}
        </ol>
      )}
      {state === 'results' && shown !== undefined && shown.totalCount > hits.length && (
        <p className="cdr-search-all">
          <Link href={allResultsHref(shown.query)}>
            {fillLabel(labels.searchAll, { count: shown.totalCount.toLocaleString(search.lang) })}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * Site search: a search form (`role="search"`, a labelled `type="search"` field named `q`) that
 * works without JavaScript as a GET to the app's search page (`action`), and, once hydrated
 * inside a provider whose client is made with `brandIndex: 'proxy'`, the results as the reader
 * types (`useContentSearch`: debounced, the previous results kept while the next load): each
 * hit's title linked to its permalink (`routes.getItemHref`, as cards), its description, with
 * the matched words in `<mark>`, its date and category, in the item's language and direction.
 * A polite live status says what is shown ("3 results for “tent”", "No results", "Searching…",
 * the error, with Retry when it can help); Escape in the field clears it, Tab reaches the
 * results. A client component; outside a provider it renders the form only.
 *
 * @example
 * <ContentSearch lang="en" action="/en/search" placeholder="Tents, boots, stoves…" />
 */
export function ContentSearch({
  brandId,
  lang,
  categoryId,
  tag,
  defaultQuery = '',
  pageResults = false,
  action = '/search',
  placeholder,
  pageSize,
  debounceMs,
  linkComponent,
  routes,
  labels: ownLabels,
  className,
  ...props
}: ContentSearchProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels: ownLabels });
  const { labels } = settings;
  const provider = useOptionalContentData();
  const hydrated = useHydrated();
  const [query, setQuery] = useState(defaultQuery);
  const id = useId();
  const inputId = `${id}-q`;
  const statusId = `${id}-status`;
  const live = hydrated && provider !== null;
  useEffect(() => {
    if (provider === null) searchWithoutProvider();
  }, [provider]);

  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || query === '') return;
    // Handled here: an enclosing dialog closes on the next Escape, not this one.
    event.preventDefault();
    event.stopPropagation();
    setQuery('');
  };
  const allResultsHref = (searched: string) => {
    const parameters = new URLSearchParams({ q: searched });
    if (lang !== undefined) parameters.set('lang', lang);
    return `${action}?${parameters}`;
  };

  return (
    <div {...props} className={cx('cdr-search', className)} data-slot="search">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is a landmark only in browsers since 2023 (Chrome 118, Safari 17); role="search" on the form is one everywhere. */}
      <form
        role="search"
        aria-label={labels.search}
        method="get"
        action={action}
        className="cdr-search-form"
      >
        <label htmlFor={inputId} className="cdr-search-label">
          {labels.search}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          className="cdr-search-input"
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={statusId}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={clearOnEscape}
        />
        {lang !== undefined && <input type="hidden" name="lang" value={lang} />}
        <button type="submit" className="cdr-search-submit">
          {labels.search}
        </button>
      </form>
      {live ? (
        <LiveResults
          query={pageResults && query === defaultQuery ? '' : query}
          search={{ brandId, lang, categoryId, tag, pageSize, debounceMs }}
          settings={settings}
          statusId={statusId}
          allResultsHref={allResultsHref}
        />
      ) : (
        <div className="cdr-search-live" data-state="idle">
          <p role="status" aria-live="polite" id={statusId} className="cdr-search-status" />
        </div>
      )}
    </div>
  );
}
