'use client';
// `#component-build` in the client build (the default condition): settings from the provider,
// handlers kept, the hydration probe, scroll tracking and the fetching parts of CategoryNav and
// LanguageSwitcher. It holds context, effects and data fetching, hence 'use client'; the
// react-server build resolves `#component-build` to componentBuildForServer.ts and never loads it.
// Not named `*.client.tsx`: React Router (Remix's convention) empties `.client` modules in its
// server build, which would leave every component without its settings there.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { IndexedContent } from '../client/index.js';
import { currentSanitizer } from '../html/currentSanitizer.js';
import { useCategories } from '../query/useCategories.js';
import { useVariantsQuery } from '../query/useContentVariants.js';
import type {
  ComponentBuild,
  FetchedCategoriesState,
  FetchedVariantsState,
} from './componentBuild.js';
import {
  type ComponentSettings,
  type ContentUiSettings,
  defaultSettings,
  mergeSettings,
} from './uiSettings.js';
import { useActiveHeading } from './useActiveHeading.js';
import type { ServerNote } from './warnings.js';

/**
 * The settings of the nearest `<ContentUiProvider>`, merged over the defaults once per
 * provider value (not once per card of a 1 000-item list); the defaults without one.
 */
export const ContentUiContext = createContext(defaultSettings);

/** `false` here, `true` in componentBuildForServer.ts: typed `boolean`, since code checks both. */
export const serverBuild: boolean = false;

/** The settings to render with: `own` (a component's props) over the provider's over the defaults. */
export function useComponentSettings(own: ContentUiSettings = {}): ComponentSettings {
  return mergeSettings(own, useContext(ContentUiContext));
}

/** A client component may put handlers on its elements: the props pass unchanged. */
export function hostProps<P extends object>(_component: string, props: P): P {
  return props;
}

/** The client build leaves nothing out. */
export function ignoredOnServer(_note: ServerNote): void {}

const subscribe = () => () => {};

/** `value` inside a double-quoted CSS attribute selector (a `useId` value, in practice). */
const attributeValue = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * Whether to render what needs a sanitizer (full HTML, a table of contents): always after
 * hydration; while hydrating, whether the server did, read back from the server HTML (the
 * element whose `attribute` is `id`, and matches `also`), so the first client render matches
 * it exactly; on the server, whether it has a sanitizer. Used by `ContentBody` and `ContentToc`.
 */
export function useServerRendered(attribute: string, id: string, also = ''): boolean {
  const selector = `[${attribute}=${attributeValue(id)}]${also}`;
  return useSyncExternalStore(
    subscribe,
    () => true,
    () =>
      typeof document === 'undefined'
        ? currentSanitizer() !== undefined
        : document.querySelector(selector) !== null,
  );
}

export { useActiveHeading };

/** The brand's categories, fetched, with loading, error and stale states (`CategoryNav` without `categories`). */
function CategoriesFetch({
  brandId,
  children,
}: {
  brandId: string | undefined;
  children: (state: FetchedCategoriesState) => ReactNode;
}) {
  const query = useCategories({ brandId });
  // A failed refresh keeps the categories on screen, marked stale; only a failed first load alerts.
  const failed = query.isError && !query.isRefetchError;
  return children({
    categories: query.data ?? [],
    state: query.isPending ? 'loading' : failed ? 'error' : 'ready',
    stale: query.isRefetchError,
    failure: failed ? { error: query.error, retry: () => void query.refetch() } : undefined,
  });
}

/**
 * An item's language versions, looked up as `useContentVariants` does (without the brand's
 * languages, which the switcher does not show); the item alone until then and after a failure.
 */
function VariantsFetch({
  item,
  brandId,
  children,
}: {
  item: IndexedContent;
  brandId: string | undefined;
  children: (state: FetchedVariantsState) => ReactNode;
}) {
  const found = useVariantsQuery('useContentVariants', item, { brandId });
  return children({ versions: found.data ?? [item], busy: found.isPending });
}

export const FetchedCategories: ComponentBuild['FetchedCategories'] = CategoriesFetch;
export const FetchedVariants: ComponentBuild['FetchedVariants'] = VariantsFetch;
