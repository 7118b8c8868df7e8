import type { ContentItem } from '../client/index.js';
import type { ContentLabels } from './labels.js';
import { formatDate } from './locale.js';

/**
 * The meta line of a card or an article: the published date (in the item's language,
 * UTC, or "Not yet published" for `publishedDate: null`), the category name and, for
 * anything but `Published`, a status badge. `part` prefixes the class names
 * (`cdr-card` → `cdr-card-meta`, `cdr-card-date`, `cdr-card-category`).
 */
export function ItemMeta({
  item,
  labels,
  part,
}: {
  item: ContentItem;
  labels: ContentLabels;
  part: string;
}) {
  const date = item.publishedDate;
  const text = date === null ? undefined : formatDate(date, item.language);
  const status = item.status;
  return (
    <p className={`${part}-meta`}>
      {date === null || text === undefined ? (
        <span className={`${part}-date`} data-state="unpublished">
          {labels.unpublished}
        </span>
      ) : (
        <time className={`${part}-date`} dateTime={date}>
          {text}
        </time>
      )}
      <span className={`${part}-category`}>{item.category}</span>
      {status !== 'Published' && (
        <span className="cdr-status" data-slot="status" data-status={status.toLowerCase()}>
          {status === 'Draft' ? labels.draft : labels.archived}
        </span>
      )}
    </p>
  );
}
