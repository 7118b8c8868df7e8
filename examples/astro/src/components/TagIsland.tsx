import { ContentList } from 'content-delivery-react';
import { IslandProviders } from './islandProviders';

/** The site's language: the list shows each article once, in English where it exists. */
const islandLanguages = ['en'];

/** Props of {@link TagIsland}: plain data, as Astro serializes an island's props into the page. */
export interface TagIslandProps {
  tag: string;
  heading: string;
  /** Items per "Load more" step. */
  pageSize: number;
}

/**
 * An island: a tag's articles, one per translation group, growing with "Load more". It reads the
 * tag through the proxy once, then shows more of it with no request.
 */
export function TagIsland({ tag, heading, pageSize }: TagIslandProps) {
  return (
    <IslandProviders>
      <ContentList
        tag={tag}
        preferredLanguages={islandLanguages}
        variant="load-more"
        pageSize={pageSize}
        heading={heading}
      />
    </IslandProviders>
  );
}
