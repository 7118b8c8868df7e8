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
