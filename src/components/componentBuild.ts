import type { ComponentType, ReactNode } from 'react';
import type { Category, ContentApiError, IndexedContent } from '../client/index.js';
import type { ComponentSettings, ContentUiSettings } from './uiSettings.js';
import type { ActiveHeadingOptions } from './useActiveHeading.js';
import type { ServerNote } from './warnings.js';

// The build contract: what differs between the two builds of the components. Each display
// component is written once against it; `#component-build` (package.json `imports`) gives
// `componentBuildForClient.tsx` by default and `componentBuildForServer.ts` under the
// `react-server` condition, and test/components/componentBuild.test-d.ts checks both against it.

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
  ignoredOnServer(note: ServerNote): void;
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
