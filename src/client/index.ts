export { createBrandIndex } from './brandIndex/brandIndex.js';
export type { BrandIndexStorage } from './brandIndex/brandIndexStorage.js';
export type {
  BrandIndex,
  BrandIndexEntriesOptions,
  BrandIndexInfo,
  BrandIndexLookupOptions,
  BrandIndexOptions,
} from './brandIndex/brandIndexTypes.js';
export { contentCacheTags } from './cacheTags.js';
export type { ContentClient, ListOptions } from './contentClient.js';
export { createContentClient } from './createContentClient.js';
export type { ContentApiErrorDetails, ContentApiErrorKind } from './errors.js';
export { ContentApiError, isContentApiError } from './errors.js';
export type {
  BodyRefusalReason,
  ContentEvent,
  ContentEventHandler,
  ContentEventKind,
  ContentTelemetry,
  TelemetryAttributes,
} from './events.js';
export { telemetryNames } from './events.js';
export type { FindContentBySlugOptions } from './findContentBySlug.js';
export { findContentBySlug } from './findContentBySlug.js';
export {
  getAllContentByCategory,
  getAllContentByLanguage,
  getAllContentByTag,
} from './getAll.js';
export type {
  ContentClientOptions,
  ContentFetchOptions,
  FetchFunction,
  HeadersLike,
  NextFetchOptions,
  RequestEvent,
  RequestOptions,
  ResponseEvent,
} from './options.js';
export type { RetryOptions } from './retry.js';
export { isRetryableError } from './retry.js';
export type { SlugIndex, SlugIndexOptions } from './slugIndex.js';
export { createSlugIndex } from './slugIndex.js';
export type {
  Category,
  CategoryTranslation,
  ContentItem,
  ContentPage,
  ContentStatus,
  IndexedContent,
  PagedResult,
  ProblemDetails,
} from './types.js';
export type { ContentUrlBuilder, PageParams } from './url.js';
export type { AllContent, GetAllOptions, GetAllProgress } from './walkAllPages.js';
