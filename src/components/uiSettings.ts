import type { ComponentType, ElementType, ReactNode } from 'react';
import type {
  Category,
  ContentApiError,
  ContentEventHandler,
  IndexedContent,
} from '../client/index.js';
import { type ContentLabels, defaultLabels } from './labels.js';
import { type ContentRoutes, defaultRoutes } from './routes.js';
import type { ActiveHeadingOptions } from './useActiveHeading.js';

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

/**
 * What the fetching parts of `CategoryNav` render from (the client build only): the brand's
 * categories and the state of their request.
 */
export interface FetchedCategoriesState {
  categories: readonly Category[];
  state: 'loading' | 'error' | 'ready';
  /** A refresh failed: the categories shown are the last ones fetched. */
  stale: boolean;
  /** The first load failed: the error, and a retry for the error state. */
  failure: { error: ContentApiError; retry: () => void } | undefined;
}

/** What the fetching part of `LanguageSwitcher` renders from: the item's versions, or the item alone meanwhile. */
export interface FetchedVariantsState {
  versions: readonly IndexedContent[];
  busy: boolean;
}

/**
 * What differs between the two builds of the components, behind `#component-build` (package.json
 * `imports`): `componentBuildForClient.tsx` by default, `componentBuildForServer.ts` under the
 * `react-server` condition. Each display component is written once against this.
 */
export interface ComponentBuild {
  /** `true` in the react-server build (React Server Components). */
  readonly serverBuild: boolean;
  /** The settings to render with: `own` (a component's props) over the provider's (client build only) over the defaults. */
  useComponentSettings(own?: ContentUiSettings): ComponentSettings;
  /**
   * The rest props a component spreads on its element. The server build drops functions (React
   * cannot send one to the browser, and one on an element fails the whole route) and names them
   * once in development; the client build passes them unchanged.
   */
  hostProps<P extends object>(component: string, props: P): P;
  /** Reports once, in development, what the server build leaves out; nothing in the client build. */
  ignoredOnServer(message: string): void;
  /**
   * Whether to render what needs a sanitizer (full HTML, a table of contents): what the server
   * rendered while hydrating (the element whose `attribute` is `id` and matches `also`, read
   * back from the page), so hydration matches it; always in the react-server build.
   */
  useServerRendered(attribute: string, id: string, also?: string): boolean;
  /** The heading being read (`useActiveHeading`), or `undefined` on the server. */
  useActiveHeading(
    ids: readonly string[],
    options: ActiveHeadingOptions | undefined,
  ): string | undefined;
  /** Fetches the brand's categories for `CategoryNav` (client build), or `undefined` (server build: it does not fetch). */
  FetchedCategories:
    | ComponentType<{
        brandId: string | undefined;
        children: (state: FetchedCategoriesState) => ReactNode;
      }>
    | undefined;
  /** Looks up an item's language versions for `LanguageSwitcher` (client build), or `undefined`. */
  FetchedVariants:
    | ComponentType<{
        item: IndexedContent;
        brandId: string | undefined;
        children: (state: FetchedVariantsState) => ReactNode;
      }>
    | undefined;
}
