// The browser entry of both pages: hydrates the server-rendered article page, or renders the
// client-only page into an empty root.
import type { ContentItem } from 'content-delivery-react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ArticlePage, ClientOnlyPage } from './ArticlePage.js';

declare global {
  interface Window {
    /** The article the server rendered (absent on the client-only page). */
    __lazyItem?: ContentItem;
    /** Every error React recovered from while hydrating (a mismatch, among others). */
    __lazyRecoverable: string[];
    /** True once the page's shell has hydrated (set from its effect). */
    __lazyShellHydrated?: boolean;
  }
}

const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
window.__lazyRecoverable = [];
window.__lazyRouted = [];
window.__lazyLinksMounted = [];
const item = window.__lazyItem;
if (item === undefined) {
  createRoot(root).render(<ClientOnlyPage />);
} else {
  const markHydrated = () => {
    window.__lazyShellHydrated = true;
  };
  hydrateRoot(root, <ArticlePage item={item} onHydrated={markHydrated} />, {
    onRecoverableError: (error) => {
      window.__lazyRecoverable.push(String(error));
      console.error('recoverable:', error);
    },
  });
}
