import {
  type FieldReader,
  type FieldSpecs,
  fieldReader,
  isJsonObject,
  optional,
  ResponseShapeError,
  readObject,
  requiredNullable,
} from './fieldReader.js';
import { markRowsLeftOut } from './rowsLeftOut.js';
import type {
  Category,
  CategoryTranslation,
  ContentItem,
  IndexedContent,
  PagedResult,
  ProblemDetails,
} from './types.js';
import {
  boolean,
  contentStatus,
  dateTime,
  finiteNumber,
  int32,
  int64,
  string,
  stringArray,
} from './valueTypes.js';

/** The header of a page: everything but its items. */
type PageHeader = Omit<PagedResult<ContentItem>, 'data'>;

const itemFields = {
  id: string,
  title: string,
  slug: string,
  language: string,
  description: string,
  content: string,
  tags: stringArray,
  categoryId: string,
  category: string,
  publishedDate: requiredNullable(dateTime),
  status: contentStatus,
  createdAt: dateTime,
  updatedAt: dateTime,
  imageUrl: requiredNullable(string),
  metaTitle: requiredNullable(string),
  metaDescription: requiredNullable(string),
  primaryKeyword: requiredNullable(string),
  translationGroupId: string,
  isSourceLanguageDocument: boolean,
  brief: optional(string),
  internalTags: optional(stringArray),
  keywordSearchVolume: optional(int32),
  keywordDifficulty: optional(finiteNumber),
  gscClicks: optional(int32),
  gscPosition: optional(finiteNumber),
  gscImpressions: optional(int32),
} satisfies FieldSpecs<ContentItem>;

/** `page`, `pageSize` and `totalCount` are all required. */
const pageFields = {
  page: int32,
  pageSize: int32,
  totalCount: int64,
} satisfies FieldSpecs<PageHeader>;

/** Only `id` is required (the spec does not say which fields are). */
const categoryFields = {
  id: string,
  name: optional(string),
  slug: optional(string),
  description: optional(string),
  createdAt: optional(dateTime),
  updatedAt: optional(dateTime),
} satisfies FieldSpecs<Omit<Category, 'translations'>>;

const translationFields = {
  name: optional(string),
  description: optional(string),
} satisfies FieldSpecs<CategoryTranslation>;

const problemFields = {
  type: optional(string),
  title: optional(string),
  status: optional(int32),
  detail: optional(string),
  instance: optional(string),
} satisfies FieldSpecs<Omit<ProblemDetails, 'extensions'>>;

/** The fields a brand index holds (a proxy's answer of language versions carries these). */
const indexedFields = {
  id: itemFields.id,
  slug: itemFields.slug,
  language: itemFields.language,
  translationGroupId: itemFields.translationGroupId,
  isSourceLanguageDocument: itemFields.isSourceLanguageDocument,
  title: itemFields.title,
  description: itemFields.description,
  categoryId: itemFields.categoryId,
  category: itemFields.category,
  tags: itemFields.tags,
  status: itemFields.status,
  publishedDate: itemFields.publishedDate,
  createdAt: itemFields.createdAt,
  updatedAt: itemFields.updatedAt,
  imageUrl: itemFields.imageUrl,
} satisfies FieldSpecs<IndexedContent>;

const readItem = fieldReader<ContentItem>(itemFields);
const readIndexed = fieldReader<IndexedContent>(indexedFields);
const readPage = fieldReader<PageHeader>(pageFields);
const readCategory = fieldReader<Omit<Category, 'translations'>>(categoryFields);
const readTranslation = fieldReader<CategoryTranslation>(translationFields);
const readProblem = fieldReader<Omit<ProblemDetails, 'extensions'>>(problemFields);

/**
 * Where a lenient read tells what it did not take as sent (docs/errors.md, "One bad field
 * never costs a page"): the client turns each call into an event and, in development, a
 * warning. Paths name the field in the response (`data[3].gscClicks`), never its value.
 */
export interface ShapeReport {
  /** A field that may be null did not fit the spec: it was read as null. */
  fieldIgnored(field: string, itemId: string | undefined): void;
  /** An item could not be read (`problem` says which required field did not fit): it was left out. */
  itemLeftOut(field: string, problem: string, itemId: string | undefined): void;
}

/** Longest id a report names: a hostile service's 1 MB id is not copied into events and logs. */
const maxReportedId = 200;

/** The id of a row that may not be readable, for a report: a string, bounded, or `undefined`. */
function reportedId(row: unknown): string | undefined {
  const id = isJsonObject(row) ? row.id : undefined;
  return typeof id === 'string' ? id.slice(0, maxReportedId) : undefined;
}

/**
 * A paged result whose rows `readRow` validates. The envelope (`page`, `pageSize`,
 * `totalCount`, `data` an array) must fit, or the whole page is an `invalid-response`; a row
 * that does not fit is left out (the others and `totalCount` are kept), and a field of a row
 * that may be null and does not fit is read as null. Both are reported.
 */
