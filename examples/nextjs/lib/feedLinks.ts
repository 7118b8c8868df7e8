// The site's feeds as `<link rel="alternate">` entries for Next's metadata (`alternates.types`),
// so feed readers find them from any page. No secrets: the layout imports this.

/** The feeds' routes (also their `self` links). */
export const feedHrefs = { rss: '/feed.xml', atom: '/feed.atom', json: '/feed.json' } as const;

/** Feed routes by media type, as `Metadata['alternates']['types']` takes them. */
export const feedLinks = {
  'application/rss+xml': [{ url: feedHrefs.rss, title: 'Acme Outdoor (RSS)' }],
  'application/atom+xml': [{ url: feedHrefs.atom, title: 'Acme Outdoor (Atom)' }],
  'application/feed+json': [{ url: feedHrefs.json, title: 'Acme Outdoor (JSON Feed)' }],
};
