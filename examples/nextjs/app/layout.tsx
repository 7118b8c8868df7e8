import 'content-delivery-react/styles.css';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { default: 'Acme Outdoor', template: '%s · Acme Outdoor' },
  description: 'content-delivery-react with Next.js 16: server pages, Cache Components, an island.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <nav aria-label="Site">
            <Link href="/">Latest</Link> · <Link href="/tags/gear">Gear</Link> ·{' '}
            <Link href="/live/how-to">Live list</Link>
          </nav>
        </header>
        {children}
      </body>
    </html>
  );
}
