import { messageOf, safeRead } from './safeRead.js';

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
export function describeNetworkFailure(thrown: unknown, url: string): string {
  let host = '';
  try {
    host = new URL(url).host;
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
        ? `connection to ${host} lost (${reason})`
        : `could not connect to ${host} (${reason})`;
    }
    // An unknown code still helps a search; only code-like text, so nothing hostile rides along.
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) {
      return `${message} (${code})`;
    }
    current = safeRead(current, 'cause');
  }
  return message;
}
