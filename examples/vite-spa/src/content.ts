import { createContentClient } from 'content-delivery-react/client';
import { lazyMockFetch, noContentService } from '../../lazyMockFetch.js';

/**
 * Where the content comes from, decided at build time (Vite replaces each `import.meta.env.X`
 * literally, so the unused branch and the mock with it are dropped; do not alias `import.meta.env`):
 * - `VITE_CDS_BASE_URL` set: the real service; the mock is not in the build at all.
 * - otherwise, in development (`vite`), or in a build with `VITE_CDS_MOCK=true`: the embedded
 *   mock, answered in memory and imported on the first request (its own chunk).
 * - otherwise (a production build with no service): requests fail with a message saying what to set.
 * In a browser the key is visible to users: use a key meant to be public, or a proxy.
 */
export const client = import.meta.env.VITE_CDS_BASE_URL
  ? createContentClient({
      baseUrl: import.meta.env.VITE_CDS_BASE_URL,
      apiKey: import.meta.env.VITE_CDS_API_KEY,
    })
  : createContentClient({
      baseUrl: 'https://mock.cds.invalid',
      fetch:
        import.meta.env.DEV || import.meta.env.VITE_CDS_MOCK === 'true'
          ? lazyMockFetch({ latencyMs: [150, 400] })
          : noContentService,
    });

export const brandId = import.meta.env.VITE_CDS_BRAND ?? 'acme-outdoor';
