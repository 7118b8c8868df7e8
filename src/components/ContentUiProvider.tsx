'use client';
import { type ReactNode, useMemo } from 'react';
import { ContentUiContext } from './componentBuildForClient.js';
import { type ContentUiSettings, mergeSettings } from './uiSettings.js';

/** Props of {@link ContentUiProvider}. */
export interface ContentUiProviderProps extends ContentUiSettings {
  children?: ReactNode;
}

/**
 * Sets the components' link component, image component, routes and labels for a tree.
 * Needs no client: for pages that only display data they already have. Each
 * component's own props win over these. `<ContentDeliveryProvider>` includes it.
 *
 * @example
 * <ContentUiProvider linkComponent={Link} labels={{ loadMore: 'Mehr laden' }}>
 *   <ContentArticle item={item} />
 * </ContentUiProvider>
 */
export function ContentUiProvider({
  linkComponent,
  imageComponent,
  routes,
  labels,
  children,
}: ContentUiProviderProps) {
  const value = useMemo(
    // Merged over the defaults here, once per change, so components only read the result.
    () => mergeSettings({ linkComponent, imageComponent, routes, labels }),
    [linkComponent, imageComponent, routes, labels],
  );
  return <ContentUiContext.Provider value={value}>{children}</ContentUiContext.Provider>;
}
