import { ContentListView, serializeJsonLd } from 'content-delivery-react';
import { createWebSiteJsonLd } from 'content-delivery-react/discovery';
import { Suspense } from 'react';
import { getLanguagePage } from '../lib/content';
import { pageHref, parsePage } from '../lib/site';
import { siteSearchDiscovery } from '../lib/siteSearch';
import { siteUi } from './siteUi';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `/?page=N`: the latest English articles. The heading is the static shell; the list streams in. */
export default function Home({ searchParams }: { searchParams: SearchParams }) {
  return (
    <main>
      {/* The site and its search (a SearchAction on /search) for search engines, in the static
          shell; Next's metadata has no JSON-LD, so the page renders it, escaped by serializeJsonLd. */}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script.
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(createWebSiteJsonLd(siteSearchDiscovery)),
        }}
      />
      <h1>Latest articles</h1>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <LatestArticles searchParams={searchParams} />
      </Suspense>
    </main>
  );
}

async function LatestArticles({ searchParams }: { searchParams: SearchParams }) {
  const page = parsePage((await searchParams).page);
  // A server component: cards and page links render here, and the browser loads none of the
  // library's JavaScript for them.
  return (
    <ContentListView
      result={await getLanguagePage('en', page)}
      headingLevel={1}
      getPageHref={(target) => pageHref('/', target)}
      {...siteUi}
    />
  );
}
