/**
 * Thrown while normalising a response whose body does not fit the spec; the
 * transport turns it into an `invalid-response` `ContentApiError`, redacting
 * the value before quoting it. Internal: it never leaves the client.
 */
export class ResponseShapeError extends Error {
  constructor(
    /** The offending path, e.g. `data[3].gscClicks`; empty for the whole body. */
    readonly field: string,
    /** What the field accepts, as messages say it: `an int32` (kept in the message only). */
    expected: string,
    /** What arrived instead. */
    readonly value: unknown,
  ) {
    // No value in the message: it may hold a secret, and `describe` redacts it.
    super(`${field || 'response'} must be ${expected}`);
  }

  /** `data[3].gscClicks must be an int32, got the string "lots"`; `clip` redacts, then shortens. */
  describe(clip: (text: string, max: number) => string): string {
    const value: unknown = this.value;
    const got =
      typeof value === 'string'
        ? `the string ${JSON.stringify(clip(value, 40))}`
        : value === undefined
          ? 'nothing'
          : value === null
            ? 'null'
            : Array.isArray(value)
              ? 'an array'
              : typeof value === 'object'
                ? 'an object'
                : `${typeof value} ${value}`;
    return `${this.message}, got ${got}`;
  }
}
