import 'content-delivery-react/styles.css';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { feedLinks } from '../lib/feedLinks';

export const metadata: Metadata = {
  title: { default: 'Acme Outdoor', template: '%s · Acme Outdoor' },
  description: 'content-delivery-react with Next.js 16: server pages, Cache Components, an island.',
  // The feeds, discoverable from every page (an article's own `alternates` replace these).
  alternates: { types: feedLinks },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <nav aria-label="Site">
            <Link href="/">Latest</Link> · <Link href="/tags/gear">Gear</Link> ·{' '}
            {/* No prefetch: it would load the island's JavaScript (TanStack Query, the provider of
                app/live/layout.tsx) on every page, which otherwise load none of the library. */}
            <Link href="/live/how-to" prefetch={false}>
              Live list
            </Link>
          </nav>
        </header>
        {children}
      </body>
    </html>
  );
}
