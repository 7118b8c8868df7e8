import { ContentList } from 'content-delivery-react';
import { useParams } from 'react-router';
import { usePageTitle } from './usePageTitle.js';

export function TagPage() {
  const { tag = '' } = useParams();
  usePageTitle(`#${tag}`);
  return <ContentList tag={tag} pageSize={9} heading={`Tagged “${tag}”`} variant="load-more" />;
}
