'use client';
import { useSyncExternalStore } from 'react';
import { currentSanitizer } from '../html/sanitizerRegistry.js';

const subscribe = () => () => {};

/**
 * Whether to render what needs a sanitizer (full HTML, a table of contents): always after
 * hydration; while hydrating, whether the server did, read back from the server HTML
 * (`selector` finds the element it rendered then), so the first client render matches it
 * exactly; on the server, whether it has a sanitizer. Used by `ContentBody` and `ContentToc`.
 */
export function useServerRendered(selector: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () =>
      typeof document === 'undefined'
        ? currentSanitizer() !== undefined
        : document.querySelector(selector) !== null,
  );
}

/** `value` inside a double-quoted CSS attribute selector (a `useId` value, in practice). */
export const attributeValue = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
