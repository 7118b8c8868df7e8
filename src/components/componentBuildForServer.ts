// `#component-build` under the `react-server` condition (React Server Components): settings
// from a component's props only (there is no provider on the server), no function on an
// element, nothing fetched and nothing tracked. It imports no 'use client' module: a server
// route that imports one ships its JavaScript (Next.js collects every client module a server
// graph imports, rendered or not).
import { type ComponentSettings, type ContentUiSettings, mergeSettings } from './uiSettings.js';
import { handlersIgnoredOnServer, noteOnServer, type ServerNote } from './warnings.js';

/** This is the react-server build. */
export const serverBuild = true;

/** A server component's settings: its props over the defaults. */
export function useComponentSettings(own: ContentUiSettings = {}): ComponentSettings {
  return mergeSettings(own);
}

/**
 * Reports, once per note and in development only, what a server component leaves out: a
 * prop it cannot use (an event handler: React cannot send a function to the browser, and
 * putting one on an element would fail the whole route), or data it does not fetch
 * (`categories`, `variants`). The component renders without it.
 */
export function ignoredOnServer(note: ServerNote): void {
  noteOnServer(note);
}

/**
 * The rest props of server component `component` (the ones it spreads on its element), without
 * the functions among them, which development names once; everything else passes unchanged.
 * Call it after taking the component's own function props (`getPageHref`, `renderItem`, …) out.
 */
export function hostProps<P extends object>(component: string, props: P): P {
  const handlers = Object.entries(props).flatMap(([key, value]) =>
    typeof value === 'function' ? [key] : [],
  );
  if (handlers.length === 0) return props;
  handlersIgnoredOnServer(component, handlers);
  const kept = { ...props };
  for (const key of handlers) Reflect.deleteProperty(kept, key);
  return kept;
}

/** A server component renders once, on the server: whatever its sanitizer allows. */
export function useServerRendered(_attribute: string, _id: string, _also?: string): boolean {
  return true;
}

/** Nothing is being read on the server. */
export function useActiveHeading(): string | undefined {
  return undefined;
}

/** A server component does not fetch: the component reports it and renders nothing. */
export const FetchedCategories = undefined;
export const FetchedVariants = undefined;
