const warned = new Set<string>();

/**
 * Logs a development warning once per message. Callers guard it with
 * `process.env.NODE_ENV !== 'production'`, so production bundles drop the message text too.
 */
export function warnOnce(message: string): void {
  if (!warned.has(message)) console.warn(message);
  warned.add(message);
}
