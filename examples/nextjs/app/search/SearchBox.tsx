'use client';
// The search page's island: the library's search form, which works as a plain GET form without
// JavaScript and, hydrated under the providers of app/search/layout.tsx, shows results as the
// reader types, fetched through the proxy's search route (/api/content/search/acme-outdoor?q=).
import { ContentSearch } from 'content-delivery-react';
import { searchPath } from '../../lib/siteSearch';
import { siteUi } from '../siteUi';

/** The search field, holding the page's query. */
export function SearchBox({ query, lang }: { query: string; lang: string | undefined }) {
  // The site's links and routes as props (functions cannot come from the server page).
  return (
    <ContentSearch defaultQuery={query} pageResults lang={lang} action={searchPath} {...siteUi} />
  );
}
