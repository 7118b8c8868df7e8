// content-delivery-react/search: site search and related articles, on a server, from the brand
// index (the service has no search). Browsers search through the proxy's search route
// (useContentSearch, <ContentSearch>).
export type {
  SearchHit,
  SearchQuery,
  SearchResults,
  TextRange,
} from '../client/searchResults.js';
export { type FindRelatedOptions, findRelated } from './findRelated.js';
export { type SearchContentOptions, searchContent } from './searchContent.js';
export {
  readSearchParams,
  type SearchPageParams,
  type SearchPageProblem,
} from './searchPageParams.js';
