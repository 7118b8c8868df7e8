import type { ReactNode } from 'react';
import { Providers } from '../providers';

/**
 * The search page's providers: its search box (a client component) shows results as the reader
 * types once hydrated inside them. Only this route and /live load them (see app/live/layout.tsx).
 */
export default function SearchLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
