import { CategoryNav, ContentList, localizeCategory, useCategories } from 'content-delivery-react';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from './usePageTitle.js';

export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page') ?? 1) || 1;
  const { data: categories } = useCategories();
  const category = categories?.find((entry) => entry.id === categoryId);
  const name = category ? localizeCategory(category, 'en').name : categoryId;
  usePageTitle(name);
  return (
    <>
      <CategoryNav activeCategoryId={categoryId} />
      <ContentList
        categoryId={categoryId}
        pageSize={6}
        page={page}
        onPageChange={(next) => setSearch({ page: String(next) })}
        heading={name}
        headingLevel={2}
      />
    </>
  );
}
