'use client';
import { createContext, useContext } from 'react';
import type { ContentClient } from '../client/index.js';

/**
 * What the hooks read from `<ContentDataProvider>` (or `<ContentDeliveryProvider>`, which
 * includes it): the client and the default brand. Display settings (link component,
 * routes, labels) live in the components' own context, so this layer knows nothing of UI.
 */
export interface ContentDeliveryContextValue {
  client: ContentClient;
  /** Default brand; every hook and component also takes `brandId`. */
  brandId: string | undefined;
}

export const ContentDataContext = createContext<ContentDeliveryContextValue | null>(null);

/**
 * The provider's client and default brand. Throws outside a provider; `consumer` (a hook
 * or component name) makes the message say where to look.
 *
 * @example
 * const { client, brandId } = useContentDelivery();
 */
export function useContentDelivery(consumer = 'useContentDelivery'): ContentDeliveryContextValue {
  const value = useContext(ContentDataContext);
  if (value === null) {
    throw new Error(
      `${consumer} must be used within <ContentDeliveryProvider> (or <ContentDataProvider>): wrap your app (or this part of it) in <ContentDeliveryProvider client={createContentClient(…)}>.`,
    );
  }
  return value;
}

/** The brand to use: the hook's own `brandId`, else the provider's, else `''` (which the client refuses with a clear error). */
export function resolveBrandId(context: ContentDeliveryContextValue, brandId: string | undefined) {
  return brandId ?? context.brandId ?? '';
}
