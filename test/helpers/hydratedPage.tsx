import { type DehydratedState, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { type ContentClient, ContentDeliveryProvider } from 'content-delivery-react';
import type { ReactNode } from 'react';

/** What a server-rendered page gets: its client, its own QueryClient, and the dehydrated state. */
export interface HydratedPageProps {
  client: ContentClient;
  queryClient: QueryClient;
  state: DehydratedState;
}

/** The provider for brand `acme-outdoor` around a HydrationBoundary, as a server-rendered app composes them. */
export function HydratedPage({
  client,
  queryClient,
  state,
  children,
}: HydratedPageProps & { children: ReactNode }) {
  return (
    <ContentDeliveryProvider client={client} brandId="acme-outdoor" queryClient={queryClient}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </ContentDeliveryProvider>
  );
}
