// One reading of the service's dates for everything the library does with them: the client's
// check of each item, sorting, the dates a page shows, sitemaps, feeds, JSON-LD and Open Graph,
// whatever the machine's time zone.

/**
 * ISO 8601 / RFC 3339 date-time with field ranges checked (month 01–12, day 01–31, hour
 * 00–23 or 24:00 exactly, minute and second 00–59, offset ±23:59); the time, seconds,
 * fraction and offset may be missing (as some .NET services send them), `t` or a space may
 * stand for `T` and `,` for the fraction's `.`. Captures the date, the time and the offset.
 */
const dateTimeGrammar =
  /^(\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))(?:[Tt ]((?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:[.,]\d{1,9})?)?|24:00(?::00(?:[.,]0{1,9})?)?)([Zz]|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/;

/**
 * Whether the day of a value the grammar read (`yyyy-mm-dd…`) exists in its month: `Date`
 * rolls 30 February over to 2 March. Only days 29–31 can overflow.
 */
function dayExists(value: string): boolean {
  const day = Number(value.slice(8, 10));
  return day < 29 || new Date(`${value.slice(0, 10)}T00:00:00Z`).getUTCDate() === day;
}

/**
 * Whether `value` is a date-time of the grammar above whose day exists in its month. A grammar
 * rather than `Date.parse`, which is slow on a 5 000-item page and lets `02-30` through.
 */
export function isIsoDateTime(value: string): boolean {
  return dateTimeGrammar.test(value) && dayExists(value);
}

/** An offset as `Date.parse` reads it, `Z` or `±hh:mm`; none is UTC. */
function offsetOf(offset: string | undefined): string {
  if (offset === undefined || offset === 'z' || offset === 'Z') return 'Z';
  const digits = offset.slice(1).replace(':', '');
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2).padEnd(2, '0')}`;
}

/**
 * The instant a date or date-time of the content names, in milliseconds; `undefined` for
 * anything the grammar above does not read. A date-time without an offset is read as UTC, as a
 * date alone is: `Date.parse` would read it in the machine's time zone, so a server in New York
 * would date an article four hours later than one in London, and a date a page shows would not
 * be the one the browser hydrates.
 */
export function timeOf(value: string | null | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = dateTimeGrammar.exec(value.trim());
  if (parts === null) return undefined;
  const [, date = '', time = '00:00', offset] = parts;
  if (!dayExists(date)) return undefined;
  const parsed = Date.parse(`${date}T${time.replace(',', '.')}${offsetOf(offset)}`);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * A date of the content as an RFC 3339 date-time in UTC (`2026-08-04T19:05:00.000Z`), which
 * sitemaps, Atom, JSON Feed, JSON-LD and Open Graph all read; `undefined` for anything
 * {@link timeOf} does not read, or a year its format cannot write.
 */
export function isoDate(value: string | null | undefined): string | undefined {
  const time = timeOf(value);
  if (time === undefined) return undefined;
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
}
