import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';

const baseUrl = import.meta.env.VITE_CDS_BASE_URL as string | undefined;

/**
 * The real service when VITE_CDS_BASE_URL is set; otherwise the embedded mock,
 * answered in memory (no network, no service worker).
 * In a browser the key is visible to users: use a key meant to be public, or a proxy.
 */
export const client = baseUrl
  ? createContentClient({ baseUrl, apiKey: import.meta.env.VITE_CDS_API_KEY as string | undefined })
  : createContentClient({
      baseUrl: 'https://mock.cds.invalid',
      fetch: createMockFetch({ latencyMs: [150, 400] }),
    });

export const brandId = (import.meta.env.VITE_CDS_BRAND as string | undefined) ?? 'acme-outdoor';
