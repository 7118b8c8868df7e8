// "content-delivery-react": the React layer (provider, hooks, components, safe HTML).
// The client's runtime lives in "content-delivery-react/client" and is not re-exported
// here, so a page that only renders pays for it once, from that entry; its types and
// the error class (what hooks hand to components) are re-exported for convenience.
export type {
  AllContent,
  Category,
  CategoryTranslation,
  ContentApiErrorDetails,
  ContentApiErrorKind,
  ContentClient,
  ContentClientOptions,
  ContentFetchOptions,
  ContentItem,
  ContentStatus,
  ContentUrlBuilder,
  FetchFunction,
  GetAllOptions,
  GetAllProgress,
  HeadersLike,
  ListOptions,
  NextFetchOptions,
  PagedResult,
  PageParams,
  ProblemDetails,
  RequestEvent,
  RequestOptions,
  ResponseEvent,
  RetryOptions,
} from './client/index.js';
export { ContentApiError, isContentApiError } from './client/index.js';
export * from './components/index.js';
export * from './html/index.js';
export * from './query/index.js';
