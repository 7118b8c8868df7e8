import {
  createBrandIndex,
  createContentClient,
  type FetchFunction,
} from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { type SearchResults, searchContent } from 'content-delivery-react/search';
import { delay, HttpResponse, http } from 'msw';

// The proxy's search route as a browser sees it, for the tests of useContentSearch and
// <ContentSearch>: an MSW handler that answers `GET {proxyBase}/search/{brand}?q=…` as the
// proxy does, from searchContent over a server client on the mock service.

/** Where the browser's client sends its searches (a page's `/api/content`). */
export const proxyBase = 'https://app.test/api/content';

const serverClient = createContentClient({
  baseUrl: 'https://cds.test',
  fetch: createMockFetch(),
  brandIndex: false,
});
// Made on purpose: in a DOM environment (jsdom resolves the browser build) a client makes none.
const brandIndex = createBrandIndex(serverClient);

/** What the search route answers for one request: its results, computed on the "server". */
export async function serverSearch(url: URL): Promise<SearchResults> {
  const brandId = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  const page = url.searchParams.get('page');
  const pageSize = url.searchParams.get('pageSize');
  return searchContent(serverClient, {
    brandId,
    brandIndex,
    query: url.searchParams.get('q') ?? '',
    lang: url.searchParams.get('lang') ?? undefined,
    page: page === null ? undefined : Number(page),
    pageSize: pageSize === null ? undefined : Number(pageSize),
  });
}

/** How the route behaves: normally, slowly, or failing. */
export interface SearchRouteBehaviour {
  /** Milliseconds before each answer, or `'infinite'` (until the request is aborted). */
  delayMs?: number | 'infinite';
  /** Answer this status with problem details instead of results. */
  failWith?: number;
}

/** The search route's MSW handler; `searches` records each request's query string. */
export function searchRoute(behaviour: SearchRouteBehaviour = {}, searches: string[] = []) {
  return http.get(`${proxyBase}/search/:brandId`, async ({ request }) => {
    const url = new URL(request.url);
    searches.push(url.searchParams.get('q') ?? '');
    if (behaviour.delayMs !== undefined) await delay(behaviour.delayMs);
    if (behaviour.failWith !== undefined) {
      return HttpResponse.json(
        { title: 'Search unavailable', status: behaviour.failWith },
        { status: behaviour.failWith, headers: { 'content-type': 'application/problem+json' } },
      );
    }
    return HttpResponse.json(await serverSearch(url));
  });
}

/** A browser's client through the proxy, recording the signal of every request it sends. */
export function proxyClient() {
  const signals: { url: string; signal: AbortSignal | undefined }[] = [];
  const recording: FetchFunction = (input, init) => {
    signals.push({ url: String(input), signal: init?.signal ?? undefined });
    return fetch(input, init);
  };
  const client = createContentClient({
    baseUrl: proxyBase,
    brandIndex: 'proxy',
    retry: 0,
    fetch: recording,
  });
  return { client, signals };
}
