import {
  type FieldSpecs,
  fieldReader,
  isJsonObject,
  optional,
  ResponseShapeError,
  readObject,
  requiredNullable,
} from './fieldReader.js';
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

/** A paged result whose rows `readRow` validates (its page header always the same). */
function normalizePage<T>(
  value: unknown,
  readRow: (source: Record<string, unknown>, path: string) => T,
): PagedResult<T> {
  const source = readObject(value, '');
  const page = readPage(source, '');
  const { data } = source;
  if (!Array.isArray(data)) throw new ResponseShapeError('data', 'an array', data);
  return {
    ...page,
    data: data.map((item, index) => {
      const path = `data[${index}]`;
      return readRow(readObject(item, path), path);
    }),
  };
}

/** Validates a paged result of content items. */
export function normalizePagedContent(value: unknown): PagedResult<ContentItem> {
  return normalizePage(value, readItem);
}

/** Validates one indexed item (a brand index's stored entry); throws a `ResponseShapeError`. */
export function readIndexedContent(value: unknown): IndexedContent {
  return readIndexed(readObject(value, ''), '');
}

/** Validates a paged result of indexed items (a proxy's answer from its brand index). */
export function normalizeIndexedPage(value: unknown): PagedResult<IndexedContent> {
  return normalizePage(value, readIndexed);
}

/** Validates one category and its translations. */
function normalizeCategory(value: unknown, path: string): Category {
  const source = readObject(value, path);
  const at = `${path}.translations`;
  // fromEntries defines own properties, so a `__proto__` language key cannot touch the prototype.
  const translations = Object.fromEntries(
    Object.entries(readObject(source.translations ?? {}, at)).map(([language, translation]) => {
      const translationPath = `${at}.${language}`;
      return [language, readTranslation(readObject(translation, translationPath), translationPath)];
    }),
  );
  return { ...readCategory(source, path), translations };
}

/** Validates the categories endpoint's body: a JSON array of categories. */
export function normalizeCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) throw new ResponseShapeError('', 'an array', value);
  return value.map((category, index) => normalizeCategory(category, `[${index}]`));
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
    ...readProblem(value, '', true),
    extensions: Object.fromEntries(members.filter(([key]) => !problemKeys.has(key))),
  };
}
