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
