import { doesNotFit, type ValueType } from './valueTypes.js';

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

/**
 * When a field may be missing or null: `required` fields must hold a value,
 * `required-nullable` ones must be present but may be null, and `optional`
 * ones read as null when absent or null.
 */
type Presence = 'required' | 'required-nullable' | 'optional';

/** A field that may be null: made with `optional` or `requiredNullable`. */
interface NullableField<T> extends ValueType<T> {
  readonly presence: 'required-nullable' | 'optional';
}

/** How one field of `T` is read: a value type (required), or one wrapped in `optional` or `requiredNullable`. */
type FieldSpec<T> = null extends T
  ? NullableField<NonNullable<T>>
  : ValueType<T> & { readonly presence?: 'required' };

/** One spec per field of `T`, no more, no fewer: check a table with `satisfies FieldSpecs<T>`. */
export type FieldSpecs<T> = { readonly [K in keyof T]-?: FieldSpec<T[K]> };

/** A field that reads as null when absent or null. */
export function optional<T>(type: ValueType<T>): NullableField<T> {
  return { ...type, presence: 'optional' };
}

/** A field that must be present but may be null. */
export function requiredNullable<T>(type: ValueType<T>): NullableField<T> {
  // Stryker disable next-line StringLiteral: the reader tests only 'required' and 'optional'
  return { ...type, presence: 'required-nullable' };
}

/** One field, flattened so that every entry of the hot loop has the same shape. */
interface Field {
  readonly key: string;
  readonly read: (value: unknown) => unknown;
  readonly presence: Presence;
  readonly type: ValueType<unknown>;
}

/**
 * What a reader does with a field that does not fit:
 * - `'throw'` (the default): throws its shape error;
 * - `'null'`: reads it as null, whatever its presence (problem details, read only to describe
 *   an error);
 * - a function: reads a field that may be null (`optional`, `requiredNullable`) as null and
 *   calls the function with the field's path; a required field still throws. An item keeps
 *   its page when one of its SEO metrics is out of range, and is left out without its id.
 */
type InvalidFieldPolicy = 'throw' | 'null' | ((path: string) => void);

/**
 * Reads the fields of `T` from a JSON object into a new object (unknown members are
 * dropped), handling a field that does not fit as `onInvalid` says; paths are named from
 * `path`.
 */
export type FieldReader<T> = (
  source: Record<string, unknown>,
  path: string,
  onInvalid?: InvalidFieldPolicy,
) => T;

/** Whether `value` is a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as a JSON object; throws the shape error of `path` when it is not one. */
export function readObject(value: unknown, path: string): Record<string, unknown> {
  if (!isJsonObject(value)) throw new ResponseShapeError(path, 'an object', value);
  return value;
}

/** Where `key` is inside `path`: `data[3].gscClicks`, or `gscClicks` at the top. */
const pathOf = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Throws the shape error of a field that did not fit, naming the exact path (down to an array's entry). */
function throwFieldError(path: string, field: Field, value: unknown): never {
  const at = pathOf(path, field.key);
  const { entries } = field.type;
  if (entries && Array.isArray(value)) {
    const index = value.findIndex((entry) => entries.read(entry) === doesNotFit);
    throw new ResponseShapeError(`${at}[${index}]`, entries.expected, value[index]);
  }
  const nullable = field.presence === 'required' ? '' : ' or null';
  throw new ResponseShapeError(at, `${field.type.expected}${nullable}`, value);
}

/** Prepares the specs of `T` once, at load time, into the reader of `T`. */
export function fieldReader<T>(specs: FieldSpecs<T>): FieldReader<T> {
  const entries: [string, ValueType<unknown> & { readonly presence?: Presence }][] =
    Object.entries(specs);
  const fields: Field[] = entries.map(([key, type]) => ({
    key,
    read: type.read,
    presence: type.presence ?? 'required',
    type,
  }));
  // Every result starts as a copy of one object with every key, so V8 keeps one hidden class per type.
  const template = Object.fromEntries(fields.map(({ key }) => [key, null]));

  // The hot loop of a page: a plain indexed loop, no closures, no path strings unless a field fails.
  return (source, path, onInvalid = 'throw') => {
    // Stryker disable next-line ObjectLiteral: a copy for V8's hidden classes; the loop sets all
    const result: Record<string, unknown> = { ...template };
    for (let index = 0; index < fields.length; index++) {
      // biome-ignore lint/style/noNonNullAssertion: the index stays below the length.
      const field = fields[index]!;
      const member = source[field.key];
      let value: unknown;
      if (member === null && field.presence !== 'required') value = null;
      else if (member === undefined && field.presence === 'optional') value = null;
      else {
        value = field.read(member);
        if (value === doesNotFit) {
          if (onInvalid === 'throw' || (onInvalid !== 'null' && field.presence === 'required')) {
            throwFieldError(path, field, member);
          }
          value = null;
          if (onInvalid !== 'null') onInvalid(pathOf(path, field.key));
        }
      }
      result[field.key] = value;
    }
    // Every key of T was read above, by a spec checked against T (see `FieldSpecs`).
    return result as T;
  };
}
