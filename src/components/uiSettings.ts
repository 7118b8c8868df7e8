import type { ElementType } from 'react';
import type { ContentEventHandler } from '../client/index.js';
import { type ContentLabels, defaultLabels } from './labels.js';
import { type ContentRoutes, defaultRoutes } from './routes.js';

// The settings concept: what can be set, the defaults, and how settings merge. No 'use client'
// and no React context here: where the settings come from (a component's props only in the
// react-server build, props over the provider in the client build) is `#component-build`.

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
  /**
   * Receives what the components degrade in production: an article body refused by the
   * sanitizer and shown as text (`body-refused`, with why and the body's length, never the
   * body). Pass the same handler as the client's `onEvent`, so one log sees everything.
   * @default none
   */
  onEvent?: ContentEventHandler | undefined;
}

/** The settings a component renders with: its props over the provider's over the defaults. */
export interface ComponentSettings {
  Link: ElementType;
  Image: ElementType;
  routes: ContentRoutes;
  labels: ContentLabels;
  onEvent: ContentEventHandler | undefined;
}

export const defaultSettings: ComponentSettings = {
  Link: 'a',
  Image: 'img',
  routes: defaultRoutes,
  labels: defaultLabels,
  onEvent: undefined,
};

/** `settings` over `base`: each one given replaces (components) or extends (routes, labels) the base; `base` itself when none is given. */
export function mergeSettings(
  settings: ContentUiSettings,
  base: ComponentSettings = defaultSettings,
): ComponentSettings {
  // Nothing given (most cards of a list): the base itself, so nothing is allocated per render.
  const given =
    settings.linkComponent !== undefined ||
    settings.imageComponent !== undefined ||
    settings.routes !== undefined ||
    settings.labels !== undefined ||
    settings.onEvent !== undefined;
  if (!given) return base;
  return {
    Link: settings.linkComponent ?? base.Link,
    Image: settings.imageComponent ?? base.Image,
    routes: settings.routes === undefined ? base.routes : { ...base.routes, ...settings.routes },
    labels: settings.labels === undefined ? base.labels : { ...base.labels, ...settings.labels },
    onEvent: settings.onEvent ?? base.onEvent,
  };
}
