import type { Category, ContentItem, PagedResult, ProblemDetails } from './types.js';

/**
 * Thrown inside normalisation as `[field, expected, value]`; the request layer
 * turns it into an `invalid-response` error, redacting the value before
 * shortening it. A plain tuple: nothing else in parsing throws an array.
 */
export type ResponseShapeError = [field: string, expected: string, value: unknown];

/** `data[3].gscClicks must be an int32, got the string "lots"`; `clip` redacts, then shortens. */
export function describeShapeError(
  [field, expected, value]: ResponseShapeError,
  clip: (text: string, max: number) => string,
): string {
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
  return `${field || 'response'} must be ${expected}, got ${got}`;
}

type Json = Record<string, unknown>;

function fail(path: string, expected: string, value: unknown): never {
  throw [path, expected, value] satisfies ResponseShapeError;
}

function asObject(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(path, 'an object', value);
  }
  return value as Json;
}

/** What each field type accepts, as error messages say it. */
const expected: Record<string, string> = {
  s: 'a string',
  S: 'Draft, Published or Archived',
  d: 'an ISO 8601 date-time',
  b: 'a boolean',
  a: 'an array of strings',
  i: 'an int32',
  l: 'an int64 >= 0',
  f: 'a finite number',
};

/**
 * ISO 8601 / RFC 3339 date-time with field ranges checked (month 01–12, day 01–31, hour
 * 00–23 or 24:00 exactly, minute and second 00–59, offset ±23:59); the time, seconds,
 * fraction and offset may be missing (as some .NET services send them). A grammar rather
 * than `Date.parse`, which is slow on a 5 000-item page and lets `02-30` through.
 */
const dateTime =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[Tt ](?:(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:[.,]\d{1,9})?)?|24:00(?::00(?:[.,]0{1,9})?)?)(?:[Zz]|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)?)?$/;

/** A date-time of the grammar above whose day exists in its month (no 30 February). */
function isDateTime(value: string): boolean {
  if (!dateTime.test(value)) return false;
  const day = Number(value.slice(8, 10));
  // Only days 29–31 can overflow; `Date` rolls 2026-02-30 over to 2 March.
  return day < 29 || new Date(`${value.slice(0, 10)}T00:00:00Z`).getUTCDate() === day;
}

const invalid = Symbol('invalid');

/**
 * Checks one value against a field type of `expected`; returns `invalid` when it
 * does not fit. Numbers may be written as JSON numbers or decimal strings (`"42"`,
 * `"7.5"`, `"1e3"` for doubles; not `"0x2a"`, `"4.0"` or `""` for integers).
 */
function checked(value: unknown, type: string): unknown {
  if (type === 'a') {
    return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
      ? value
      : invalid;
  }
  if (type === 'b') return typeof value === 'boolean' ? value : invalid;
  if (type === 'i' || type === 'l' || type === 'f') {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' &&
            (type === 'f'
              ? /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/
              : /^-?(?:0|[1-9]\d*)$/
            ).test(value)
          ? Number(value)
          : Number.NaN;
    const valid =
      type === 'f'
        ? Number.isFinite(number)
        : type === 'i'
          ? (number | 0) === number
          : Number.isSafeInteger(number) && number >= 0;
    return valid ? number : invalid;
  }
  return typeof value !== 'string' ||
    (type === 'S' && !/^(?:Draft|Published|Archived)$/.test(value)) ||
    (type === 'd' && !isDateTime(value))
    ? invalid
    : value;
}

/** Throws the shape error of a field that did not fit, naming the exact path. */
function reject(path: string, key: string, type: string, nullable: string, value: unknown): never {
  const at = path ? `${path}.${key}` : key;
  if (type === 'a' && Array.isArray(value)) {
    const index = value.findIndex((entry) => typeof entry !== 'string');
    fail(`${at}[${index}]`, 'a string', value[index]);
  }
  fail(at, `${expected[type]}${nullable && ' or null'}`, value);
}

/** Field specs split once: `[name, type, nullability]` per field. */
const specs = new Map<string, [string[][], Json]>();

