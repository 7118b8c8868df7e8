// Server only (React Router refuses a build where browser code imports a `.server` module):
// the service's URL and key come from the server's environment and never reach the browser.
import { createContentClient } from 'content-delivery-react/client';
import { createContentProxy } from 'content-delivery-react/proxy';
import { brandId, proxyBasePath } from './site';

/** A required setting; a clear error at start-up beats a 401 on every page. */
function requiredEnv(name: 'CDS_BASE_URL' | 'CDS_API_KEY'): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(
      `[examples/react-router] ${name} is not set. Start the mock (npx content-delivery-mock --api-key <key>) and set CDS_BASE_URL and CDS_API_KEY.`,
    );
  }
  return value;
}

const baseUrl = requiredEnv('CDS_BASE_URL');
const apiKey = requiredEnv('CDS_API_KEY');

/** The keyed client every loader uses. One per server, so its slug index serves every request. */
export const serverClient = createContentClient({ baseUrl, apiKey });

/**
 * The browser's way to the service: adds the key on the server, for this brand's four endpoints
 * and the two lookups of the brand index (`/api/content/brand-index/…`, asked by the browser
 * client made with `brandIndex: 'proxy'`). It answers them from the server client's index, so
 * the loaders and the browser share one walk of the brand (and one `refresh()` from a webhook).
 */
export const contentProxy = createContentProxy({
  baseUrl,
  apiKey,
  basePath: proxyBasePath,
  brands: [brandId],
  brandIndex: serverClient.brandIndex,
});
