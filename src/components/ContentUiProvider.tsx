'use client';
import { createContext, type ElementType, type ReactNode, useMemo } from 'react';
import type { ContentLabels } from './labels.js';
import type { ContentRoutes } from './links.js';

/**
 * How the components render links, images and texts. Every component takes each of
 * these as a prop; `<ContentUiProvider>` (or `<ContentDeliveryProvider>`) sets them for a
 * whole tree. A prop wins over the provider, the provider over the defaults.
 */
export interface ContentUiSettings {
  /**
   * Router link for every link the components render, including links inside article
   * bodies (Next.js `Link`, React Router `Link`); it receives `href`, `children`, `onClick`
   * and the other anchor props.
   * @default a plain `<a>`
   */
  linkComponent?: ElementType | undefined;
  /**
   * Image component for card, article and body images (e.g. Next.js `Image`); it receives
   * `src`, `alt`, `loading`, `decoding` and the other image props.
   * @default a plain `<img>`
   */
  imageComponent?: ElementType | undefined;
  /** Where items, categories and tags link to (see `ContentRoutes` for the defaults). */
  routes?: Partial<ContentRoutes> | undefined;
  /** Texts of the components, for translation. */
  labels?: Partial<ContentLabels> | undefined;
}

export const ContentUiContext = createContext<ContentUiSettings | null>(null);

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
    () => ({ linkComponent, imageComponent, routes, labels }),
    [linkComponent, imageComponent, routes, labels],
  );
  return <ContentUiContext.Provider value={value}>{children}</ContentUiContext.Provider>;
}
