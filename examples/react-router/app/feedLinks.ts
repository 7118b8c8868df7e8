// The feeds' routes, and their `<link rel="alternate">` descriptors for root.tsx's `links`.
// Browser-safe (no `.server` import): root.tsx is in the browser bundle.
import type { LinkDescriptor } from 'react-router';
import { siteName } from './site';

/** The feeds' routes (also their `self` links). */
export const feedHrefs = { rss: '/feed.xml', atom: '/feed.atom', json: '/feed.json' } as const;

/** The feeds, discoverable from every page. */
export const feedLinks: LinkDescriptor[] = [
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    href: feedHrefs.rss,
    title: `${siteName} (RSS)`,
  },
  {
    rel: 'alternate',
    type: 'application/atom+xml',
    href: feedHrefs.atom,
    title: `${siteName} (Atom)`,
  },
  {
    rel: 'alternate',
    type: 'application/feed+json',
    href: feedHrefs.json,
    title: `${siteName} (JSON Feed)`,
  },
];
