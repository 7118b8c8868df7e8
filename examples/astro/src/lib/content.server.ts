// Server only: the service's URL and key come from the server's environment and never reach the
// browser. Pages and endpoints import this module; islands (src/components) must not.
import { createContentClient } from 'content-delivery-react/client';
import { createContentProxy } from 'content-delivery-react/proxy';
import { requiredSetting } from './settings.server';
import { brandId, proxyBasePath } from './site';

const baseUrl = requiredSetting('CDS_BASE_URL');
const apiKey = requiredSetting('CDS_API_KEY');

/**
 * The keyed client every page uses. One per server (on Cloudflare, one per isolate), so its slug
 * index serves every request.
 */
export const serverClient = createContentClient({ baseUrl, apiKey });

/**
 * The browser's way to the service (src/pages/api/content/[...path].ts): adds the key on the
 * server, for this brand's endpoints and the brand index's lookups, answered from the server
 * client's index so pages and islands share one walk of the brand.
 */
export const contentProxy = createContentProxy({
  baseUrl,
  apiKey,
  basePath: proxyBasePath,
  brands: [brandId],
  brandIndex: serverClient.brandIndex,
});
