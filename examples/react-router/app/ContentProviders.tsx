import {
  type DehydratedState,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { ContentDeliveryProvider } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { type ReactNode, useState } from 'react';
import { siteRoutes } from './links';
import { RouterLink } from './RouterLink';
import { brandId, proxyBasePath } from './site';

let browserQueryClient: QueryClient | undefined;

/** One QueryClient per browser session (its cache outlives page changes); a fresh one per server render. */
function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient();
  browserQueryClient ??= new QueryClient();
  return browserQueryClient;
}

/**
 * No key here: the browser reaches the service only through this site's proxy route. With
 * `brandIndex: 'proxy'`, a slug lookup or language versions in the browser (`useContentBySlug`,
 * `useContentVariants`) cost one request to the proxy's brand index instead of a list search,
 * and site search (`ContentSearch`) asks the proxy's search route.
 */
const browserClient = createContentClient({ baseUrl: proxyBasePath, brandIndex: 'proxy' });

/**
 * The providers of the islands (the live list, the search box): TanStack Query, the loader's
 * prefetched queries when there are any, and the library's data and UI settings (router links,
 * the site's routes). Only routes that render an island load them.
 */
export function ContentProviders({
  state,
  children,
}: {
  state?: DehydratedState | undefined;
  children: ReactNode;
}) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <ContentDeliveryProvider
          client={browserClient}
          brandId={brandId}
          linkComponent={RouterLink}
          routes={siteRoutes}
        >
          {children}
        </ContentDeliveryProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
