// The page's browser entry: a keyless client whose base URL is the site's own proxy path.
import { type DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContentClient } from 'content-delivery-react/client';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.js';

declare global {
  interface Window {
    __STATE__: DehydratedState;
    /** Marks every content query stale and refetches it, as a page left open past `staleTime` would. */
    __refresh: () => Promise<void>;
    /** True once hydration has committed (set from the page's effect). */
    __hydrated: boolean;
  }
}

const client = createContentClient({ baseUrl: '/api/content' });
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
window.__refresh = () => queryClient.invalidateQueries();
// Hydration is scheduled, not done, when hydrateRoot returns: the flag waits for the commit.
const markHydrated = () => {
  window.__hydrated = true;
};
hydrateRoot(
  root,
  <App
    client={client}
    queryClient={queryClient}
    state={window.__STATE__}
    onHydrated={markHydrated}
  />,
  { onRecoverableError: (error) => console.error('recoverable:', error) },
);
