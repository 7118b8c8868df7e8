// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { ContentDeliveryProvider, useContentData } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

const client = createContentClient({ baseUrl: 'https://cds.test' });

describe('ContentDeliveryProvider', () => {
  it('creates a private QueryClient once, not per render, when there is none', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ContentDeliveryProvider client={client} brandId="acme">
        {children}
      </ContentDeliveryProvider>
    );
    const { result, rerender } = renderHook(() => useQueryClient(), { wrapper });
    const first = result.current;
    expect(first).toBeInstanceOf(QueryClient);
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });

  it('uses the QueryClient of an enclosing QueryClientProvider', () => {
    const host = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={host}>
        <ContentDeliveryProvider client={client}>{children}</ContentDeliveryProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBe(host);
  });

  it('prefers an explicit queryClient prop', () => {
    const host = new QueryClient();
    const mine = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={host}>
        <ContentDeliveryProvider client={client} queryClient={mine}>
          {children}
        </ContentDeliveryProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useQueryClient(), { wrapper });
    expect(result.current).toBe(mine);
  });

  it('gives the client and default brand to consumers', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ContentDeliveryProvider client={client} brandId="acme">
        {children}
      </ContentDeliveryProvider>
    );
    const { result } = renderHook(() => useContentData('Test'), { wrapper });
    expect(result.current).toEqual({ client, brandId: 'acme' });
  });
});
