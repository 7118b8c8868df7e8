import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { contentClient } from './contentClient';
import { routeTree } from './routeTree.gen';

/**
 * One router and one QueryClient per server request, and one of each per browser session.
 * `setupRouterSsrQueryIntegration` sends the queries the loaders filled on the server to the
 * browser with the page (dehydrated) and hydrates them before the components render, so
 * `useSuspenseQuery` there finds the data and makes no request.
 */
export function getRouter() {
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient, contentClient: contentClient() },
    scrollRestoration: true,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
