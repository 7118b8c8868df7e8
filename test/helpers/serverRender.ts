import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

/** Renders as a server would: no window, no document. */
export function renderOnServer(element: ReactElement): string {
  vi.stubGlobal('window', undefined);
  vi.stubGlobal('document', undefined);
  try {
    // React 19 adds a hoisted image preload, which belongs in <head>, not in the container.
    return renderToString(element).replace(/^<link rel="preload"[^>]*>/, '');
  } finally {
    vi.unstubAllGlobals();
  }
}

/** Hydrates server HTML in a container on the page; collects recoverable errors and console errors. */
export async function hydrateHtml(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, element, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { container, recoverable, consoleError };
}
