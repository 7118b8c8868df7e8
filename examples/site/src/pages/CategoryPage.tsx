import { CategoryNav, ContentList, useLocalizedCategory } from 'content-delivery-react';
import { useParams, useSearchParams } from 'react-router';
import { usePrimaryLanguage, useReadingLanguages } from '../readingLanguages.js';
import { usePageTitle } from './usePageTitle.js';

/**
 * A category in the reader's language: one card per article (its German version for a German
 * reader, else the original), pages counted in articles, and the category's localized name
 * as the list heading (ContentList shows it when `heading` is left out).
 */
export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page') ?? 1) || 1;
  const languages = useReadingLanguages();
  const { data: category } = useLocalizedCategory(categoryId, { preferredLanguages: languages });
  usePageTitle(category?.name ?? 'Categories');
  return (
    <>
      <CategoryNav activeCategoryId={categoryId} lang={usePrimaryLanguage()} />
      <ContentList
        categoryId={categoryId}
        preferredLanguages={languages}
        pageSize={6}
        page={page}
        onPageChange={(next) => setSearch({ page: String(next) })}
        headingLevel={2}
      />
    </>
  );
}
