'use client';
import {
  ContentDataProvider,
  type ContentDataProviderProps,
} from '../query/ContentDataProvider.js';
import { ContentUiProvider } from './ContentUiProvider.js';
import type { ContentUiSettings } from './uiSettings.js';

/** Props of {@link ContentDeliveryProvider}: the data provider's and the UI settings. */
export interface ContentDeliveryProviderProps extends ContentDataProviderProps, ContentUiSettings {}

/**
 * Gives hooks their client and default brand, and components their link component,
 * image component, routes and labels: `<ContentDataProvider>` and `<ContentUiProvider>`
 * in one. Drop-in: inside an existing `QueryClientProvider` it shares that QueryClient;
 * without one it creates a private QueryClient once, so a site that does not use
 * TanStack Query needs only this provider.
 *
 * @example
 * <ContentDeliveryProvider client={client} brandId="acme-outdoor" linkComponent={Link}>
 *   <App />
 * </ContentDeliveryProvider>
 */
export function ContentDeliveryProvider({
  client,
  brandId,
  queryClient,
  children,
  ...settings
}: ContentDeliveryProviderProps) {
  return (
    <ContentDataProvider client={client} brandId={brandId} queryClient={queryClient}>
      <ContentUiProvider {...settings}>{children}</ContentUiProvider>
    </ContentDataProvider>
  );
}
