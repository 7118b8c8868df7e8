import { createIsomorphicFn } from '@tanstack/react-start';
import { createContentClient } from 'content-delivery-react/client';
import { serverClient } from './content.server';
import { proxyBasePath } from './site';

/**
 * The content client loaders use, chosen where they run. On the server: the keyed client (the
 * key never leaves it; Start drops this branch and its import from the browser build). In the
 * browser (client-side navigations): a client of this site's proxy route, with no key. Query
 * keys hold neither the base URL nor the key, so data the server loaded hydrates under the same
 * keys and the browser does not fetch it again.
 */
export const contentClient = createIsomorphicFn()
  .server(() => serverClient)
  .client(() => createContentClient({ baseUrl: proxyBasePath, brandIndex: 'proxy' }));

/**
 * This site's origin for canonical and hreflang links: `SITE_URL` (set it in production, so a
 * forged `Host` header cannot choose it), else the request's; in the browser, the page's.
 */
export const siteOrigin = createIsomorphicFn()
  .server(async () => {
    const { getRequestUrl } = await import('@tanstack/react-start/server');
    return process.env.SITE_URL || getRequestUrl().origin;
  })
  .client(async () => window.location.origin);
