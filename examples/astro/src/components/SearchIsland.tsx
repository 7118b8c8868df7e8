import { ContentSearch } from 'content-delivery-react';
import { IslandProviders } from './islandProviders';

/** Props of {@link SearchIsland}: plain data, as Astro serializes an island's props into the page. */
export interface SearchIslandProps {
  /** The query the page searched (its `?q=`), in the field at first. */
  defaultQuery: string;
  /** The language searched (its `?lang=`), sent with the form. */
  lang: string;
}

/**
 * An island: the search form, a GET to `/search` that works before hydration (and without
 * JavaScript), then results as the reader types, from the proxy's search route.
 */
export function SearchIsland({ defaultQuery, lang }: SearchIslandProps) {
  return (
    <IslandProviders>
      <ContentSearch defaultQuery={defaultQuery} pageResults lang={lang} action="/search" />
    </IslandProviders>
  );
}
