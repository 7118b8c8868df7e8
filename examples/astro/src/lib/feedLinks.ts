// The feeds' routes, and the `<link rel="alternate">` tags every page's head names them with.
import { siteName } from './site';

/** The feeds' routes (also their `self` links). */
export const feedHrefs = { rss: '/feed.xml', atom: '/feed.atom', json: '/feed.json' } as const;

/** The feeds, discoverable from every page (src/layouts/Layout.astro). */
export const feedLinks = [
  { type: 'application/rss+xml', href: feedHrefs.rss, title: `${siteName} (RSS)` },
  { type: 'application/atom+xml', href: feedHrefs.atom, title: `${siteName} (Atom)` },
  { type: 'application/feed+json', href: feedHrefs.json, title: `${siteName} (JSON Feed)` },
] as const;
