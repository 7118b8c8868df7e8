// The content proxy: the browser's keyless client calls /api/content/…, this adds the key on
// the server. Only GET/HEAD of the service's four endpoints, for this brand, and the two lookups
// of its brand index (/api/content/brand-index/…): a browser client made with
// `brandIndex: 'proxy'` (app/providers.tsx) finds an article by slug, or its language versions,
// with one request here, and this route answers from an index it keeps in memory (walked on the
// first such lookup; pass `brandIndex: { storage }` to share it between instances).
import { type ContentProxyHandler, createContentProxy } from 'content-delivery-react/proxy';
import { brandId } from '../../../../lib/site';

let proxy: ContentProxyHandler | undefined;

/**
 * Made on the first request, not when the module loads: `next build` loads this module to
 * collect its configuration, and the build has no key (the key exists only where the site runs;
 * without one, the first request fails with a 500 naming the missing option, not the build).
 */
function handle(request: Request): Promise<Response> {
  proxy ??= createContentProxy({
    baseUrl: process.env.CDS_BASE_URL ?? 'http://127.0.0.1:4010',
    apiKey: process.env.CDS_API_KEY ?? '',
    basePath: '/api/content',
    brands: [brandId],
    // The default, spelled out: an index in this server's memory behind the index lookups.
    brandIndex: {},
  });
  return proxy(request);
}

export { handle as GET, handle as HEAD };
