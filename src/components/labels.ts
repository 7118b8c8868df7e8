/** Texts the components show; pass translations through the provider's `labels`. */
export interface ContentLabels {
  draft: string;
  archived: string;
  unpublished: string;
  loading: string;
  empty: string;
  retry: string;
  errorFallback: string;
  /** The error text when the service could not be reached at all (network error, timeout). */
  errorUnreachable: string;
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
  /** Name of the table of contents (`ContentToc`), shown above it. */
  tableOfContents: string;
  /** Accessible name of a heading's "link to this section"; `{heading}` is replaced by the heading's text. */
  sectionLink: string;
  /**
   * The reading time in `ItemMeta` (cards, articles); `{duration}` is replaced by the minutes,
   * formatted in the item's language (`5 min`, `5 Min.`), e.g. `'{duration} Lesezeit'`.
   */
  readingTime: string;
  /** Accessible name of `ContentSearch`'s search field and landmark, and the text of its submit button. */
  search: string;
  /** `ContentSearch`'s status while a search runs (announced politely). */
  searching: string;
  /** `ContentSearch`'s status for one hit; `{query}` is replaced by the query searched. */
  searchResult: string;
  /** `ContentSearch`'s status for several hits; `{count}` and `{query}` are replaced. */
  searchResults: string;
  /** `ContentSearch`'s status when nothing matched; `{query}` is replaced. */
  searchEmpty: string;
  /** `ContentSearch`'s status when the search failed (a retry button follows when it can help). */
  searchError: string;
  /** `ContentSearch`'s link to the search page when there are more hits than shown; `{count}` is replaced. */
  searchAll: string;
  /** Heading of `RelatedContent` ("read next" below an article). */
  related: string;
}

export const defaultLabels: ContentLabels = {
  draft: 'Draft',
  archived: 'Archived',
  unpublished: 'Not yet published',
  loading: 'Loading…',
  empty: 'No content yet.',
  retry: 'Retry',
  errorFallback: 'The content could not be loaded.',
  errorUnreachable: 'The content service could not be reached. Check the connection and retry.',
  loadMore: 'Load more',
  pagination: 'Pagination',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: 'Page {page}',
  categories: 'Categories',
  tags: 'Tags',
  languages: 'Languages',
  original: 'original',
  tableOfContents: 'On this page',
  sectionLink: 'Link to this section: {heading}',
  readingTime: '{duration} read',
  search: 'Search',
  searching: 'Searching…',
  searchResult: '1 result for “{query}”',
  searchResults: '{count} results for “{query}”',
  searchEmpty: 'No results for “{query}”',
  searchError: 'The search failed.',
  searchAll: 'All {count} results',
  related: 'Related articles',
};
