import type { ContentStatus } from '../client/index.js';
import type { ContentLabels } from './labels.js';

/** "Draft" or "Archived" next to an item; nothing for published items. */
export function StatusBadge({ status, labels }: { status: ContentStatus; labels: ContentLabels }) {
  if (status === 'Published') return null;
  return (
    <span className="cdr-status" data-slot="status" data-status={status.toLowerCase()}>
      {status === 'Draft' ? labels.draft : labels.archived}
    </span>
  );
}
