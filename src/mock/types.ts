import type { Category, ContentItem } from '../client/types.js';

/** A number as the service may write it: a JSON number or a string holding a decimal number. */
export type WireNumber = number | string;

type NumericItemField =
  | 'keywordSearchVolume'
  | 'keywordDifficulty'
  | 'gscClicks'
  | 'gscPosition'
  | 'gscImpressions';

/**
 * A content item as the mock serves it on the wire: SEO metrics may be
 * decimal strings, and the optional fields (`brief`, `internalTags` and the
 * metrics) may be left out entirely.
 */
export type MockContentItem = Omit<ContentItem, NumericItemField | 'brief' | 'internalTags'> & {
  [Field in NumericItemField]?: WireNumber | null;
} & {
  brief?: string | null;
  internalTags?: string[] | null;
};

/** A category as the mock serves it. */
export type MockCategory = Category;

/** One brand of a mock data set with everything the four endpoints serve for it. */
export interface MockBrand {
  /** The `brandId` path segment. */
  id: string;
  /** Display name, for stories and examples only (the service has no brand endpoint). */
  name: string;
  /** Language of the brand's source documents, e.g. `en`. */
  defaultLanguage: string;
  /** Categories, in the order the categories endpoint returns them. */
  categories: MockCategory[];
  /** Every content item of the brand, all languages and statuses. */
  items: MockContentItem[];
  /**
   * Write `page`, `pageSize` and `totalCount` of paged results as decimal
   * strings, as the spec allows, so clients are exercised on both forms.
   * @default false
   */
  numbersAsStrings?: boolean;
}

/** Everything the mock service serves. */
export interface MockDataset {
  brands: MockBrand[];
}
