'use client';
// The island: a client-side list with "Load more", under the providers of app/live/layout.tsx.
// Their browser client has no key and talks to this site's proxy route (/api/content/…), which
// adds the key on the server.
import { ContentList } from 'content-delivery-react';
import { siteUi } from '../../siteUi';

/** A tag's articles in English (one per translation group), six at a time, fetched in the browser. */
export function LiveList({ tag }: { tag: string }) {
  // The site's links, images and routes as props: they win over the provider's defaults.
  return (
    <ContentList
      tag={tag}
      preferredLanguages={['en']}
      variant="load-more"
      pageSize={6}
      {...siteUi}
    />
  );
}
