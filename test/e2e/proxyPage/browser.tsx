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
    __hydrated: boolean;
  }
}

const client = createContentClient({ baseUrl: '/api/content' });
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root === null) throw new Error('no #root');
hydrateRoot(root, <App client={client} queryClient={queryClient} state={window.__STATE__} />, {
  onRecoverableError: (error) => console.error('recoverable:', error),
});
window.__refresh = () => queryClient.invalidateQueries();
window.__hydrated = true;
