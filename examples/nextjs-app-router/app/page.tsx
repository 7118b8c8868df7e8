import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions, contentByTagQueryOptions } from 'content-delivery-react';
import { brandId, serverClient } from '../lib/content';
import { LatestList } from './latest-list';

// A server component: the options factories are server-safe (no 'use client').
export default async function Home() {
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(serverClient, brandId)),
    queryClient.prefetchQuery(
      contentByTagQueryOptions(serverClient, { brandId, tag: 'gear', page: 1, pageSize: 6 }),
    ),
  ]);
  return (
    <main>
      <h1>Gear</h1>
      {/* The dehydrated state holds data and keys only: no API key. */}
      <HydrationBoundary state={dehydrate(queryClient)}>
        <LatestList tag="gear" pageSize={6} />
      </HydrationBoundary>
    </main>
  );
}
