import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';

const env = import.meta.env as Record<string, string | undefined>;

/**
 * The real service when VITE_CDS_BASE_URL is set, else the embedded mock in
 * memory (no network). A browser-side key is visible to visitors: use one
 * meant to be public, or a proxy.
 */
export const client = env.VITE_CDS_BASE_URL
  ? createContentClient({ baseUrl: env.VITE_CDS_BASE_URL, apiKey: env.VITE_CDS_API_KEY })
  : createContentClient({
      baseUrl: 'https://mock.cds.invalid',
      fetch: createMockFetch({ latencyMs: [80, 250] }),
    });

export const brandId = env.VITE_CDS_BRAND ?? 'acme-outdoor';
export const siteUrl = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;
