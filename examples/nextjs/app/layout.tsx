import 'content-delivery-react/styles.css';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { feedLinks } from '../lib/feedLinks';
import { siteName } from '../lib/site';
import { openSearchPath, openSearchType } from '../lib/siteSearch';

export const metadata: Metadata = {
  title: { default: siteName, template: `%s · ${siteName}` },
  description: 'content-delivery-react with Next.js 16: server pages, Cache Components, an island.',
  // The feeds, discoverable from every page (an article's own `alternates` replace these).
  alternates: { types: feedLinks },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* The site's search for browsers (OpenSearch): Next's metadata has no `rel="search"`, and
            React puts a <link> rendered anywhere into the document's <head>. */}
        <link rel="search" type={openSearchType} title={siteName} href={openSearchPath} />
        <header>
          <nav aria-label="Site">
            <Link href="/">Latest</Link> · <Link href="/tags/gear">Gear</Link> ·{' '}
            {/* No prefetch: it would load the island's JavaScript (TanStack Query, the provider of
                app/live/layout.tsx) on every page, which otherwise load none of the library. */}
            <Link href="/live/how-to" prefetch={false}>
              Live list
            </Link>{' '}
            · {/* No prefetch either: the search page's island is client JavaScript too. */}
            <Link href="/search" prefetch={false}>
              Search
            </Link>
          </nav>
        </header>
        {children}
      </body>
    </html>
  );
}
