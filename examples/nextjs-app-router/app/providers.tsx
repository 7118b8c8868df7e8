'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ContentDeliveryProvider } from 'content-delivery-react';
import { type ReactNode, useState } from 'react';
import { brandId, browserClient } from '../lib/content';

export function Providers({ children }: { children: ReactNode }) {
  // One QueryClient per browser session (and per server request), never shared between users.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ContentDeliveryProvider client={browserClient} brandId={brandId}>
        {children}
      </ContentDeliveryProvider>
    </QueryClientProvider>
  );
}
