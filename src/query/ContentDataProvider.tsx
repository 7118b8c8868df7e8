'use client';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import type { ContentClient } from '../client/index.js';

/**
 * What the hooks read from `<ContentDataProvider>` (or `<ContentDeliveryProvider>`, which
 * includes it): the client and the default brand. Display settings (link component,
 * routes, labels) live in the components' own context, so this layer knows nothing of UI.
 */
export interface ContentDataContextValue {
  client: ContentClient;
  /** Default brand; every hook and component also takes `brandId`. */
  brandId: string | undefined;
}

const ContentDataContext = createContext<ContentDataContextValue | null>(null);

/**
 * The provider's client and default brand. Throws outside a provider; `consumer` (a hook
 * or component name) makes the message say where to look.
 *
 * @example
 * const { client, brandId } = useContentData();
 */
export function useContentData(consumer = 'useContentData'): ContentDataContextValue {
  const value = useContext(ContentDataContext);
  if (value === null) {
    throw new Error(
      `${consumer} must be used within <ContentDeliveryProvider> or <ContentDataProvider>, which give it the client.`,
    );
  }
  return value;
}

/** The provider's client and default brand, or `null` outside a provider (for components that work without one). */
export function useOptionalContentData(): ContentDataContextValue | null {
  return useContext(ContentDataContext);
}

/** The brand to use: the hook's own `brandId`, else the provider's, else `''` (which the client refuses with a clear error). */
export function resolveBrandId(context: ContentDataContextValue, brandId: string | undefined) {
  return brandId ?? context.brandId ?? '';
}

/** Props of {@link ContentDataProvider}. */
export interface ContentDataProviderProps {
  /** The client every hook uses (`createContentClient(…)`). */
  client: ContentClient;
  /** Default brand for hooks and components; each also accepts `brandId`. */
  brandId?: string | undefined;
  /**
   * QueryClient to use.
   * @default the one of an enclosing `QueryClientProvider`, else a private one created once for this provider
   */
  queryClient?: QueryClient | undefined;
  children?: ReactNode;
}

/**
 * Gives the hooks their client and default brand, and nothing else: for apps that use
 * the hooks with their own components. `<ContentDeliveryProvider>` wraps this one and
 * adds the components' settings. Inside an existing `QueryClientProvider` it shares that
 * QueryClient; without one it creates a private QueryClient once.
 *
 * @example
 * <ContentDataProvider client={client} brandId="acme-outdoor">
 *   <App />
 * </ContentDataProvider>
 */
export function ContentDataProvider({
  client,
  brandId,
  queryClient,
  children,
}: ContentDataProviderProps) {
  const enclosing = useContext(QueryClientContext);
  const privateClient = useRef<QueryClient | undefined>(undefined);
  // Created on first need and kept for the provider's lifetime, never per render.
  if (queryClient === undefined && enclosing === undefined && privateClient.current === undefined) {
    privateClient.current = new QueryClient();
  }
  const value = useMemo(() => ({ client, brandId }), [client, brandId]);
  const content = (
    <ContentDataContext.Provider value={value}>{children}</ContentDataContext.Provider>
  );
  const own = queryClient ?? (enclosing === undefined ? privateClient.current : undefined);
  if (own === undefined) return content;
  return <QueryClientProvider client={own}>{content}</QueryClientProvider>;
}
