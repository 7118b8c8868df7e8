import { Suspense } from 'react';
import { isPlausibleRouteValue, routeValue } from '../../../lib/site';
import { LiveList } from './LiveList';

type Params = Promise<{ tag: string }>;

/** `/live/<tag>`: a server page around a client island that loads more items through the proxy. */
export default function LivePage({ params }: { params: Params }) {
  return (
    <main>
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <LiveTag params={params} />
      </Suspense>
    </main>
  );
}

async function LiveTag({ params }: { params: Params }) {
  const tag = routeValue((await params).tag);
  return (
    <>
      <h1>Live: “{tag}”</h1>
      {isPlausibleRouteValue(tag) ? <LiveList tag={tag} /> : <p>Nothing here.</p>}
    </>
  );
}
