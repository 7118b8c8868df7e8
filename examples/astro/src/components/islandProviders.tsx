// The one module every island imports for its providers. Astro hydrates each island as its own
// React root, so React context does not reach from one island to another (withastro/astro#11499):
// a provider in one island is not seen by the next. ES modules are shared, though: every island
// on a page imports this file from the same URL and gets the same instance of it, so a
// QueryClient kept here is one cache for all of them. Two islands asking for the same list share
// one query, so one request (and one "Load more" state each, over the same data).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContentDeliveryProvider } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { type ReactNode, useState } from 'react';
import { siteRoutes } from '../lib/links';
import { brandId, proxyBasePath } from '../lib/site';

/** The cache's settings: data stays fresh for a minute, so an island that mounts later reads it. */
function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The browser's one QueryClient, shared by every island of the page; a fresh one per server
 * render (a module-level client on the server would share one cache between visitors).
 */
function islandQueryClient(): QueryClient {
  if (typeof window === 'undefined') return newQueryClient();
  browserQueryClient ??= newQueryClient();
  return browserQueryClient;
}

/**
 * No key here: the browser reaches the service only through this site's proxy endpoint
 * (src/pages/api/content/[...path].ts). One client for every island, too.
 */
const browserClient = createContentClient({ baseUrl: proxyBasePath, brandIndex: 'proxy' });

/** Wraps an island's content in the shared QueryClient and the library's provider. */
export function IslandProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(islandQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ContentDeliveryProvider client={browserClient} brandId={brandId} routes={siteRoutes}>
        {children}
      </ContentDeliveryProvider>
    </QueryClientProvider>
  );
}
