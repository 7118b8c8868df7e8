// Constants shared by the server's pages and the browser's islands: nothing secret here (the
// service's URL and key are read in content.server.ts only).

/** The brand this site shows. */
export const brandId = 'acme-outdoor';

/** The site's name, for titles and Open Graph. */
export const siteName = 'Acme Outdoor Journal';

/** Cards per page on the home and tag pages. */
export const listPageSize = 6;

/** Where the browser reaches the service: this site's own proxy route, never the service itself. */
export const proxyBasePath = '/api/content';

/** The tags the navigation links to (tags of the demo data). */
export const featuredTags = ['gear', 'how-to', 'safety'] as const;

/** The languages the search page searches (`?lang=`), the site's own first (its default). */
export const searchLanguages = ['en', 'de', 'fr', 'ar'] as const;
