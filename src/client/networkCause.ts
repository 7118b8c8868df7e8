/** Failures to open a connection, by the `code` Node and undici put on a fetch error's cause. */
const connectFailures = new Map([
  ['ECONNREFUSED', 'connection refused'],
  ['ENOTFOUND', 'host not found'],
  ['EAI_AGAIN', 'host name lookup failed'],
  ['ETIMEDOUT', 'connection timed out'],
  ['UND_ERR_CONNECT_TIMEOUT', 'connection timed out'],
  ['EHOSTUNREACH', 'host unreachable'],
  ['ENETUNREACH', 'network unreachable'],
  ['CERT_HAS_EXPIRED', 'TLS certificate expired'],
  ['DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed TLS certificate'],
  ['SELF_SIGNED_CERT_IN_CHAIN', 'self-signed TLS certificate'],
  ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'TLS certificate not trusted'],
  ['ERR_TLS_CERT_ALTNAME_INVALID', 'TLS certificate is for another host'],
]);

/** Failures of a connection that was open. */
const lostConnections = new Map([
  ['ECONNRESET', 'connection reset'],
  ['EPIPE', 'connection closed'],
  ['UND_ERR_SOCKET', 'connection closed by the server'],
]);

/** Reads `key` of `value`; a throwing getter or a non-object reads as absent. */
function read(value: unknown, key: string): unknown {
  try {
    return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  } catch {
    return undefined;
  }
}

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
  const own = read(thrown, 'message');
  // `String` of an object may throw (no prototype, hostile `toString`): objects are not stringified.
  const message =
    typeof own === 'string'
      ? own
      : typeof thrown === 'object' && thrown !== null
        ? 'unknown failure'
        : String(thrown);
  let current = thrown;
  // Undici nests the system error one or two levels down; a few levels is plenty and bounded.
  for (let depth = 0; depth < 4 && current !== undefined; depth++) {
    const code = read(current, 'code');
    const text = read(current, 'message');
    if (typeof code === 'string') {
      const connect = connectFailures.get(code);
      if (connect) return `could not connect to ${host} (${connect})`;
      const lost = lostConnections.get(code);
      if (lost) return `connection to ${host} failed (${lost})`;
      // An unknown code still helps a search; only code-like text, so nothing hostile rides along.
      if (/^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return `${message} (${code})`;
    }
    // Fetch refuses some ports outright (1, 6000, …); undici says just "bad port".
    if (text === 'bad port') return `could not connect to ${host} (port blocked by fetch)`;
    current = read(current, 'cause');
  }
  return message;
}
