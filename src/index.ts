// "content-delivery-react": the React layer (provider, hooks, components, safe HTML).
// The client's runtime (createContentClient, ContentApiError, isContentApiError, …) lives
// in "content-delivery-react/client" and is not re-exported here: each piece of code has
// one home, and the React entry stays within its size budget. The types a React user names
// (items, categories, pages, the error and the client) are re-exported; the rest of the
// client's types come from there.
export type {
  Category,
  CategoryTranslation,
  ContentApiError,
  ContentClient,
  ContentItem,
  ContentPage,
  ContentStatus,
  IndexedContent,
  PagedResult,
  ProblemDetails,
} from './client/index.js';
export type { SearchHit, SearchQuery, SearchResults, TextRange } from './client/searchResults.js';
export * from './components/index.js';
export * from './html/index.js';
export * from './query/index.js';
