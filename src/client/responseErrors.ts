import { abortedError, type Call, callError } from './call.js';
import { ContentApiError } from './errors.js';
import { describeNetworkFailure } from './networkCause.js';
import { parseProblemDetails } from './normalize.js';
import { reasonPhrases } from './reasonPhrases.js';
import { parseRetryAfter } from './retryAfter.js';
import type { ProblemDetails } from './types.js';

/** The error of an answer that arrived but cannot be used: `GET … invalid response: empty body`. */
export function invalidResponseError(
  call: Call,
  status: number | undefined,
  summary: string,
  details: { field?: string; cause?: unknown } = {},
): ContentApiError {
  return callError(call, 'invalid-response', `invalid response: ${summary}`, {
    ...details,
    status,
  });
}

/**
 * The error of a non-2xx answer: `GET … failed: 403 Forbidden (Forbidden brand: …)`, with
 * the problem details of its body when it has them, and the `Retry-After` it asked for.
 */
export function httpStatusError(
  call: Call,
  response: Response,
  status: number,
  text: string,
): ContentApiError {
  const { redact } = call;
  let problem: ProblemDetails | undefined;
  try {
    // Redacted before reading, so no member, key or extension keeps a secret the service echoed.
    problem = parseProblemDetails(redact.deep(JSON.parse(text)));
  } catch {
    // Not JSON, or not an object: the status alone says what happened.
  }
  const reason = redact.clip(response.statusText?.trim() || reasonPhrases[status] || '');
  const notes = [problem?.title, problem?.detail]
    .filter((note) => note && note !== reason)
    .join(': ');
  return callError(
    call,
    'http',
    `failed: ${status}${reason && ` ${reason}`}${notes && ` (${redact.clip(notes)})`}`,
    { status, problem, retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) },
  );
}

/**
 * What an attempt rejects with when something was thrown: our own errors as they are;
 * anything else by what fired first: the caller's abort, the attempt's timeout (which
 * aborts `attemptSignal`), or the failure itself, which is then a network error whose
 * message names the cause (`could not connect to 127.0.0.1:1 (connection refused)`).
 */
export function failedAttemptError(
  call: Call,
  thrown: unknown,
  attemptSignal: AbortSignal,
  timeoutMs: number | false,
): ContentApiError {
  if (thrown instanceof ContentApiError) return thrown;
  if (call.signal?.aborted) return abortedError(call);
  if (attemptSignal.aborted) return callError(call, 'timeout', `timed out after ${timeoutMs} ms`);
  const message = describeNetworkFailure(thrown, call.url);
  return callError(call, 'network', `network error: ${call.redact.clip(message)}`, {
    cause: thrown,
  });
}