function fieldsOf(spec: string): [string[][], Json] {
  let parsed = specs.get(spec);
  if (parsed === undefined) {
    const fields = spec.split(' ').map((field) => {
      const [key = '', type = ''] = field.split(':');
      return [key, type[0] ?? '', type[1] ?? ''];
    });
    // Every result starts as a copy of one shape, so V8 keeps one hidden class per spec.
    parsed = [fields, Object.fromEntries(fields.map(([key]) => [key, null]))];
    specs.set(spec, parsed);
  }
  return parsed;
}

/**
 * Reads the fields of `spec` into a new object (unknown members are dropped).
 * `spec` lists `name:type`, the type being a key of `expected` followed by `?`
 * (absent or null gives null) or `!` (required but nullable: must be present).
 * The hot loop of a page: no closures, no path strings unless a field fails.
 */
function readFields<T>(value: unknown, path: string, spec: string, lenient?: boolean): T {
  const source = asObject(value, path);
  const [fields, shape] = fieldsOf(spec);
  const result: Json = { ...shape };
  for (let index = 0; index < fields.length; index++) {
    const [key = '', type = '', nullable = ''] = fields[index] as string[];
    const member = source[key];
    let read =
      nullable && (member === null || (member === undefined && nullable === '?'))
        ? null
        : checked(member, type);
    if (read === invalid) read = lenient ? null : reject(path, key, type, nullable, member);
    result[key] = read;
  }
  return result as T;
}

const itemFields =
  'id:s title:s slug:s language:s description:s content:s tags:a categoryId:s category:s publishedDate:d! status:S createdAt:d updatedAt:d imageUrl:s! metaTitle:s! metaDescription:s! primaryKeyword:s! translationGroupId:s isSourceLanguageDocument:b brief:s? internalTags:a? keywordSearchVolume:i? keywordDifficulty:f? gscClicks:i? gscPosition:f? gscImpressions:i?';

/** Validates a paged result of content items (`page`, `pageSize`, `totalCount` and `data` are all required). */
export function normalizePagedContent(value: unknown): PagedResult<ContentItem> {
  const result = readFields<PagedResult<ContentItem>>(value, '', 'page:i pageSize:i totalCount:l');
  const data = (value as Json).data;
  if (!Array.isArray(data)) fail('data', 'an array', data);
  result.data = data.map((item, index) => readFields(item, `data[${index}]`, itemFields));
  return result;
}

/** Validates one category; only `id` is required (the spec does not say which fields are). */
function normalizeCategory(value: unknown, path: string): Category {
  const category = readFields<Category>(
    value,
    path,
    'id:s name:s? slug:s? description:s? createdAt:d? updatedAt:d?',
  );
  const translations = (value as Json).translations ?? {};
  const at = `${path}.translations`;
  // fromEntries defines own properties, so a `__proto__` language key cannot touch the prototype.
  category.translations = Object.fromEntries(
    Object.entries(asObject(translations, at)).map(([language, translation]) => [
      language,
      readFields(translation, `${at}.${language}`, 'name:s? description:s?'),
    ]),
  );
  return category;
}

/** Validates the categories endpoint's body: a JSON array of categories. */
export function normalizeCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) fail('', 'an array', value);
  return value.map((category, index) => normalizeCategory(category, `[${index}]`));
}

const problemFields = 'type:s? title:s? status:i? detail:s? instance:s?';

/**
 * Reads problem details from an error body, leniently: a member of the wrong
 * type becomes `null` rather than hiding the original HTTP error behind a
 * parsing error. Returns `undefined` when the body is not problem details.
 * Extensions are not copied here: the caller's redacting copy also bounds their depth.
 */
export function parseProblemDetails(value: unknown): ProblemDetails | undefined {
  const members = Object.entries(asObject(value, ''));
  const known = (key: string) => /^(?:type|title|status|detail|instance)$/.test(key);
  if (!members.some(([key]) => known(key))) return;
  const problem = readFields<ProblemDetails>(value, '', problemFields, true);
  problem.extensions = Object.fromEntries(members.filter(([key]) => !known(key)));
  return problem;
}
