import { MAX_COPY_DEPTH } from './redact.js';
import type {
  Category,
  CategoryTranslation,
  ContentItem,
  PagedResult,
  ProblemDetails,
} from './types.js';

/**
 * Thrown inside normalisation; the request layer turns it into an
 * `invalid-response` error, redacting the value before shortening it.
 */
export class ResponseShapeError extends Error {
  constructor(
    readonly field: string,
    readonly expected: string,
    readonly value: unknown,
  ) {
    super(`${field === '' ? 'response' : field} must be ${expected}`);
  }

  /** `data[3].gscClicks must be an int32, got the string "lots"`, with `redact` applied before shortening. */
  describe(redact: (text: string) => string): string {
    return `${this.message}, got ${describe(this.value, redact)}`;
  }
}

type Json = Record<string, unknown>;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const integerGrammar = /^-?(?:0|[1-9]\d*)$/;
const decimalGrammar = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const statuses: ReadonlySet<string> = new Set(['Draft', 'Published', 'Archived']);

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

function describe(value: unknown, redact: (text: string) => string): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') {
    const safe = redact(value);
    const shown = safe.length > 40 ? `${safe.slice(0, 40)}…` : safe;
    return `the string ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function fail(path: string, expected: string, value: unknown): never {
  throw new ResponseShapeError(path, expected, value);
}

function asObject(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(path, 'an object', value);
  }
  return value as Json;
}

function requiredString(source: Json, key: string, path: string): string {
  const value = source[key];
  if (typeof value !== 'string') fail(join(path, key), 'a string', value);
  return value;
}

function nullableString(source: Json, key: string, path: string): string | null {
  const value = source[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') fail(join(path, key), 'a string or null', value);
  return value;
}

/** ISO 8601 / RFC 3339 date-time; the offset may be missing (as some .NET services send it). */
const dateTimeGrammar =
  /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d{1,9})?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

function dateTime(value: string, path: string): string {
  if (!dateTimeGrammar.test(value) || Number.isNaN(Date.parse(value.replace(',', '.')))) {
    fail(path, 'an ISO 8601 date-time', value);
  }
  return value;
}

function requiredDateTime(source: Json, key: string, path: string): string {
  return dateTime(requiredString(source, key, path), join(path, key));
}

function nullableDateTime(source: Json, key: string, path: string): string | null {
  const value = nullableString(source, key, path);
  return value === null ? null : dateTime(value, join(path, key));
}

function stringArray(value: unknown, path: string): string[] {
  if (!Array.isArray(value)) fail(path, 'an array of strings', value);
  for (let index = 0; index < value.length; index++) {
    if (typeof value[index] !== 'string') fail(`${path}[${index}]`, 'a string', value[index]);
  }
  return value.slice() as string[];
}

/** Reads an int32 written as a JSON number or a decimal string (`"42"`, not `"0x2a"`, `"4.0"` or `""`). */
export function readInt32(value: unknown, path: string): number {
  return readInteger(value, path, INT32_MIN, INT32_MAX, 'an int32');
}

/** Reads an int64 that fits a JavaScript number exactly (|n| <= 2^53 - 1). */
export function readInt64(value: unknown, path: string): number {
  return readInteger(
    value,
    path,
    Number.MIN_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER,
    'an integer within ±2^53',
  );
}

function readInteger(value: unknown, path: string, min: number, max: number, what: string): number {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && integerGrammar.test(value)) number = Number(value);
  else fail(path, `${what} (a number or a decimal string)`, value);
  if (!Number.isInteger(number) || number < min || number > max) fail(path, what, value);
  return number;
}

/** Reads a finite double written as a JSON number or a decimal string (`"7.5"`, `"1e3"`). */
export function readDouble(value: unknown, path: string): number {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && decimalGrammar.test(value)) number = Number(value);
  else fail(path, 'a number or a decimal string', value);
  if (!Number.isFinite(number)) fail(path, 'a finite number', value);
  return number;
}

function nullableNumber(
  source: Json,
  key: string,
  path: string,
  read: (value: unknown, path: string) => number,
): number | null {
  const value = source[key];
  return value === undefined || value === null ? null : read(value, join(path, key));
}

/** Validates one wire content item and returns a new, fully typed object. */
export function normalizeContentItem(value: unknown, path: string): ContentItem {
  const item = asObject(value, path);
  const status = requiredString(item, 'status', path);
  if (!statuses.has(status)) fail(join(path, 'status'), 'Draft, Published or Archived', status);
  const tags = item.tags;
  const internalTags = item.internalTags;
  const isSource = item.isSourceLanguageDocument;
  if (typeof isSource !== 'boolean')
    fail(join(path, 'isSourceLanguageDocument'), 'a boolean', isSource);
  if (!('publishedDate' in item))
    fail(join(path, 'publishedDate'), 'present (a date-time or null)', undefined);
  return {
    id: requiredString(item, 'id', path),
    title: requiredString(item, 'title', path),
    slug: requiredString(item, 'slug', path),
    language: requiredString(item, 'language', path),
    description: requiredString(item, 'description', path),
    content: requiredString(item, 'content', path),
    tags: stringArray(tags, join(path, 'tags')),
    categoryId: requiredString(item, 'categoryId', path),
    category: requiredString(item, 'category', path),
    publishedDate: nullableDateTime(item, 'publishedDate', path),
    status: status as ContentItem['status'],
    createdAt: requiredDateTime(item, 'createdAt', path),
    updatedAt: requiredDateTime(item, 'updatedAt', path),
    imageUrl: requiredNullableString(item, 'imageUrl', path),
    metaTitle: requiredNullableString(item, 'metaTitle', path),
    metaDescription: requiredNullableString(item, 'metaDescription', path),
    primaryKeyword: requiredNullableString(item, 'primaryKeyword', path),
    translationGroupId: requiredString(item, 'translationGroupId', path),
    isSourceLanguageDocument: isSource,
    brief: nullableString(item, 'brief', path),
    internalTags:
      internalTags === undefined || internalTags === null
        ? null
        : stringArray(internalTags, join(path, 'internalTags')),
    keywordSearchVolume: nullableNumber(item, 'keywordSearchVolume', path, readInt32),
    keywordDifficulty: nullableNumber(item, 'keywordDifficulty', path, readDouble),
    gscClicks: nullableNumber(item, 'gscClicks', path, readInt32),
    gscPosition: nullableNumber(item, 'gscPosition', path, readDouble),
    gscImpressions: nullableNumber(item, 'gscImpressions', path, readInt32),
  };
}

/** Required by the spec but nullable: the key must be present, its value a string or null. */
function requiredNullableString(source: Json, key: string, path: string): string | null {
  if (!(key in source)) fail(join(path, key), 'present (a string or null)', undefined);
  return nullableString(source, key, path);
}

/** Validates a paged result of content items (`page`, `pageSize`, `totalCount` and `data` are all required). */
export function normalizePagedContent(value: unknown): PagedResult<ContentItem> {
  const body = asObject(value, '');
  const data = body.data;
  if (!Array.isArray(data)) fail('data', 'an array of content items', data);
  const totalCount = readInt64(body.totalCount, 'totalCount');
  if (totalCount < 0) fail('totalCount', 'zero or more', body.totalCount);
  const items = new Array<ContentItem>(data.length);
  for (let index = 0; index < data.length; index++) {
    items[index] = normalizeContentItem(data[index], `data[${index}]`);
  }
  return {
    page: readInt32(body.page, 'page'),
    pageSize: readInt32(body.pageSize, 'pageSize'),
    totalCount,
    data: items,
  };
}

function normalizeTranslations(value: unknown, path: string): Record<string, CategoryTranslation> {
  if (value === undefined || value === null) return {};
  const source = asObject(value, path);
  const entries: [string, CategoryTranslation][] = [];
  for (const language of Object.keys(source)) {
    const entryPath = `${path}.${language}`;
    const translation = asObject(source[language], entryPath);
    entries.push([
      language,
      {
        name: nullableString(translation, 'name', entryPath),
        description: nullableString(translation, 'description', entryPath),
      },
    ]);
  }
  // fromEntries defines own properties, so a `__proto__` language key cannot touch the prototype.
  return Object.fromEntries(entries);
}

/** Validates one category; only `id` is required (the spec does not say which fields are). */
export function normalizeCategory(value: unknown, path: string): Category {
  const category = asObject(value, path);
  return {
    id: requiredString(category, 'id', path),
    name: nullableString(category, 'name', path),
    slug: nullableString(category, 'slug', path),
    description: nullableString(category, 'description', path),
    translations: normalizeTranslations(category.translations, join(path, 'translations')),
    createdAt: nullableDateTime(category, 'createdAt', path),
    updatedAt: nullableDateTime(category, 'updatedAt', path),
  };
}

/** Validates the categories endpoint's body: a JSON array of categories. */
export function normalizeCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) fail('', 'an array of categories', value);
  return value.map((category, index) => normalizeCategory(category, `[${index}]`));
}

const problemMembers = new Set(['type', 'title', 'status', 'detail', 'instance']);

/** A copy of JSON data cut at `MAX_COPY_DEPTH`, so a hostile error body cannot make the error unserialisable. */
function boundedCopy(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_COPY_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((entry) => boundedCopy(entry, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, boundedCopy(entry, depth + 1)]),
  );
}

function lenientString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Reads problem details from an error body, leniently: a member of the wrong
 * type becomes `null` rather than hiding the original HTTP error behind a
 * parsing error. Returns `undefined` when the body is not problem details.
 */
export function parseProblemDetails(value: unknown): ProblemDetails | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const body = value as Json;
  if (!Object.keys(body).some((key) => problemMembers.has(key))) return undefined;
  let status: number | null = null;
  if (body.status !== undefined && body.status !== null) {
    try {
      status = readInt32(body.status, 'status');
    } catch {
      status = null;
    }
  }
  const extensions: [string, unknown][] = [];
  for (const key of Object.keys(body)) {
    if (!problemMembers.has(key)) extensions.push([key, boundedCopy(body[key], 1)]);
  }
  return {
    type: lenientString(body.type),
    title: lenientString(body.title),
    status,
    detail: lenientString(body.detail),
    instance: lenientString(body.instance),
    extensions: Object.fromEntries(extensions),
  };
}
