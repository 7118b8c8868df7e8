'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContentDeliveryProvider } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import Link from 'next/link';
import { type ReactNode, useState } from 'react';

const browserClient = createContentClient({ baseUrl: '/api/content' });

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
