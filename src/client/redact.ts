const REDACTED = '[redacted]';

/** Header names whose values are treated as secrets (never shown to hooks, never in messages). */
const sensitiveHeader = /authorization|cookie|token|secret|key|auth|session|password/i;

export function isSensitiveHeader(name: string): boolean {
  return sensitiveHeader.test(name);
}

/** Replaces every occurrence of the secrets in strings (also nested in objects) with `[redacted]`. */
export interface Redactor {
  text(value: string): string;
  deep<T>(value: T): T;
  error(cause: unknown): unknown;
}

/**
 * Builds a redactor for the client's secrets (the API key and sensitive
 * header values), including their percent-encoded forms, so that a service
 * that echoes a request back into its error body cannot leak the key into
 * our messages, `problem` or logs.
 */
export function createRedactor(secrets: readonly string[]): Redactor {
  const needles = new Set<string>();
  for (const secret of secrets) {
    if (secret === '') continue;
    needles.add(secret);
    needles.add(encodeURIComponent(secret));
    const token = /^\s*\S+\s+(\S.*)$/.exec(secret)?.[1];
    if (token !== undefined) needles.add(token.trim());
  }
  // Longest first, so a key is replaced whole before any of its parts.
  const ordered = [...needles].sort((a, b) => b.length - a.length);

  const text = (value: string): string => {
    let result = value;
    for (const needle of ordered) {
      if (result.includes(needle)) result = result.split(needle).join(REDACTED);
    }
    return result;
  };

  const deep = <T>(value: T, depth = 0): T => {
    if (ordered.length === 0) return value;
    if (typeof value === 'string') return text(value) as T;
    if (typeof value !== 'object' || value === null || depth > 32) return value;
    if (Array.isArray(value)) return value.map((entry) => deep(entry, depth + 1)) as T;
    const entries = Object.entries(value).map(([key, entry]) => [
      text(key),
      deep(entry, depth + 1),
    ]);
    return Object.fromEntries(entries) as T;
  };

  const error = (cause: unknown): unknown => {
    if (ordered.length === 0 || !(cause instanceof Error)) return cause;
    const parts: string[] = [];
    let current: unknown = cause;
    for (let depth = 0; current instanceof Error && depth < 8; depth++) {
      parts.push(current.message, current.stack ?? '');
      current = current.cause;
    }
    const leaks = parts.some((part) => text(part) !== part);
    if (!leaks) return cause;
    const safe = new Error(text(cause.message));
    safe.name = cause.name;
    return safe;
  };

  return { text, deep, error };
}
