import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  QueryClient,
} from '@tanstack/react-query';
import { translatedListQueryOptions } from 'content-delivery-react';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { serverClient } from '../content.server';
import { LiveList, liveLanguages } from '../LiveList';
import { pageMeta } from '../seoMeta';
import { brandId, siteName } from '../site';

/**
 * Prefetches the tag's articles in English (the whole tag, collapsed to one per translation
 * group) with the keyed client; the browser continues through the proxy.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const tag = params.tag ?? '';
  const queryClient = new QueryClient();
  const list = translatedListQueryOptions(serverClient, 'tag', tag, {
    brandId,
    preferredLanguages: liveLanguages,
  });
  await queryClient.prefetchQuery(list);
  // The walk also cached the raw pages (every language): send the collapsed list only, matched
  // by its whole key (a tag may itself be called "translated").
  const listHash = hashKey(list.queryKey);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && query.queryHash === listHash,
  });
  return { tag, state };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  pageMeta(
    `Live: #${loaderData?.tag ?? ''} | ${siteName}`,
    'A list that loads more in the browser.',
  );

/** A route component with client components: this page hydrates and ships the library (an island). */
export default function LivePage() {
  const { tag, state } = useLoaderData<typeof loader>();
  return <LiveList tag={tag} state={state} />;
}
