import { createContentClient } from 'content-delivery-react/client';

export const brandId = process.env.CDS_BRAND ?? 'acme-outdoor';
const baseUrl = process.env.CDS_BASE_URL ?? 'http://127.0.0.1:4010';

/** Server-side client: the API key never leaves the server. Responses are cached for 60 s and tagged. */
export const serverClient = createContentClient({
  baseUrl,
  apiKey: process.env.CDS_API_KEY,
  fetchOptions: { cache: 'force-cache', next: { revalidate: 60 } },
});

/** Browser-side client (no secret key). */
export const browserClient = createContentClient({
  baseUrl: process.env.NEXT_PUBLIC_CDS_BASE_URL ?? baseUrl,
  apiKey: process.env.NEXT_PUBLIC_CDS_API_KEY,
});
