import { type DehydratedState, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { ContentDeliveryProvider, ContentList } from 'content-delivery-react';
import type { ContentClient } from 'content-delivery-react/client';
import { useEffect } from 'react';

/** The page, the same on the server (keyed client to the service) and in the browser (keyless client to the proxy). */
export function App({
  client,
  queryClient,
  state,
  onHydrated,
}: {
  client: ContentClient;
  queryClient: QueryClient;
  state: DehydratedState | undefined;
  /** Called in the browser once hydration has committed and every child's effects ran. */
  onHydrated?: () => void;
}) {
  // A parent's effects run after its children's, and never on the server.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <ContentDeliveryProvider client={client} queryClient={queryClient} brandId="acme-outdoor">
      <HydrationBoundary state={state}>
        <ContentList tag="gear" pageSize={4} heading="Gear" />
      </HydrationBoundary>
    </ContentDeliveryProvider>
  );
}
