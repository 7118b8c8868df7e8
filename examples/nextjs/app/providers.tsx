'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContentDeliveryProvider } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import Link from 'next/link';
import { type ReactNode, useState } from 'react';

// Keyless, through the site's proxy; slug lookups and language versions ask its brand index.
const browserClient = createContentClient({ baseUrl: '/api/content', brandIndex: 'proxy' });

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ContentDeliveryProvider client={browserClient} brandId="acme-outdoor" linkComponent={Link}>
        {children}
      </ContentDeliveryProvider>
    </QueryClientProvider>
  );
}
