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
        : Array.isArray(value)
          ? 'an array'
          : value && typeof value === 'object'
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

/** ISO 8601 / RFC 3339 date-time; the offset may be missing (as some .NET services send it). */
const dateTime =
  /^\d{4}-\d\d-\d\d(?:[Tt ]\d\d:\d\d(?::\d\d(?:[.,]\d{1,9})?)?(?:[Zz]|[+-]\d\d(?::?\d\d)?)?)?$/;

/**
 * Checks one value against a field type of `expected`. Numbers may be written
 * as JSON numbers or decimal strings (`"42"`, `"7.5"`, `"1e3"` for doubles;
 * not `"0x2a"`, `"4.0"` or `""` for integers).
 */
function checked(value: unknown, type: string, path: string, nullable = ''): unknown {
  const bad = () => fail(path, `${expected[type]}${nullable && ' or null'}`, value);
  if (type === 'a') {
    if (!Array.isArray(value)) return bad();
    value.forEach((entry, index) => {
      if (typeof entry !== 'string') fail(`${path}[${index}]`, 'a string', entry);
    });
    return value.slice();
  }
  if (type === 'b') return typeof value === 'boolean' ? value : bad();
  if ('ilf'.includes(type)) {
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
    return valid ? number : bad();
  }
  if (
    typeof value !== 'string' ||
    (type === 'S' && !/^(?:Draft|Published|Archived)$/.test(value)) ||
    (type === 'd' && (!dateTime.test(value) || Number.isNaN(Date.parse(value.replace(',', '.')))))
  ) {
    bad();
  }
  return value;
}

/**
 * Reads the fields of `spec` into a new object (unknown members are dropped).
 * `spec` lists `name:type`, the type being a key of `expected` followed by `?`
 * (absent or null gives null) or `!` (required but nullable: must be present).
 */
function readFields<T>(value: unknown, path: string, spec: string, lenient?: boolean): T {
  const source = asObject(value, path);
  const result: Json = {};
  for (const field of spec.split(' ')) {
    const [key = '', type = ''] = field.split(':');
    const nullable = type[1];
    const member = source[key];
    try {
      result[key] =
        nullable && (member === null || (member === undefined && nullable === '?'))
          ? null
          : checked(member, type[0] ?? '', path ? `${path}.${key}` : key, nullable);
    } catch (error) {
      if (!lenient) throw error;
      result[key] = null;
    }
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
