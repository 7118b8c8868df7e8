import type { ReactNode } from 'react';
import { Providers } from '../providers';

/**
 * The layout of the routes with client components: only these pages load TanStack Query and the
 * provider. In the root layout it would load on every page, the server-rendered ones included.
 */
export default function LiveLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
