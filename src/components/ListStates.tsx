import { type ContentApiError, isRetryableError } from '../client/index.js';
import { toWellFormed } from '../shared/wellFormed.js';
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

/**
 * The error state: the service's problem title and detail (a 401's "Send the API key as …"),
 * or a plain sentence, and a Retry button only when a retry can succeed (not for a 4xx answer
 * such as 401, 403 or 404, nor a refused request: see `isRetryableError`).
 */
export function ListError({
  error,
  onRetry,
  labels,
}: {
  error: ContentApiError;
  onRetry: () => void;
  labels: ContentLabels;
}) {
  const unreachable = error.kind === 'network' || error.kind === 'timeout';
  const title = problemText(error.problem?.title);
  const detail = problemText(error.problem?.detail);
  return (
    <div role="alert" className="cdr-list-error" data-state="error" data-error-kind={error.kind}>
      <p>{title ?? (unreachable ? labels.errorUnreachable : labels.errorFallback)}</p>
      {detail && detail !== title && <p className="cdr-error-detail">{detail}</p>}
      {isRetryableError(error) && (
        <button type="button" className="cdr-retry" onClick={onRetry}>
          {labels.retry}
        </button>
      )}
    </div>
  );
}

/** Before the first page has arrived: the skeleton, or the error (with Retry when it can help). */
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

/** Longest problem text shown; a service's detail is a sentence or two, not a page. */
const maxProblemText = 300;

/**
 * A problem's `title` or `detail` ready to show as text (React escapes it): trimmed, cut to
 * 300 characters with `…`, lone surrogates replaced by U+FFFD; `undefined` when there is
 * nothing to show. The client already masks the API key in every problem member.
 */
function problemText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const cut =
    trimmed.length > maxProblemText ? `${trimmed.slice(0, maxProblemText).trimEnd()}…` : trimmed;
  // After the cut, which may split a pair. A lone surrogate is not text, and SSR would encode
  // it as U+FFFD (a hydration mismatch): replaced here.
  return toWellFormed(cut);
}
