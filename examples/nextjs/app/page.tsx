import { Suspense } from 'react';
import { getLanguagePage } from '../lib/content';
import { parsePage } from '../lib/site';
import { ItemList } from './ItemList';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `/?page=N`: the latest English articles. The heading is the static shell; the list streams in. */
export default function Home({ searchParams }: { searchParams: SearchParams }) {
  return (
    <main>
      <h1>Latest articles</h1>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <LatestArticles searchParams={searchParams} />
      </Suspense>
    </main>
  );
}

async function LatestArticles({ searchParams }: { searchParams: SearchParams }) {
  const page = parsePage((await searchParams).page);
  return <ItemList result={await getLanguagePage('en', page)} page={page} path="/" />;
}
