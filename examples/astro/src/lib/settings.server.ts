// Server only: the site's settings, read from the server's environment at run time. Astro's
// `getSecret` reads them on every adapter: `process.env` on Node (@astrojs/node), the Worker's
// vars and secrets on Cloudflare (@astrojs/cloudflare, where `process.env` is not the
// environment). "Secret" is Astro's word for "read when the server runs, never written into the
// build", which is what every setting here needs; only the key and the webhook's secret are
// secrets in the usual sense.
import { getSecret } from 'astro:env/server';

/** The settings this site reads (README.md, wrangler.jsonc). */
type SettingName =
  | 'CDS_BASE_URL'
  | 'CDS_API_KEY'
  | 'SITE_URL'
  | 'SITEMAP_MAX_URLS'
  | 'REVALIDATE_SECRET';

/** A setting's value; `undefined` when it is unset or empty (wrangler.jsonc declares some as `""`). */
export function serverSetting(name: SettingName): string | undefined {
  const value = getSecret(name);
  return value === '' ? undefined : value;
}

/** A setting the site cannot run without; a clear error at the first request beats a 401 on every page. */
export function requiredSetting(name: 'CDS_BASE_URL' | 'CDS_API_KEY'): string {
  const value = serverSetting(name);
  if (value === undefined) {
    throw new Error(
      `[examples/astro] ${name} is not set. Start the mock (npx content-delivery-mock --api-key <key>) and set CDS_BASE_URL and CDS_API_KEY (on Cloudflare: wrangler.jsonc vars and secrets).`,
    );
  }
  return value;
}
