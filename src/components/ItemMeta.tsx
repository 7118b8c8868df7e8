import type { ContentItem } from '../client/index.js';
import { getReadingTime } from '../html/readingTime.js';
import type { ContentLabels } from './labels.js';
import { formatDate, formatMinutes } from './locale.js';

/**
 * The meta line of a card or an article: the published date (in the item's language,
 * UTC, or "Not yet published" for `publishedDate: null`), the category name and, for
 * anything but `Published`, a status badge, and with `showReadingTime` the reading time
 * (hidden for a body without text). `part` prefixes the class names
 * (`cdr-card` → `cdr-card-meta`, `cdr-card-date`, `cdr-card-category`, `cdr-card-reading-time`).
 */
export function ItemMeta({
  item,
  labels,
  part,
  showReadingTime = false,
}: {
  item: ContentItem;
  labels: ContentLabels;
  part: string;
  showReadingTime?: boolean | undefined;
}) {
  const minutes = showReadingTime ? getReadingTime(item).minutes : 0;
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
      {minutes > 0 && (
        <span className={`${part}-reading-time`}>
          {labels.readingTime.replace('{duration}', () => formatMinutes(minutes, item.language))}
        </span>
      )}
      {status !== 'Published' && (
        <span className="cdr-status" data-slot="status" data-status={status.toLowerCase()}>
          {status === 'Draft' ? labels.draft : labels.archived}
        </span>
      )}
    </p>
  );
}
