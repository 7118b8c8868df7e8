import type { DehydratedState } from '@tanstack/react-query';
import { ContentList } from 'content-delivery-react';
import { ContentProviders } from './ContentProviders';

/** Items per "Load more" step. */
export const livePageSize = 4;

/** The site's language: the list shows each article once, in English where it exists. */
export const liveLanguages = ['en'];

/**
 * The island: a list that grows in the browser, one article per translation group. Its list
 * comes prefetched from the loader, so the server renders the same cards the browser hydrates;
 * "Load more" shows the next articles of it, and a refresh goes through `/api/content/…`.
 */
export function LiveList({ tag, state }: { tag: string; state: DehydratedState }) {
  return (
    <ContentProviders state={state}>
      <ContentList
        tag={tag}
        preferredLanguages={liveLanguages}
        variant="load-more"
        pageSize={livePageSize}
        heading={`Live: #${tag}`}
      />
    </ContentProviders>
  );
}
