// The query layer's public names, re-exported by "content-delivery-react": the provider, the
// key factory, the option factories (server-safe), the hooks, and the parameter, option and
// result types a user writes down. Building blocks of those types and plumbing stay private.
export type {
  ContentDataContextValue,
  ContentDataProviderProps,
} from './ContentDataProvider.js';
export { ContentDataProvider, useContentData } from './ContentDataProvider.js';
export { collapseTranslations } from './collapseTranslations.js';
export { contentKeys } from './contentKeys.js';
export type { FindVariantsOptions } from './findVariants.js';
export { findVariants } from './findVariants.js';
export type { ContentInfiniteQueryOptions } from './infiniteQueryOptions.js';
export {
  infiniteContentByCategoryQueryOptions,
  infiniteContentByLanguageQueryOptions,
  infiniteContentByTagQueryOptions,
} from './infiniteQueryOptions.js';
export type { ResolvedVariant, ResolveVariantOptions } from './languageMatching.js';
export { resolveVariant } from './languageMatching.js';
export type {
  UseContentByCategoryParams,
  UseContentByLanguageParams,
  UseContentByTagParams,
  UseInfiniteContentByCategoryParams,
  UseInfiniteContentByLanguageParams,
  UseInfiniteContentByTagParams,
  UseSuspenseContentByCategoryParams,
  UseSuspenseContentByLanguageParams,
  UseSuspenseContentByTagParams,
} from './listHooks.js';
export {
  useContentByCategory,
  useContentByLanguage,
  useContentByTag,
  useInfiniteContentByCategory,
  useInfiniteContentByLanguage,
  useInfiniteContentByTag,
  useSuspenseContentByCategory,
  useSuspenseContentByLanguage,
  useSuspenseContentByTag,
} from './listHooks.js';
export type {
  ContentByCategoryParams,
  ContentByLanguageParams,
  ContentByTagParams,
  ContentQueryOptions,
} from './queryOptions.js';
export {
  categoriesQueryOptions,
  contentByCategoryQueryOptions,
  contentByLanguageQueryOptions,
  contentByTagQueryOptions,
} from './queryOptions.js';
export type { ContentSearchParams } from './searchQueryOptions.js';
export { searchQueryOptions } from './searchQueryOptions.js';
export type { ContentBySlugParams } from './slugQueryOptions.js';
export { contentBySlugQueryOptions } from './slugQueryOptions.js';
export type { TranslatedList, TranslatedListParams } from './translatedListQueryOptions.js';
export { translatedListQueryOptions } from './translatedListQueryOptions.js';
export type { UseCategoriesParams, UseSuspenseCategoriesParams } from './useCategories.js';
export { useBrandLanguages, useCategories, useSuspenseCategories } from './useCategories.js';
export type {
  UseContentBySlugParams,
  UseSuspenseContentBySlugParams,
} from './useContentBySlug.js';
export { useContentBySlug, useSuspenseContentBySlug } from './useContentBySlug.js';
export type { UseContentSearchParams, UseContentSearchResult } from './useContentSearch.js';
export { useContentSearch } from './useContentSearch.js';
export type { ContentVariants, UseContentVariantsOptions } from './useContentVariants.js';
export { useContentVariants, useResolvedVariant } from './useContentVariants.js';
export type {
  UseSuspenseTranslatedContentListParams,
  UseTranslatedContentListParams,
} from './useTranslatedContentList.js';
export {
  useSuspenseTranslatedContentList,
  useTranslatedContentList,
} from './useTranslatedContentList.js';
