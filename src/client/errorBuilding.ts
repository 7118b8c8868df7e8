import { ContentApiError, type ContentApiErrorInit, type ContentApiErrorKind } from './errors.js';
import { parseProblemDetails } from './normalize.js';
import { messageOf, type Redactor, safeRead } from './redact.js';
import { parseRetryAfter } from './retry.js';

// Every `ContentApiError` the client builds comes from here, so each message reads the same way
// (`GET <url> failed: 403 Forbidden`) and none quotes a secret. One exception: the `aborted`
// error of `untilAborted` (abort.ts), a module this one depends on through retry.ts.

/** What an error tells of the call that failed (a `Call` of the transport is one). */
export interface FailedCall {
  /** The request URL (may hold a secret passed as a path parameter: redacted here). */
  readonly url: string;
  /** The caller's signal, if any. */
  readonly signal: AbortSignal | undefined;
  /** Masks the call's secrets (the API key, secret-looking headers). */
  readonly redact: Redactor;
  /** Attempts started so far. */
  readonly attempts: number;
}

/** A `ContentApiError` for a call or option refused before anything was sent. */
export function invalidRequest(message: string, field: string): ContentApiError {
  return new ContentApiError(message, { kind: 'invalid-request', field });
}

/** The `ContentApiError` of a failed call: message, URL, field and cause redacted. */
function callError(
  call: FailedCall,
  kind: ContentApiErrorKind,
  summary: string,
  init: Omit<ContentApiErrorInit, 'kind'> = {},
): ContentApiError {
  const { redact, attempts } = call;
  const after = attempts > 1 ? ` after ${attempts} attempts` : '';
  return new ContentApiError(redact.text(`GET ${call.url} ${summary}${after}`), {
    ...init,
    kind,
    // A secret passed as a path parameter stays out of the error too.
    url: redact.text(call.url),
    attempts,
    field: init.field && redact.text(init.field),
    cause: redact.cause(init.cause),
  });
}

/** The error of a call whose caller aborted it. */
export function abortedError(call: FailedCall): ContentApiError {
  // Stryker disable next-line OptionalChaining: both callers check the signal aborted first
  return callError(call, 'aborted', 'was aborted', { cause: call.signal?.reason });
}

/** The error of an answer that arrived but cannot be used: `GET … invalid response: empty body`. */
export function invalidResponseError(
  call: FailedCall,
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
 * Reason phrases of the statuses a Content Delivery Service answers with. HTTP/2 and
 * HTTP/3 carry no reason phrase (and `new Response()` has none): messages fall back to
 * these, so a 403 still reads "403 Forbidden" in every browser.
 */
export const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The error of a non-2xx answer: `GET … failed: 403 Forbidden (Forbidden brand: …)`, with
 * the problem details of its body when it has them, and the `Retry-After` it asked for.
 */
export function httpStatusError(
  call: FailedCall,
  response: Response,
  status: number,
  text: string,
): ContentApiError {
  const { redact } = call;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status alone says what happened.
  }
  // Redacted before reading, so no member, key or extension keeps a secret the service echoed.
  const problem = parseProblemDetails(redact.deep(body));
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
  call: FailedCall,
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

/** The common failures, by the `code` Node and undici put on a fetch error's cause; rarer codes are shown as they are. */
const knownFailures = new Map([
  ['ECONNREFUSED', 'connection refused'],
  ['ENOTFOUND', 'host not found'],
  ['UND_ERR_CONNECT_TIMEOUT', 'connection timed out'],
  ['ETIMEDOUT', 'connection timed out'],
  ['ECONNRESET', 'connection reset'],
  ['UND_ERR_SOCKET', 'closed by the server'],
  // Fetch refuses some ports outright (1, 6000, …); undici says just "bad port", with no code.
  ['bad port', 'port blocked by fetch'],
]);

/** The codes above of a connection that was open (the others: of opening one). */
const afterConnecting = new Set(['ECONNRESET', 'UND_ERR_SOCKET']);

/**
 * What a failed fetch says, with the cause Node hides in `error.cause` (or deeper) spelled
 * out: `could not connect to 127.0.0.1:1 (connection refused)`. Names only the URL's host
 * and port, never its path or query (which may hold secrets); without a known cause (a
 * browser's bare `Failed to fetch`), the error's own message.
 */
function describeNetworkFailure(thrown: unknown, url: string): string {
  // ` to 127.0.0.1:1`; nothing when the URL cannot be parsed (a relative base URL).
  let to = '';
  try {
    to = ` to ${new URL(url).host}`;
  } catch {
    // No URL to name: the known causes read without it.
  }
  const message = messageOf(thrown, 'unknown failure');
  let current = thrown;
  // Undici nests the system error one or two levels down; a few levels is plenty and bounded.
  for (let depth = 0; depth < 4 && current !== undefined; depth++) {
    const code = safeRead(current, 'code');
    const text = safeRead(current, 'message');
    const key = typeof code === 'string' ? code : typeof text === 'string' ? text : '';
    const reason = knownFailures.get(key);
    if (reason) {
      return afterConnecting.has(key)
        ? `connection${to} lost (${reason})`
        : `could not connect${to} (${reason})`;
    }
    // An unknown code still helps a search; only code-like text, so nothing hostile rides along.
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) {
      return `${message} (${code})`;
    }
    current = safeRead(current, 'cause');
  }
  return message;
}
