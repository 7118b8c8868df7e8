/**
 * Wire types of the Content Delivery Service v1, as the client returns them
 * after normalisation (see `normalize.ts`): numbers that the service may write
 * as decimal strings are numbers here, and optional fields are always present
 * (absent on the wire becomes `null`).
 */

/** Publication state of a content item. Which states the delivery endpoints return is not specified, so expect all three. */
export type ContentStatus = 'Draft' | 'Published' | 'Archived';

/** Localized name and description of a category for one language. */
export interface CategoryTranslation {
  /** Localized display name; `null` when the service has none for this language. */
  name: string | null;
  /** Localized purpose or scope; `null` when the service has none for this language. */
  description: string | null;
}

/**
 * A content category of a brand.
 *
 * The spec does not say which category fields are required, so only `id` is
 * required here; any other field the service leaves out is `null`
 * (`translations` becomes `{}`).
 */
export interface Category {
  /** Unique identifier of the category; used as `categoryId` in content requests. */
  id: string;
  /** Display name in the brand's default language. */
  name: string | null;
  /** URL-friendly slug. */
  slug: string | null;
  /** Purpose or scope of the category. */
  description: string | null;
  /** Localized name and description keyed by language code (e.g. `de`, `ar`). */
  translations: Record<string, CategoryTranslation>;
  /** Creation timestamp (ISO 8601 date-time). */
  createdAt: string | null;
  /** Timestamp of the most recent update (ISO 8601 date-time). */
  updatedAt: string | null;
}

/** One content item (an article) in one language. */
export interface ContentItem {
  /** Unique identifier of the item. */
  id: string;
  /** Display title, plain text (never HTML). */
  title: string;
  /** URL-friendly slug, unique per brand; used to build permalinks. */
  slug: string;
  /** ISO 639-1 language code of this variant, e.g. `en`. */
  language: string;
  /** Short summary or excerpt, plain text. */
  description: string;
  /** Full body as HTML from the service: untrusted, render it only through a sanitizer. */
  content: string;
  /** Tags for filtering and grouping. */
  tags: string[];
  /** Identifier of the category the item belongs to. */
  categoryId: string;
  /** Human-readable category name. */
  category: string;
  /** Publication date (ISO 8601 date-time); `null` while the item is not yet published. */
  publishedDate: string | null;
  /** Publication state. */
  status: ContentStatus;
  /** Creation timestamp (ISO 8601 date-time). */
  createdAt: string;
  /** Timestamp of the most recent update (ISO 8601 date-time). */
  updatedAt: string;
  /** URL of the featured image on the service's CDN; `null` when there is none. Untrusted: check the scheme before use. */
  imageUrl: string | null;
  /** SEO title; when `null`, use `title`. */
  metaTitle: string | null;
  /** SEO description; when `null`, use `description`. */
  metaDescription: string | null;
  /** Primary target keyword for SEO tracking. */
  primaryKeyword: string | null;
  /** UUID shared by all language variants of the same content. */
  translationGroupId: string;
  /** `true` for the original-language version, `false` for a translation. */
  isSourceLanguageDocument: boolean;
  /** Brief text (no further meaning given by the service); `null` when absent. */
  brief: string | null;
  /** Internal tags; `null` when absent. */
  internalTags: string[] | null;
  /** Monthly search volume of the primary keyword (int32); `null` when absent. */
  keywordSearchVolume: number | null;
  /** Keyword difficulty score from 0 to 100; `null` when absent. */
  keywordDifficulty: number | null;
  /** Search-console clicks in the last reporting period (int32); `null` when absent. */
  gscClicks: number | null;
  /** Average search-console position; `null` when absent. */
  gscPosition: number | null;
  /** Search-console impressions in the last reporting period (int32); `null` when absent. */
  gscImpressions: number | null;
}

/** One page of a paged list endpoint. */
export interface PagedResult<T> {
  /** Page number of this result, as the service reports it. */
  page: number;
  /** Page size of this result, as the service reports it. */
  pageSize: number;
  /** Total number of matching items over all pages. */
  totalCount: number;
  /** The items of this page. */
  data: T[];
}

/**
 * A page of a list as the query layer holds it: the service's items, or for lists in the reader's
 * languages (`IndexedContent`), the brand index's fields of each.
 */
export type ContentPage<T extends IndexedContent = ContentItem> = PagedResult<T>;

/**
 * An RFC 9457 problem-details error body. Every member is optional on the
 * wire; absent members are `null` here. Extension members the service adds
 * are kept in `extensions`.
 */
export interface ProblemDetails {
  /** URI reference that identifies the problem type. */
  type: string | null;
  /** Short, human-readable summary of the problem type. */
  title: string | null;
  /** HTTP status code the service gave for this occurrence. */
  status: number | null;
  /** Human-readable explanation of this occurrence. */
  detail: string | null;
  /** URI reference that identifies this occurrence. */
  instance: string | null;
  /** Any other members of the body (e.g. `traceId`, `errors`). */
  extensions: Record<string, unknown>;
}

/**
 * What the brand index knows of one item: every field of a {@link ContentItem} that lists,
 * language versions, sitemaps and feeds need, and none of the heavy ones (the HTML body and
 * the SEO metrics). A `ContentItem` is an `IndexedContent`, so anything that takes one takes
 * the other.
 */
export type IndexedContent = Pick<
  ContentItem,
  | 'id'
  | 'slug'
  | 'language'
  | 'translationGroupId'
  | 'isSourceLanguageDocument'
  | 'title'
  | 'description'
  | 'categoryId'
  | 'category'
  | 'tags'
  | 'status'
  | 'publishedDate'
  | 'createdAt'
  | 'updatedAt'
  | 'imageUrl'
>;
