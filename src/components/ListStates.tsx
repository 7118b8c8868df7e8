import type { ContentApiError } from '../client/index.js';
import type { ContentLabels } from './labels.js';

/** Placeholder cards while the first page loads; the text is announced, the shapes are not. */
function ListSkeleton({ count, labels }: { count: number; labels: ContentLabels }) {
  return (
    <div className="cdr-list-loading" data-state="loading" aria-busy="true">
      <p role="status" className="cdr-visually-hidden">
        {labels.loading}
      </p>
      <ul className="cdr-list-items" aria-hidden="true">
        {Array.from({ length: Math.min(count, 12) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index} className="cdr-skeleton" />
        ))}
      </ul>
    </div>
  );
}

/** The error state: the service's problem title (or a plain sentence) and a Retry button. */
export function ListError({
  error,
  onRetry,
  labels,
}: {
  error: ContentApiError;
  onRetry: () => void;
  labels: ContentLabels;
}) {
  return (
    <div role="alert" className="cdr-list-error" data-state="error" data-error-kind={error.kind}>
      <p>{error.problem?.title ?? labels.errorFallback}</p>
      <button type="button" className="cdr-retry" onClick={onRetry}>
        {labels.retry}
      </button>
    </div>
  );
}

/** Before the first page has arrived: the skeleton, or the error with Retry. */
export function FirstLoadState({
  error,
  onRetry,
  pageSize,
  labels,
}: {
  error: ContentApiError | null;
  onRetry: () => void;
  pageSize: number;
  labels: ContentLabels;
}) {
  return error === null ? (
    <ListSkeleton count={pageSize} labels={labels} />
  ) : (
    <ListError error={error} onRetry={onRetry} labels={labels} />
  );
}
