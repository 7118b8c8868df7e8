/** Header names whose values are secrets: never shown to hooks, searched for and masked in every message. */
const sensitiveHeader =
  /^(?:(?:proxy-)?authorization|(?:set-)?cookie)$|(?:^|-)(?:token|secret|password|api-?key|access-key|session)(?:$|-)|-key$/i;

export function isSensitiveHeader(name: string): boolean {
  return sensitiveHeader.test(name);
}

/** Replaces every occurrence of the secrets with `[redacted]`, in text and in anything reachable from a value. */
export interface Redactor {
  text(value: string): string;
  /** Redacts, then shortens to `max` characters: shortening first could leave part of a secret behind. */
  clip(value: string, max?: number): string;
  /** A copy of `value` with secrets redacted in strings and keys, cut below 16 levels so a hostile body cannot make errors unserialisable. */
  deep(value: unknown): unknown;
  /** `cause` itself when no secret is configured, else a plain redacted copy (see `safeCause`). */
  cause(cause: unknown): unknown;
}

/**
 * A pattern for `secret` as it is or percent-encoded, whichever of its characters a server
 * chose to encode (`encodeURI` keeps `+` and `/`, `encodeURIComponent` does not, RFC 3986
 * also encodes `*'()`, some encode everything), with a space also as `+` (form encoding).
 * Matched case-insensitively, so `%2f` counts as `%2F`.
 */
function inAnyEncoding(secret: string): string {
  return [...secret]
    .map((char) => {
      const encoded = encodeURIComponent(char);
      // Characters that encodeURIComponent keeps are single ASCII bytes: `%` and 2 hex digits.
      const percentEscape = encoded === char ? `%${char.charCodeAt(0).toString(16)}` : encoded;
      const literal = char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return `(?:${literal}|${percentEscape}${char === ' ' ? '|\\+' : ''})`;
    })
    .join('');
}

/**
 * Builds the redactor of one call: the API key and the values of sensitive
 * headers (the token of `Bearer <token>` included), plain and in any percent or form
 * encoding (see `inAnyEncoding`), so that a service that echoes a request back cannot
 * leak a secret into our messages, `problem`, `cause`, `field` or hook events.
 * Header values shorter than 6 characters are masked in hook events but not
 * searched for: they would mangle ordinary text.
 */
export function createRedactor(headers: Headers, apiKey?: string): Redactor {
  const needles = new Set<string>();
  if (apiKey) needles.add(apiKey);
  headers.forEach((value, name) => {
    // Trimmed: `Headers` strips only HTTP white space, and a vertical tab or a no-break space
    // around a value is no part of the secret.
    if (isSensitiveHeader(name) && value.trim().length > 5) {
      needles.add(value);
      // The token of `Bearer <token>`, and so on (a header's scheme is not secret; a key's
      // own words are, so `apiKey` is never split).
      const token = /\s+(\S.*)/.exec(value.trim())?.[1];
      if (token) needles.add(token);
    }
  });
  // Longest first, so a whole key is replaced before any of its parts; case-insensitive,
  // because services and proxies lower-case what they echo (`%2F` becomes `%2f`).
  const pattern =
    needles.size > 0 &&
    new RegExp(
      [...needles]
        .sort((a, b) => b.length - a.length)
        .map(inAnyEncoding)
        .join('|'),
      'gi',
    );

  const text = (value: string): string => (pattern ? value.replace(pattern, '[redacted]') : value);

  const copy = (value: unknown, depth: number): unknown =>
    typeof value === 'string'
      ? text(value)
      : typeof value !== 'object' || value === null
        ? value
        : depth > 15
          ? '[truncated]'
          : Array.isArray(value)
            ? value.map((entry) => copy(entry, depth + 1))
            : Object.fromEntries(
                Object.entries(value).map(([key, entry]) => [text(key), copy(entry, depth + 1)]),
              );

  /**
   * With a secret configured, a cause is never passed on as is: an object graph can hold a
   * key where no scan finds it (a `Headers` or `Request` in a fetch error, a `Map`, a
   * getter, a symbol key). It becomes a plain `Error` with the redacted name, message and
   * `code`, and the same for its own causes (3 levels), which keeps what a user needs
   * (`ECONNREFUSED`, `UND_ERR_SOCKET`) and nothing else.
   */
  const safeCause = (value: unknown, depth: number): Error => {
    // Any property may be a throwing getter: each is read once (`safeRead`), a failure as absent.
    const safe = new Error(text(messageOf(value, 'non-Error cause')));
    const name = safeRead(value, 'name');
    if (typeof name === 'string') safe.name = text(name);
    const code = safeRead(value, 'code');
    if (typeof code === 'string' || typeof code === 'number') {
      Object.assign(safe, { code: typeof code === 'string' ? text(code) : code });
    }
    const inner = safeRead(value, 'cause');
    if (inner !== undefined && depth < 3) safe.cause = safeCause(inner, depth + 1);
    return safe;
  };

  return {
    text,
    clip: (value, max = 300) => {
      const safe = text(value);
      return safe.length > max ? `${safe.slice(0, max)}…` : safe;
    },
    deep: (value) => copy(value, 0),
    cause: (value) => (pattern && value !== undefined ? safeCause(value, 0) : value),
  };
}

/**
 * Reads `key` of `value`, for values from outside (errors and their causes) whose properties
 * may be throwing getters: a throw or a non-object reads as absent.
 */
export function safeRead(value: unknown, key: string): unknown {
  try {
    return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a thrown value from outside says: its `message` when that is a string, `objectFallback`
 * for any other object (`String` of one may throw: no prototype, a hostile `toString`), else
 * `String(value)`.
 */
export function messageOf(value: unknown, objectFallback: string): string {
  const message = safeRead(value, 'message');
  if (typeof message === 'string') return message;
  return typeof value === 'object' && value !== null ? objectFallback : String(value);
}
