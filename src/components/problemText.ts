/** Longest problem text shown; a service's detail is a sentence or two, not a page. */
const maxProblemText = 300;

/** A surrogate half without its partner: not text, and SSR would encode it as U+FFFD (a hydration mismatch). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A problem's `title` or `detail` ready to show as text (React escapes it): trimmed, cut to
 * 300 characters with `…`, lone surrogates replaced by U+FFFD; `undefined` when there is
 * nothing to show. The client already masks the API key in every problem member.
 */
export function problemText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const cut =
    trimmed.length > maxProblemText ? `${trimmed.slice(0, maxProblemText).trimEnd()}…` : trimmed;
  // After the cut, which may split a pair.
  return cut.replace(loneSurrogate, '\uFFFD');
}
