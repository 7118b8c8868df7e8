import { ContentSearch } from 'content-delivery-react';
import { ContentProviders } from './ContentProviders';
import { searchPath } from './siteSearch';

/**
 * The search page's island: the library's search form, a plain GET form to /search without
 * JavaScript, and once hydrated, results as the reader types, fetched through the proxy's
 * search route (/api/content/search/acme-outdoor?q=).
 */
export function SearchBox({ query, lang }: { query: string; lang: string | undefined }) {
  return (
    <ContentProviders>
      <ContentSearch defaultQuery={query} pageResults lang={lang} action={searchPath} />
    </ContentProviders>
  );
}
