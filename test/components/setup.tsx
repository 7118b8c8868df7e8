import { QueryClient } from '@tanstack/react-query';
import axe from 'axe-core';
import {
  type ContentClient,
  ContentDeliveryProvider,
  type ContentDeliveryProviderProps,
  type ContentItem,
} from 'content-delivery-react';
import { createContentClient, getAllContentByLanguage } from 'content-delivery-react/client';
import { createDemoDataset, createMockFetch } from 'content-delivery-react/mock';
import type { ReactNode } from 'react';

export const baseUrl = 'https://cds.test';

/** A client on the in-memory mock; `failing.on = true` makes every request answer 500 problem details. */
export function mockClient() {
  const mockFetch = createMockFetch();
  const failing = { on: false, requests: 0 };
  const client = createContentClient({
    baseUrl,
    retry: 0,
    fetch: async (url, init) => {
      failing.requests++;
      if (failing.on) {
        return Response.json({ title: 'Service unavailable', status: 500 }, { status: 500 });
      }
      return mockFetch(url, init);
    },
  });
  return { client, failing };
}

export function wrapperFor(
  client: ContentClient,
  extra: Partial<ContentDeliveryProviderProps> = {},
  queryClient = new QueryClient(),
) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ContentDeliveryProvider
        client={client}
        brandId="acme-outdoor"
        queryClient={queryClient}
        {...extra}
      >
        {children}
      </ContentDeliveryProvider>
    );
  };
}

/** axe-core violations (contrast needs layout, which jsdom lacks; landmarks are the page's concern). */
export async function axeViolations(node: Element): Promise<string[]> {
  const result = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
  );
}

const dataset = createDemoDataset();

/** A demo item as the client would return it (numbers normalised, optional fields filled). */
export async function demoItem(predicate: (item: ContentItem) => boolean): Promise<ContentItem> {
  const { client } = mockClient();
  for (const language of ['en', 'de', 'fr', 'ar']) {
    const { items } = await getAllContentByLanguage(client, 'acme-outdoor', language);
    const found = items.find(predicate);
    if (found) return found;
  }
  throw new Error('no demo item matches');
}

export const demoBrand = dataset.brands[0];
