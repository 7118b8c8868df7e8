import type { ElementType } from 'react';
import { type ContentLabels, defaultLabels } from './labels.js';
import { type ContentRoutes, defaultRoutes } from './links.js';

// No 'use client' and no React context here: server components (src/rsc) merge their
// props over these defaults with the same code the client components use.

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

/**
 * A component's props as its view (`*View.tsx`) takes them: the settings props
 * (`linkComponent`, `imageComponent`, `routes`, `labels`) resolved into `settings` by the
 * client shell (`useComponentSettings`) or the server one (`mergeSettings`).
 */
export type ViewPropsOf<P> = Omit<P, keyof ContentUiSettings> & { settings: ComponentSettings };

/** The settings a component renders with: its props over the provider's over the defaults. */
export interface ComponentSettings {
  Link: ElementType;
  Image: ElementType;
  routes: ContentRoutes;
  labels: ContentLabels;
}

export const defaultSettings: ComponentSettings = {
  Link: 'a',
  Image: 'img',
  routes: defaultRoutes,
  labels: defaultLabels,
};

/** `settings` over `base`: each one given replaces (components) or extends (routes, labels) the base. */
export function mergeSettings(
  settings: ContentUiSettings,
  base: ComponentSettings = defaultSettings,
): ComponentSettings {
  return {
    Link: settings.linkComponent ?? base.Link,
    Image: settings.imageComponent ?? base.Image,
    routes: settings.routes === undefined ? base.routes : { ...base.routes, ...settings.routes },
    labels: settings.labels === undefined ? base.labels : { ...base.labels, ...settings.labels },
  };
}
