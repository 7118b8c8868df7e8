// Server only: TanStack Start's import protection refuses a browser build that imports a
// `.server` module. The service's URL and key come from the server's environment; only the
// server branch of `contentClient` (src/contentClient.ts) and the proxy route import this file.
import { createContentClient } from 'content-delivery-react/client';
import { createContentProxy } from 'content-delivery-react/proxy';
import { brandId, proxyBasePath } from './site';

/** A required setting; a clear error at start-up beats a 401 on every page. */
function requiredEnv(name: 'CDS_BASE_URL' | 'CDS_API_KEY'): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(
      `[examples/tanstack-start] ${name} is not set. Start the mock (npx content-delivery-mock --api-key <key>) and set CDS_BASE_URL and CDS_API_KEY.`,
    );
  }
  return value;
}

const baseUrl = requiredEnv('CDS_BASE_URL');
const apiKey = requiredEnv('CDS_API_KEY');

/** The keyed client every server-side loader uses. One per server, so its brand index serves every request. */
export const serverClient = createContentClient({ baseUrl, apiKey });

/**
 * The browser's way to the service: adds the key on the server, for this brand's endpoints and
 * the brand-index lookups (`/api/content/brand-index/…`) the browser client asks with
 * `brandIndex: 'proxy'`, answered from the server client's index (one walk for both).
 */
export const contentProxy = createContentProxy({
  baseUrl,
  apiKey,
  basePath: proxyBasePath,
  brands: [brandId],
  brandIndex: serverClient.brandIndex,
});
