'use client';
import { useContentByTag } from 'content-delivery-react';
import { useState } from 'react';

/**
 * Page 1 arrives hydrated, so the first render makes no request. The query
 * keys hold the base URL, so the browser client must use the same `baseUrl`
 * as the server client for the hydrated data to match.
 */
export function LatestList({ tag, pageSize }: { tag: string; pageSize: number }) {
  const [page, setPage] = useState(1);
  const { data, error, isPlaceholderData } = useContentByTag({ tag, page, pageSize });
  if (error) return <p role="alert">{error.problem?.title ?? error.message}</p>;
  if (!data) return <p aria-busy="true">Loading…</p>;
  return (
    <section aria-busy={isPlaceholderData}>
      <ul>
        {data.data.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
      <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
        Previous
      </button>
      <button
        type="button"
        disabled={page * pageSize >= data.totalCount}
        onClick={() => setPage(page + 1)}
      >
        Next
      </button>
    </section>
  );
}
