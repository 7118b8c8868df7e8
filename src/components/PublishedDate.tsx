import type { ContentItem } from '../client/index.js';
import type { ContentLabels } from './labels.js';
import { formatDate } from './locale.js';

/** The publication date in the item's language, or "Not yet published" while `publishedDate` is null. */
export function PublishedDate({
  item,
  labels,
  className,
}: {
  item: ContentItem;
  labels: ContentLabels;
  className?: string;
}) {
  const date = item.publishedDate;
  const text = date === null ? undefined : formatDate(date, item.language);
  if (date === null || text === undefined) {
    return (
      <span className={className} data-state="unpublished">
        {labels.unpublished}
      </span>
    );
  }
  return (
    <time className={className} dateTime={date}>
      {text}
    </time>
  );
}
