'use client';
import { createContext, type ElementType, useContext } from 'react';
import type { ContentClient } from '../client/index.js';
import type { ContentLabels } from '../components/labels.js';
import type { ContentRoutes } from '../components/links.js';

/** What `<ContentDeliveryProvider>` gives to hooks and components. */
export interface ContentDeliveryContextValue {
  client: ContentClient;
  /** Default brand; every hook and component also takes `brandId`. */
  brandId: string | undefined;
  /** Router link used by the components (and for links inside `ContentBody`). */
  linkComponent?: ElementType | undefined;
  /** Where items, categories and tags link to. */
  routes?: Partial<ContentRoutes> | undefined;
  /** Texts of the components. */
  labels?: Partial<ContentLabels> | undefined;
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

/** The provider's settings when there is one; components that need no data work without it. */
export function useOptionalContentDelivery(): ContentDeliveryContextValue | null {
  return useContext(ContentDeliveryContext);
}

/** The brand to use: the hook's own `brandId`, else the provider's, else `''` (which the client refuses with a clear error). */
export function resolveBrandId(context: ContentDeliveryContextValue, brandId: string | undefined) {
  return brandId ?? context.brandId ?? '';
}
