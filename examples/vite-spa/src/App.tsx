import { useCategories, useContentByCategory, useContentPagination } from 'content-delivery-react';
import { useState } from 'react';

export function App() {
  const { data: categories, error: categoriesError } = useCategories();
  const [categoryId, setCategoryId] = useState<string | undefined>(undefined);
  const active = categoryId ?? categories?.[0]?.id;

  return (
    <main
      style={{ fontFamily: 'system-ui', maxWidth: 720, margin: '2rem auto', padding: '0 1rem' }}
    >
      <h1>Latest articles</h1>
      {categoriesError && <p role="alert">Categories failed: {categoriesError.message}</p>}
      <nav aria-label="Categories">
        {categories?.map((category) => (
          <button
            type="button"
            key={category.id}
            aria-current={category.id === active ? 'page' : undefined}
            onClick={() => setCategoryId(category.id)}
          >
            {category.name ?? category.id}
          </button>
        ))}
      </nav>
      {active && <CategoryList key={active} categoryId={active} />}
    </main>
  );
}

function CategoryList({ categoryId }: { categoryId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, isPending, isPlaceholderData, refetch } = useContentByCategory({
    categoryId,
    page,
    pageSize: 5,
  });
  const pagination = useContentPagination({ page, pageSize: 5, totalCount: data?.totalCount ?? 0 });

  if (isPending) return <p aria-busy="true">Loading…</p>;
  if (error) {
    return (
      <p role="alert">
        {error.problem?.title ?? error.message}{' '}
        <button type="button" onClick={() => refetch()}>
          Retry
        </button>
      </p>
    );
  }
  return (
    <section aria-busy={isPlaceholderData}>
      <ul>
        {data.data.map((item) => (
          <li key={item.id} lang={item.language}>
            <strong>{item.title}</strong> — {item.description}
          </li>
        ))}
      </ul>
      <nav aria-label="Pages">
        <button type="button" disabled={!pagination.hasPrevious} onClick={() => setPage(page - 1)}>
          Previous
        </button>
        {pagination.items.map((entry) =>
          entry.type === 'ellipsis' ? (
            <span key={entry.key}>…</span>
          ) : (
            <button
              type="button"
              key={entry.page}
              aria-current={entry.current ? 'page' : undefined}
              onClick={() => setPage(entry.page)}
            >
              {entry.page}
            </button>
          ),
        )}
        <button type="button" disabled={!pagination.hasNext} onClick={() => setPage(page + 1)}>
          Next
        </button>
      </nav>
    </section>
  );
}
