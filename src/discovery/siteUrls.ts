import type { IndexedContent } from '../client/index.js';
import { checkContentHref } from '../html/contentHref.js';
import { linkSchemes, mediaSchemes } from '../html/policy.js';

/** Where the site is and where its articles live: every document of this entry links with these. */
export interface SiteRoutes {
  /**
   * The site's absolute URL, e.g. `https://www.example.com` (or with a base path,
   * `https://www.example.com/blog/`). Every URL a document lists is inside it: same origin, and
   * under its path.
   */
  siteUrl: string;
  /**
   * The page of an item on your site, as your router links to it: a path (`/articles/a`) or an
   * absolute URL inside `siteUrl`. `undefined` leaves the item out. Checked like every content
   * href of the components: a throw, an unsafe URL or a `.`/`..` segment leaves it out too.
   */
  getItemHref: (item: IndexedContent) => string | undefined;
}

/** The longest URL a sitemap may list (sitemaps.org: "less than 2,048 characters"). */
const MAX_URL_LENGTH = 2047;

/**
 * Absolute URLs inside the site: `url(href)` is any href of the app, `undefined` when the href
 * is refused (see {@link SiteRoutes.getItemHref}), leaves the site, or is too long for a
 * sitemap.
 */
export interface SiteLocation {
  readonly siteUrl: string;
  url(href: string | undefined): string | undefined;
}

/** {@link SiteLocation}, and `pageUrl(item)`: the item's page, refused as `url` refuses. */
export interface SiteUrls extends SiteLocation {
  pageUrl(item: IndexedContent): string | undefined;
}

/** Checks `siteUrl` once (a wrong one is a setup error: it throws) and returns the URL builder. */
export function siteLocation(siteUrl: string): SiteLocation {
  let site: URL;
  try {
    site = new URL(siteUrl);
  } catch {
    throw new TypeError('siteUrl must be an absolute URL, e.g. https://www.example.com');
  }
  if (site.protocol !== 'https:' && site.protocol !== 'http:')
    throw new TypeError('siteUrl must be an http: or https: URL');
  site.search = '';
  site.hash = '';
  // The site's path as a folder: `/blog` holds `/blog/a`, not `/blogger`.
  const basePath = site.pathname.endsWith('/') ? site.pathname : `${site.pathname}/`;
  return {
    siteUrl: site.href,
    url(href) {
      const checked = checkContentHref(href);
      if (checked === undefined) return undefined;
      let resolved: URL;
      try {
        resolved = new URL(checked, site);
      } catch {
        return undefined;
      }
      if (resolved.origin !== site.origin) return undefined;
      if (resolved.pathname !== site.pathname && !resolved.pathname.startsWith(basePath))
        return undefined;
      return resolved.href.length > MAX_URL_LENGTH ? undefined : resolved.href;
    },
  };
}

/** {@link siteLocation} of `routes.siteUrl`, with the items' pages of `routes.getItemHref`. */
export function siteUrls(routes: SiteRoutes): SiteUrls {
  const { siteUrl, url } = siteLocation(routes.siteUrl);
  return {
    siteUrl,
    url,
    pageUrl(item) {
      try {
        return url(routes.getItemHref(item));
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * `url` made absolute against `base` (an item's page), if its scheme is one the page's policy
 * allows for its kind: `link` (`http:`, `https:`, `mailto:`, `tel:`) or `media` (`http:`,
 * `https:`; no `data:`, which documents read elsewhere must not carry). Else `undefined`.
 */
export function absoluteContentUrl(
  url: string | null,
  base: string,
  kind: 'link' | 'media',
): string | undefined {
  if (url === null) return undefined;
  try {
    const resolved = new URL(url, base);
    const schemes = kind === 'link' ? linkSchemes : mediaSchemes;
    return schemes.includes(resolved.protocol.slice(0, -1)) ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}
