import type { ContentStatus } from './types.js';

/** What a value type's `read` returns for a value that does not fit. */
export const doesNotFit: unique symbol = Symbol('does not fit');

/** One type of wire value: what it accepts and how it reads into what the client returns. */
export interface ValueType<T> {
  /** What the type accepts, as error messages say it: `an int32`. */
  readonly expected: string;
  /** The value as the client returns it, or `doesNotFit`. */
  readonly read: (value: unknown) => T | typeof doesNotFit;
  /** For arrays: the type of each entry, so an error can name the entry that does not fit. */
  readonly entries?: ValueType<unknown>;
}

export const string: ValueType<string> = {
  expected: 'a string',
  read: (value) => (typeof value === 'string' ? value : doesNotFit),
};

export const contentStatus: ValueType<ContentStatus> = {
  expected: 'Draft, Published or Archived',
  read: (value) =>
    value === 'Draft' || value === 'Published' || value === 'Archived' ? value : doesNotFit,
};

/**
 * ISO 8601 / RFC 3339 date-time with field ranges checked (month 01–12, day 01–31, hour
 * 00–23 or 24:00 exactly, minute and second 00–59, offset ±23:59); the time, seconds,
 * fraction and offset may be missing (as some .NET services send them). A grammar rather
 * than `Date.parse`, which is slow on a 5 000-item page and lets `02-30` through.
 */
const dateTimeGrammar =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[Tt ](?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:[.,]\d{1,9})?)?|24:00(?::00(?:[.,]0{1,9})?)?)(?:[Zz]|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/;

/** A date-time of the grammar above whose day exists in its month (no 30 February). */
function isDateTime(value: string): boolean {
  if (!dateTimeGrammar.test(value)) return false;
  const day = Number(value.slice(8, 10));
  // Only days 29–31 can overflow; `Date` rolls 2026-02-30 over to 2 March.
  return day < 29 || new Date(`${value.slice(0, 10)}T00:00:00Z`).getUTCDate() === day;
}

export const dateTime: ValueType<string> = {
  expected: 'an ISO 8601 date-time',
  read: (value) => (typeof value === 'string' && isDateTime(value) ? value : doesNotFit),
};

export const boolean: ValueType<boolean> = {
  expected: 'a boolean',
  read: (value) => (typeof value === 'boolean' ? value : doesNotFit),
};

export const stringArray: ValueType<string[]> = {
  expected: 'an array of strings',
  read: (value) =>
    Array.isArray(value) && value.every((entry) => typeof entry === 'string') ? value : doesNotFit,
  entries: string,
};

// Numbers may be written as JSON numbers or decimal strings: `"42"` for integers (not
// `"0x2a"`, `"4.0"`, `"05"` or `""`), and also `"7.5"` or `"1e3"` for doubles.
const integerText = /^-?(?:0|[1-9]\d*)$/;
const decimalText = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A JSON number, or the number a string of `grammar` spells; `NaN` for anything else. */
function toNumber(value: unknown, grammar: RegExp): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && grammar.test(value) ? Number(value) : Number.NaN;
}

export const int32: ValueType<number> = {
  expected: 'an int32',
  read: (value) => {
    const number = toNumber(value, integerText);
    // `x | 0` is `x` only for an int32.
    return (number | 0) === number ? number : doesNotFit;
  },
};

export const int64: ValueType<number> = {
  expected: 'an int64 >= 0',
  read: (value) => {
    const number = toNumber(value, integerText);
    return Number.isSafeInteger(number) && number >= 0 ? number : doesNotFit;
  },
};

export const finiteNumber: ValueType<number> = {
  expected: 'a finite number',
  read: (value) => {
    const number = toNumber(value, decimalText);
    return Number.isFinite(number) ? number : doesNotFit;
  },
};
