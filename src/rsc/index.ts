// "content-delivery-react" under the `react-server` export condition (React Server Components).
// Exactly the names of ../index.ts, each listed by name: never `export *` with overrides, which
// webpack's barrel optimisation (`optimizePackageImports`) resolves to the wrong module.
// Hook-free components that render completely on the server come from ./; everything
// interactive comes from its 'use client' module, so it stays a client component (an island).
// Types are shared with ../index.ts (one `types` entry in package.json).

export { CategoryNav } from './CategoryNav.js';
export { ContentArticle } from './ContentArticle.js';
export { ContentBody } from './ContentBody.js';
export { ContentCard } from './ContentCard.js';
export { ContentDeliveryProvider } from '../components/ContentDeliveryProvider.js';
export { ContentList } from '../components/ContentList.js';
export { ContentListView } from './ContentListView.js';
export { ContentSeo } from './ContentSeo.js';
export { ContentToc } from './ContentToc.js';
export { ContentTocTracker } from '../components/ContentTocTracker.js';
export { ContentUiProvider } from '../components/ContentUiProvider.js';
export { getPagination } from '../components/getPagination.js';
export { LanguageSwitcher } from './LanguageSwitcher.js';
export { defaultLabels } from '../components/labels.js';
export { defaultRoutes } from '../components/links.js';
export { formatDate, nativeLanguageName, textDirection } from '../components/locale.js';
export { localizeCategory } from '../components/localizedCategory.js';
export { Pagination } from './Pagination.js';
export { getContentSeo, serializeJsonLd } from '../components/seo.js';
export { TagList } from './TagList.js';
export { useActiveHeading } from '../components/useActiveHeading.js';
export { useContentPagination } from '../components/useContentPagination.js';
export { useLocalizedCategory } from '../components/useLocalizedCategory.js';
export { getContentToc } from '../html/contentToc.js';
export { createSanitizer } from '../html/createSanitizer.js';
export { htmlToText } from '../html/htmlToText.js';
export { getReadingTime } from '../html/readingTime.js';
export { safeFieldUrl, safeUrl } from '../html/safeUrl.js';
export { ContentDataProvider, useContentDelivery } from '../query/ContentDataProvider.js';
export { collapseTranslations } from '../query/collapseTranslations.js';
export { contentKeys } from '../query/contentKeys.js';
export { findVariants } from '../query/findVariants.js';
export {
  infiniteContentByCategoryQueryOptions,
  infiniteContentByLanguageQueryOptions,
  infiniteContentByTagQueryOptions,
} from '../query/infiniteQueryOptions.js';
export {
  categoriesQueryOptions,
  contentByCategoryQueryOptions,
  contentByLanguageQueryOptions,
  contentByTagQueryOptions,
} from '../query/queryOptions.js';
export { resolveVariant } from '../query/languageMatching.js';
export { contentBySlugQueryOptions } from '../query/slugQueryOptions.js';
export { translatedListQueryOptions } from '../query/translatedListQueryOptions.js';
export {
  useBrandLanguages,
  useCategories,
  useSuspenseCategories,
} from '../query/useCategories.js';
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
} from '../query/listHooks.js';
export { useContentBySlug, useSuspenseContentBySlug } from '../query/useContentBySlug.js';
export { useContentVariants, useResolvedVariant } from '../query/useContentVariants.js';
export {
  useSuspenseTranslatedContentList,
  useTranslatedContentList,
} from '../query/useTranslatedContentList.js';
