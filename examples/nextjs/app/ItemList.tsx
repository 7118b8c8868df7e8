import { ContentCard, type ContentItem, type PagedResult } from 'content-delivery-react';
import { PageLinks } from './SiteUi';

/** A server-rendered page of items: cards (linked through the site's routes) and link pagination. */
export function ItemList({
  result,
  page,
  path,
}: {
  result: PagedResult<ContentItem>;
  page: number;
  path: string;
}) {
  if (result.data.length === 0) return <p>Nothing here yet.</p>;
  return (
    <>
      <ul className="item-list">
        {result.data.map((item) => (
          <li key={item.id}>
            <ContentCard item={item} headingLevel={2} />
          </li>
        ))}
      </ul>
      <PageLinks
        path={path}
        page={page}
        pageSize={result.pageSize}
        totalCount={result.totalCount}
      />
    </>
  );
}
