/** Texts the components show; pass translations through the provider's `labels`. */
export interface ContentLabels {
  draft: string;
  archived: string;
  unpublished: string;
  loading: string;
  empty: string;
  retry: string;
  errorFallback: string;
  loadMore: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** e.g. `Page 3`; `{page}` is replaced. */
  page: string;
  categories: string;
  tags: string;
  languages: string;
  /** Marks the original-language document in the language switcher. */
  original: string;
}

export const defaultLabels: ContentLabels = {
  draft: 'Draft',
  archived: 'Archived',
  unpublished: 'Not yet published',
  loading: 'Loading…',
  empty: 'No content yet.',
  retry: 'Retry',
  errorFallback: 'The content could not be loaded.',
  loadMore: 'Load more',
  pagination: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: 'Page {page}',
  categories: 'Categories',
  tags: 'Tags',
  languages: 'Languages',
  original: 'original',
};
