export type {
  ContentDataContextValue,
  ContentDataProviderProps,
} from './ContentDataProvider.js';
export { ContentDataProvider, useContentData } from './ContentDataProvider.js';
export { collapseTranslations } from './collapseTranslations.js';
export { contentKeys } from './contentKeys.js';
export type { FindVariantsOptions } from './findVariants.js';
export { findVariants, languagesFromCategories } from './findVariants.js';
export {
  infiniteContentByCategoryQueryOptions,
  infiniteContentByLanguageQueryOptions,
  infiniteContentByTagQueryOptions,
} from './infiniteQueryOptions.js';
export { contentQueryDefaults } from './queryDefaults.js';
export type {
  ContentByCategoryParams,
  ContentByLanguageParams,
  ContentByTagParams,
  ContentListParams,
} from './queryOptions.js';
export {
  categoriesQueryOptions,
  contentByCategoryQueryOptions,
  contentByLanguageQueryOptions,
  contentByTagQueryOptions,
} from './queryOptions.js';
export type { ResolvedVariant, ResolveVariantOptions } from './resolveVariant.js';
export { resolveVariant } from './resolveVariant.js';
export type { ContentBySlugParams } from './slugQueryOptions.js';
export { contentBySlugQueryOptions } from './slugQueryOptions.js';
export type { TranslatedList, TranslatedListParams } from './translatedListQueryOptions.js';
export { translatedListQueryOptions } from './translatedListQueryOptions.js';
export { useBrandLanguages } from './useBrandLanguages.js';
export { useCategories, useSuspenseCategories } from './useCategories.js';
export {
  useContentByCategory,
  useInfiniteContentByCategory,
  useSuspenseContentByCategory,
} from './useContentByCategory.js';
export {
  useContentByLanguage,
  useInfiniteContentByLanguage,
  useSuspenseContentByLanguage,
} from './useContentByLanguage.js';
export { useContentBySlug, useSuspenseContentBySlug } from './useContentBySlug.js';
export {
  useContentByTag,
  useInfiniteContentByTag,
  useSuspenseContentByTag,
} from './useContentByTag.js';
export type { ContentVariants, UseContentVariantsOptions } from './useContentVariants.js';
export { useContentVariants } from './useContentVariants.js';
export { useResolvedVariant } from './useResolvedVariant.js';
export {
  useSuspenseTranslatedContentList,
  useTranslatedContentList,
} from './useTranslatedContentList.js';
