import {
  type DehydratedState,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query';
import { ContentDeliveryProvider, ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { useState } from 'react';
import { siteRoutes } from './links';
import { RouterLink } from './RouterLink';
import { brandId, proxyBasePath } from './site';

/** Items per "Load more" step. */
export const livePageSize = 4;

/** The site's language: the list shows each article once, in English where it exists. */
export const liveLanguages = ['en'];

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
 * `useContentVariants`) cost one request to the proxy's brand index instead of a list search.
 */
const browserClient = createContentClient({ baseUrl: proxyBasePath, brandIndex: 'proxy' });

/**
 * The island: a list that grows in the browser, one article per translation group. Its list
 * comes prefetched from the loader, so the server renders the same cards the browser hydrates;
 * "Load more" shows the next articles of it, and a refresh goes through `/api/content/…`.
 */
export function LiveList({ tag, state }: { tag: string; state: DehydratedState }) {
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
          <ContentList
            tag={tag}
            preferredLanguages={liveLanguages}
            variant="load-more"
            pageSize={livePageSize}
            heading={`Live: #${tag}`}
          />
        </ContentDeliveryProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
