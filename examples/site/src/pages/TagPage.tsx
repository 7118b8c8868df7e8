import { ContentList } from 'content-delivery-react';
import { useParams } from 'react-router';
import { useReadingLanguages } from '../readingLanguages.js';
import { usePageTitle } from './usePageTitle.js';

/** A tag in the reader's language: each article once, in their language where it exists. */
export function TagPage() {
  const { tag = '' } = useParams();
  usePageTitle(`#${tag}`);
  return (
    <ContentList
      tag={tag}
      preferredLanguages={useReadingLanguages()}
      pageSize={9}
      heading={`Tagged “${tag}”`}
      variant="load-more"
    />
  );
}
