/** The shape shared by the three HTTP-date forms of RFC 9110 (IMF-fixdate, RFC 850, asctime). */
const day = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const month = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const time = '\\d\\d:\\d\\d:\\d\\d';
/** The three HTTP-date forms of RFC 9110 (IMF-fixdate, RFC 850, asctime), case-sensitive. */
const httpDate = new RegExp(
  `^(?:${day}, \\d\\d ${month} \\d{4} ${time} GMT|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \\d\\d-${month}-\\d\\d ${time} GMT|${day} ${month} [ \\d]\\d ${time} \\d{4})$`,
);

/**
 * The delay a `Retry-After` header asks for, in milliseconds: whole seconds or an HTTP
 * date (0 when that date has passed); `undefined` when absent or malformed.
 */
export function parseRetryAfter(header: string | null): number | undefined {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const delay = httpDate.test(value) ? Date.parse(value) - Date.now() : Number.NaN;
  return delay > 0 ? delay : delay <= 0 ? 0 : undefined;
}