function normalizePage<T>(
  value: unknown,
  readRow: FieldReader<T>,
  report: ShapeReport,
): PagedResult<T> {
  const source = readObject(value, '');
  const page = readPage(source, '');
  const { data } = source;
  if (!Array.isArray(data)) throw new ResponseShapeError('data', 'an array', data);
  const rows: T[] = [];
  // The fields a row read as null, reported once the row is kept (a row left out is reported
  // as such, not field by field). One callback and one list for the page: none per row.
  const ignoredFields: string[] = [];
  const ignored = (field: string) => {
    ignoredFields.push(field);
  };
  for (let index = 0; index < data.length; index++) {
    const row: unknown = data[index];
    const path = `data[${index}]`;
    const itemId = reportedId(row);
    try {
      rows.push(readRow(readObject(row, path), path, ignored));
      for (const field of ignoredFields) report.fieldIgnored(field, itemId);
    } catch (error) {
      if (!(error instanceof ResponseShapeError)) throw error;
      report.itemLeftOut(error.field, error.message, itemId);
    }
    ignoredFields.length = 0;
  }
  const result = { ...page, data: rows };
  if (rows.length < data.length) markRowsLeftOut(result, data.length - rows.length);
  return result;
}

/** Validates a paged result of content items, leaving out the items it cannot read. */
export function normalizePagedContent(
  value: unknown,
  report: ShapeReport,
): PagedResult<ContentItem> {
  return normalizePage(value, readItem, report);
}

/** Validates one indexed item (a brand index's stored entry); throws a `ResponseShapeError`. */
export function readIndexedContent(value: unknown): IndexedContent {
  return readIndexed(readObject(value, ''), '');
}

/** Validates a paged result of indexed items (a proxy's answer from its brand index). */
export function normalizeIndexedPage(
  value: unknown,
  report: ShapeReport,
): PagedResult<IndexedContent> {
  return normalizePage(value, readIndexed, report);
}

/**
 * Validates one category and its translations: only `id` is required. A translation that is
 * not an object, or translations that are not one, are left out and reported like a field.
 */
function normalizeCategory(
  value: unknown,
  path: string,
  ignored: (field: string) => void,
): Category {
  const source = readObject(value, path);
  const category = readCategory(source, path, ignored);
  const at = `${path}.translations`;
  const given = source.translations ?? {};
  if (!isJsonObject(given)) {
    ignored(at);
    return { ...category, translations: {} };
  }
  const translations: [string, CategoryTranslation][] = [];
  for (const [language, translation] of Object.entries(given)) {
    const translationPath = `${at}.${language}`;
    if (isJsonObject(translation)) {
      translations.push([language, readTranslation(translation, translationPath, ignored)]);
    } else ignored(translationPath);
  }
  // fromEntries defines own properties, so a `__proto__` language key cannot touch the prototype.
  return { ...category, translations: Object.fromEntries(translations) };
}

/**
 * Validates the categories endpoint's body: a JSON array of categories. A category without a
 * usable `id` is left out, a field that does not fit is read as null; both are reported.
 */
export function normalizeCategories(value: unknown, report: ShapeReport): Category[] {
  if (!Array.isArray(value)) throw new ResponseShapeError('', 'an array', value);
  const categories: Category[] = [];
  // As in a page: a category's ignored fields are reported once it is kept.
  const ignoredFields: string[] = [];
  const ignored = (field: string) => {
    ignoredFields.push(field);
  };
  for (let index = 0; index < value.length; index++) {
    const row: unknown = value[index];
    const categoryId = reportedId(row);
    try {
      categories.push(normalizeCategory(row, `[${index}]`, ignored));
      for (const field of ignoredFields) report.fieldIgnored(field, categoryId);
    } catch (error) {
      if (!(error instanceof ResponseShapeError)) throw error;
      report.itemLeftOut(error.field, error.message, categoryId);
    }
    ignoredFields.length = 0;
  }
  return categories;
}

const problemKeys = new Set(Object.keys(problemFields));

/**
 * Reads problem details from an error body, leniently: a member of the wrong
 * type becomes `null` rather than hiding the original HTTP error behind a
 * parsing error. Returns `undefined` when the body is not problem details.
 * Extensions are not copied here: the caller's redacting copy also bounds their depth.
 */
export function parseProblemDetails(value: unknown): ProblemDetails | undefined {
  if (!isJsonObject(value)) return undefined;
  const members = Object.entries(value);
  if (!members.some(([key]) => problemKeys.has(key))) return;
  return {
    // Stryker disable next-line StringLiteral: a lenient read never shows its path
    ...readProblem(value, '', 'null'),
    extensions: Object.fromEntries(members.filter(([key]) => !problemKeys.has(key))),
  };
}
