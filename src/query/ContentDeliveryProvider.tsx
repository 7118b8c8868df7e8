'use client';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ElementType, type ReactNode, useContext, useMemo, useRef } from 'react';
import type { ContentClient } from '../client/index.js';
import type { ContentLabels } from '../components/labels.js';
import type { ContentRoutes } from '../components/links.js';
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
  /**
   * Router link for every link the components render, including links inside
   * article bodies (Next.js `Link`, React Router `Link`); it receives `href`.
   * @default a plain `<a>`
   */
  linkComponent?: ElementType | undefined;
  /** Where items, categories and tags link to (see `ContentRoutes` for the defaults). */
  routes?: Partial<ContentRoutes> | undefined;
  /** Texts of the components, for translation. */
  labels?: Partial<ContentLabels> | undefined;
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
  linkComponent,
  routes,
  labels,
  children,
}: ContentDeliveryProviderProps) {
  const enclosing = useContext(QueryClientContext);
  const privateClient = useRef<QueryClient | undefined>(undefined);
  // Created on first need and kept for the provider's lifetime, never per render.
  if (queryClient === undefined && enclosing === undefined && privateClient.current === undefined) {
    privateClient.current = new QueryClient();
  }
  const value = useMemo(
    () => ({ client, brandId, linkComponent, routes, labels }),
    [client, brandId, linkComponent, routes, labels],
  );
  const content = (
    <ContentDeliveryContext.Provider value={value}>{children}</ContentDeliveryContext.Provider>
  );
  const own = queryClient ?? (enclosing === undefined ? privateClient.current : undefined);
  if (own === undefined) return content;
  return <QueryClientProvider client={own}>{content}</QueryClientProvider>;
}
