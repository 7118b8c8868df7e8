import { CategoryNav, ContentList } from 'content-delivery-react';
import { usePrimaryLanguage } from '../readingLanguages.js';
import { usePageTitle } from './usePageTitle.js';

export function HomePage() {
  usePageTitle('Home');
  return (
    <>
      <h1>Stories from the trail</h1>
      <CategoryNav showDescriptions lang={usePrimaryLanguage()} />
      <ContentList lang="en" pageSize={6} heading="Latest articles" variant="load-more" />
    </>
  );
}
