/// <reference types="vite/client" />

/** The settings of this example, read from the environment or `.env` files at build time. */
interface ImportMetaEnv {
  /** Base URL of the Content Delivery Service; without it the app uses the embedded mock (see content.ts). */
  readonly VITE_CDS_BASE_URL?: string;
  /** API key sent to the service. Visible to every visitor: use a public key, or a proxy. */
  readonly VITE_CDS_API_KEY?: string;
  /** Brand to show. */
  readonly VITE_CDS_BRAND?: string;
  /** `true` ships the embedded mock in a production build that has no service URL. */
  readonly VITE_CDS_MOCK?: string;
}
