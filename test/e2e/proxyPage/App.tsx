import { type DehydratedState, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { ContentDeliveryProvider, ContentList } from 'content-delivery-react';
import type { ContentClient } from 'content-delivery-react/client';

/** The page, the same on the server (keyed client to the service) and in the browser (keyless client to the proxy). */
export function App({
  client,
  queryClient,
  state,
}: {
  client: ContentClient;
  queryClient: QueryClient;
  state: DehydratedState | undefined;
}) {
  return (
    <ContentDeliveryProvider client={client} queryClient={queryClient} brandId="acme-outdoor">
      <HydrationBoundary state={state}>
        <ContentList tag="gear" pageSize={4} heading="Gear" />
      </HydrationBoundary>
    </ContentDeliveryProvider>
  );
}
