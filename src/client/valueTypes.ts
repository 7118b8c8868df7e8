import { isIsoDateTime } from '../shared/isoDate.js';
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

export const dateTime: ValueType<string> = {
  expected: 'an ISO 8601 date-time',
  read: (value) => (typeof value === 'string' && isIsoDateTime(value) ? value : doesNotFit),
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
