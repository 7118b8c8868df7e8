'use client';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useMemo, useRef } from 'react';
import type { ContentClient } from '../client/index.js';
import { ContentDeliveryContext } from './context.js';

/** Props of {@link ContentDeliveryProvider}. */
export interface ContentDeliveryProviderProps {
  /** The client every hook and component uses (`createContentClient(…)`). */
  client: ContentClient;
  /** Default brand for hooks and components; each also accepts `brandId`. */
  brandId?: string | undefined;
  /**
   * QueryClient to use. Default: the one of an enclosing `QueryClientProvider`,
   * else a private one created once for this provider.
   */
  queryClient?: QueryClient | undefined;
  children?: ReactNode;
}

/**
 * Gives hooks and components their client and default brand. Drop-in: inside
 * an existing `QueryClientProvider` it shares that QueryClient; without one it
 * creates a private QueryClient once, so a site that does not use TanStack
 * Query needs only this provider.
 *
 * @example
 * <ContentDeliveryProvider client={client} brandId="acme">
 *   <App />
 * </ContentDeliveryProvider>
 */
export function ContentDeliveryProvider({
  client,
  brandId,
  queryClient,
  children,
}: ContentDeliveryProviderProps) {
  const enclosing = useContext(QueryClientContext);
  const privateClient = useRef<QueryClient | undefined>(undefined);
  // Created on first need and kept for the provider's lifetime, never per render.
  if (queryClient === undefined && enclosing === undefined && privateClient.current === undefined) {
    privateClient.current = new QueryClient();
  }
  const value = useMemo(() => ({ client, brandId }), [client, brandId]);
  const content = (
    <ContentDeliveryContext.Provider value={value}>{children}</ContentDeliveryContext.Provider>
  );
  const own = queryClient ?? (enclosing === undefined ? privateClient.current : undefined);
  if (own === undefined) return content;
  return <QueryClientProvider client={own}>{content}</QueryClientProvider>;
}
