// "content-delivery-react": the React layer (provider, hooks, components, safe HTML).
// The client's runtime (createContentClient, ContentApiError, isContentApiError, …) lives
// in "content-delivery-react/client" and is not re-exported here: each piece of code has
// one home, and the React entry stays within its size budget. Its types are re-exported.
export type {
  AllContent,
  Category,
  CategoryTranslation,
  ContentApiError,
  ContentApiErrorDetails,
  ContentApiErrorKind,
  ContentClient,
  ContentClientOptions,
  ContentFetchOptions,
  ContentItem,
  ContentStatus,
  ContentUrlBuilder,
  FetchFunction,
  FindContentBySlugOptions,
  GetAllOptions,
  GetAllProgress,
  HeadersLike,
  IndexedContent,
  ListOptions,
  NextFetchOptions,
  PagedResult,
  PageParams,
  ProblemDetails,
  RequestEvent,
  RequestOptions,
  ResponseEvent,
  RetryOptions,
  SlugIndex,
  SlugIndexOptions,
} from './client/index.js';
export * from './components/index.js';
export * from './html/index.js';
export * from './query/index.js';
