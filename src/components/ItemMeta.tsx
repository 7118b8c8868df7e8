import type { ContentItem, IndexedContent } from '../client/index.js';
import { getReadingTime } from '../html/readingTime.js';
import type { ContentLabels } from './labels.js';
import { formatDate, formatMinutes } from './locale.js';

/**
 * What a card or an article shows: an item's indexed fields (a `ContentItem`, or the
 * `IndexedContent` of a list in the reader's language or of a language version), with the body
 * when there is one, for the reading time.
 */
export type MetaItem = IndexedContent & Partial<Pick<ContentItem, 'content'>>;

/** The item has its body (an `IndexedContent` has none). */
function hasBody(item: MetaItem): item is MetaItem & { content: string } {
  return typeof item.content === 'string';
}

/**
 * The meta line of a card or an article: the published date (in the item's language,
 * UTC, or "Not yet published" for `publishedDate: null`), the category name and, for
 * anything but `Published`, a status badge, and with `showReadingTime` the reading time
 * (hidden for a body without text, or an item without a body). `part` prefixes the class names
 * (`cdr-card` → `cdr-card-meta`, `cdr-card-date`, `cdr-card-category`, `cdr-card-reading-time`).
 */
export function ItemMeta({
  item,
  labels,
  part,
  showReadingTime = false,
}: {
  item: MetaItem;
  labels: ContentLabels;
  part: string;
  showReadingTime?: boolean | undefined;
}) {
  const minutes = showReadingTime && hasBody(item) ? getReadingTime(item).minutes : 0;
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
