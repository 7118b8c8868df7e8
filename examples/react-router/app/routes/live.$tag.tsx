import { dehydrate, QueryClient } from '@tanstack/react-query';
import { infiniteContentByTagQueryOptions } from 'content-delivery-react';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { serverClient } from '../content.server';
import { LiveList, livePageSize } from '../LiveList';
import { pageMeta } from '../seoMeta';
import { brandId, siteName } from '../site';

/** Prefetches the list's first page with the keyed client; the browser continues through the proxy. */
export async function loader({ params }: LoaderFunctionArgs) {
  const tag = params.tag ?? '';
  const queryClient = new QueryClient();
  await queryClient.prefetchInfiniteQuery(
    infiniteContentByTagQueryOptions(serverClient, { brandId, tag, pageSize: livePageSize }),
  );
  return { tag, state: dehydrate(queryClient) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`Live: #${data?.tag ?? ''} | ${siteName}`, 'A list that loads more in the browser.');

/** A route component with client components: this page hydrates and ships the library (an island). */
export default function LivePage() {
  const { tag, state } = useLoaderData<typeof loader>();
  return <LiveList tag={tag} state={state} />;
}
