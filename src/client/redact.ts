const REDACTED = '[redacted]';
const TRUNCATED = '[truncated]';
/** Deeper than this, copied values are cut: a hostile body must not make errors unserialisable. */
export const MAX_COPY_DEPTH = 16;
/** Secrets from headers shorter than this are masked in hook events but not searched for in text. */
const MIN_HEADER_SECRET_LENGTH = 6;

/** Header names whose values are secrets: never shown to hooks, searched for and masked in every message. */
const sensitiveHeader =
  /^(?:authorization|proxy-authorization|cookie|set-cookie|api-?key|x-api-?key|x-functions-key|ocp-apim-subscription-key)$|(?:^|-)(?:token|secret|password|apikey|api-key|access-key|session)(?:$|-)|-key$/i;

export function isSensitiveHeader(name: string): boolean {
  return sensitiveHeader.test(name);
}

/** Replaces every occurrence of the secrets with `[redacted]`, in text and in anything reachable from a value. */
export interface Redactor {
  text(value: string): string;
  /** A copy of `value` with secrets redacted in strings and keys, cut below `MAX_COPY_DEPTH`. */
  deep<T>(value: T): T;
  /** `cause` itself when nothing reachable from it holds a secret, else a plain Error with a redacted message. */
  cause(cause: unknown): unknown;
  /** A redactor that also covers the sensitive values of these headers (per-call headers). */
  withHeaders(headers: Headers): Redactor;
}

function variantsOf(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  const variants = [secret, encoded];
  const token = /^\s*\S+\s+(\S.*)$/.exec(secret)?.[1]?.trim();
  if (token !== undefined) variants.push(...variantsOf(token));
  return variants;
}

/** Secrets carried by sensitive headers (the token of `Bearer <token>` included). */
export function headerSecrets(headers: Headers): string[] {
  const secrets: string[] = [];
  for (const [name, value] of headers) {
    if (isSensitiveHeader(name) && value.trim().length >= MIN_HEADER_SECRET_LENGTH) {
      secrets.push(value);
    }
  }
  return secrets;
}

/**
 * Builds a redactor for the client's secrets (the API key and sensitive
 * header values) in their plain and percent-encoded forms, so that a service
 * that echoes a request back cannot leak a secret into our messages,
 * `problem`, `cause`, `field` or hook events.
 */
export function createRedactor(secrets: readonly string[]): Redactor {
  const needles = new Set<string>();
  for (const secret of secrets) {
    for (const variant of variantsOf(secret)) if (variant !== '') needles.add(variant);
  }
  // Longest first, so a whole key is replaced before any of its parts; case-insensitive,
  // because services and proxies lower-case what they echo (`%2F` becomes `%2f`).
  const ordered = [...needles].sort((a, b) => b.length - a.length);
  const pattern =
    ordered.length === 0
      ? undefined
      : new RegExp(
          ordered.map((needle) => needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
          'gi',
        );

  const text = (value: string): string =>
    pattern === undefined ? value : value.replace(pattern, REDACTED);

  const copy = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return text(value);
    if (typeof value !== 'object' || value === null) return value;
    if (depth >= MAX_COPY_DEPTH) return TRUNCATED;
    if (Array.isArray(value)) return value.map((entry) => copy(entry, depth + 1));
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [text(key), copy(entry, depth + 1)]),
    );
  };

  /** Whether any string reachable from `value` (own properties, bounded) holds a secret. */
  const leaks = (value: unknown, depth: number, seen: Set<unknown>): boolean => {
    if (typeof value === 'string') return text(value) !== value;
    if (typeof value !== 'object' || value === null || seen.has(value)) return false;
    // Too deep to inspect: assume the worst.
    if (depth > 8) return true;
    seen.add(value);
    const names = new Set([...Object.getOwnPropertyNames(value), 'message', 'stack', 'cause']);
    for (const name of names) {
      let entry: unknown;
      try {
        entry = (value as Record<string, unknown>)[name];
      } catch {
        return true;
      }
      if (leaks(entry, depth + 1, seen)) return true;
    }
    return false;
  };

  const cause = (value: unknown): unknown => {
    if (ordered.length === 0 || !leaks(value, 0, new Set())) return value;
    const message = value instanceof Error ? value.message : String(value);
    const safe = new Error(text(message));
    safe.name = value instanceof Error ? value.name : 'Error';
    return safe;
  };

  const redactor: Redactor = {
    text,
    deep: <T>(value: T) => copy(value, 0) as T,
    cause,
    withHeaders: (headers) => {
      const extra = headerSecrets(headers);
      return extra.length === 0 ? redactor : createRedactor([...secrets, ...extra]);
    },
  };
  return redactor;
}
