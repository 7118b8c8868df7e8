import { createIsomorphicFn } from '@tanstack/react-start';
import {
  createWebSiteJsonLd,
  type SiteSearchDiscoveryOptions,
} from 'content-delivery-react/discovery';
import { siteOrigin } from './contentClient';
import { siteName } from './site';

// How browsers and search engines learn that this site has a search page: the home page's
// `WebSite` JSON-LD with a `SearchAction` (a sitelinks search box), and an OpenSearch
// description (`/opensearch.xml`, linked from every page's head) that lets a browser add the
// site as a search engine. The library writes both (content-delivery-react/discovery), naming
// `/search?q=` on the site's origin.

/** The site and its search on `siteUrl`, for `createWebSiteJsonLd` and `createOpenSearchDescription`. */
export function siteSearchDiscovery(siteUrl: string): SiteSearchDiscoveryOptions {
  return {
    siteUrl,
    name: siteName,
    // The site's name in a browser's list of search engines (OpenSearch: at most 16 characters).
    shortName: 'Acme Outdoor',
    description: `Search the trail guides, gear reviews and safety checklists of ${siteName}.`,
    image: { href: '/favicon.svg', type: 'image/svg+xml' },
  };
}

/**
 * The home page's `WebSite` JSON-LD, written on the server: the page search engines read is the
 * server's, and its loader data carries the JSON-LD to the browser, which hydrates the same head.
 * A client-side navigation (`undefined`) has none: no crawler reads it, and the discovery
 * entry, server code, stays out of the browser (Start drops this branch and its import there).
 */
export const webSiteJsonLd = createIsomorphicFn()
  .server(async () => createWebSiteJsonLd(siteSearchDiscovery(await siteOrigin())))
  .client(async () => undefined);

/** The `<link rel="search">` every page's head carries, pointing at `/opensearch.xml`. */
export const openSearchLink = {
  rel: 'search',
  type: 'application/opensearchdescription+xml',
  title: siteName,
  href: '/opensearch.xml',
};
