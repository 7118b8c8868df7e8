'use client';
// The island: a client-side list with "Load more". Its browser client has no key and talks to
// this site's proxy route (/api/content/…), which adds the key on the server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContentDeliveryProvider, ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { useState } from 'react';
import { brandId } from '../../../lib/site';
import { siteUi } from '../../siteUi';

/** A tag's items, six at a time, fetched in the browser through the proxy. */
export function LiveList({ tag }: { tag: string }) {
  // One QueryClient and client per browser session (and per server render), never shared.
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(() => createContentClient({ baseUrl: '/api/content' }));
  return (
    <QueryClientProvider client={queryClient}>
      {/* A ContentDeliveryProvider sets the UI settings for its tree too: give it the site's. */}
      <ContentDeliveryProvider client={client} brandId={brandId} {...siteUi}>
        <ContentList tag={tag} variant="load-more" pageSize={6} />
      </ContentDeliveryProvider>
    </QueryClientProvider>
  );
}
