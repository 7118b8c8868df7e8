'use client';
import { createContext, useContext } from 'react';
import type { ContentClient } from '../client/index.js';

/** What `<ContentDeliveryProvider>` gives to hooks and components. */
export interface ContentDeliveryContextValue {
  client: ContentClient;
  /** Default brand; every hook and component also takes `brandId`. */
  brandId: string | undefined;
}

export const ContentDeliveryContext = createContext<ContentDeliveryContextValue | null>(null);

/**
 * The provider's client and brand. `consumer` names the hook or component in
 * the error thrown outside a provider, so the message says where to look.
 */
export function useContentDelivery(consumer: string): ContentDeliveryContextValue {
  const value = useContext(ContentDeliveryContext);
  if (value === null) {
    throw new Error(
      `${consumer} must be used within <ContentDeliveryProvider>: wrap your app (or this part of it) in <ContentDeliveryProvider client={createContentClient(…)}>.`,
    );
  }
  return value;
}

/** The brand to use: the hook's own `brandId`, else the provider's, else `''` (which the client refuses with a clear error). */
export function resolveBrandId(context: ContentDeliveryContextValue, brandId: string | undefined) {
  return brandId ?? context.brandId ?? '';
}
