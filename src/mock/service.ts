import { authorize } from './authorize.js';
import { createDemoDataset } from './demo/createDemoDataset.js';
import { answerDemoImage, DEMO_IMAGE_PATH, demoImagePath } from './demo/images/demoImageRoute.js';
import { rewriteDemoImages } from './demo/images/rewriteDemoImages.js';
import { createRandom } from './demo/random.js';
import { jsonResponse, methodNotAllowed, problemResponse } from './problem.js';
import {
  API_PREFIX,
  INT32_MAX,
  matchRoute,
  PagingParamError,
  type Route,
  readPagingParam,
} from './routes.js';
import type { MockServiceOptions } from './serviceOptions.js';
import type { MockBrand, MockContentItem } from './types.js';

/** Newest first; unpublished (null date) after published; then by id so paging is stable. */
function byPublishedDateDescending(a: MockContentItem, b: MockContentItem): number {
  const left = a.publishedDate ?? '';
  const right = b.publishedDate ?? '';
  if (left !== right) return left < right ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Which items a list endpoint answers with: tags and languages match without regard to case. */
function listedUnder(target: Exclude<Route, { endpoint: 'categories' }>) {
  const wanted = target.value.toLowerCase();
  switch (target.endpoint) {
    case 'category':
      return (item: MockContentItem) => item.categoryId === target.value;
    case 'lang':
      return (item: MockContentItem) => item.language.toLowerCase() === wanted;
    case 'tag':
      return (item: MockContentItem) => item.tags.some((tag) => tag.toLowerCase() === wanted);
  }
}

/**
 * The mock Content Delivery Service as a plain `Request → Response` function,
 * so MSW handlers, a `fetch` replacement and a Node HTTP server share it.
 * It answers `undefined` for requests outside its base URL.
 */
export function createMockService(options: MockServiceOptions = {}) {
  const dataset = options.dataset ?? createDemoDataset();
  const brands = new Map<string, MockBrand>(dataset.brands.map((brand) => [brand.id, brand]));
  // Sorted once per brand, and again when a test replaces `brand.items` or adds to it (an
  // item published while a client holds an index); items changed in place are not noticed.
  // Each list is filtered once too: walking a 100 000-item brand is then linear, not quadratic.
  const sorted = new Map<
    string,
    {
      source: MockContentItem[];
      count: number;
      items: MockContentItem[];
      /** Non-empty lists by endpoint and value (lower case where matching ignores case). */
      lists: Map<string, MockContentItem[]>;
    }
  >();
  const random = createRandom(options.seed ?? 1);
  const defaultPageSize = options.defaultPageSize ?? 10;
  const maxPageSize = options.maxPageSize ?? 100;
  const basePath =
    options.baseUrl === undefined
      ? undefined
      : new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  const origin = options.baseUrl === undefined ? undefined : new URL(options.baseUrl).origin;

  const listOf = (brand: MockBrand, target: Exclude<Route, { endpoint: 'categories' }>) => {
    let cached = sorted.get(brand.id);
    if (cached?.source !== brand.items || cached.count !== brand.items.length) {
      const items = [...brand.items].sort(byPublishedDateDescending);
      cached = { source: brand.items, count: brand.items.length, items, lists: new Map() };
      sorted.set(brand.id, cached);
    }
    const value = target.endpoint === 'category' ? target.value : target.value.toLowerCase();
    const key = `${target.endpoint}/${value}`;
    let list = cached.lists.get(key);
    if (list === undefined) {
      list = cached.items.filter(listedUnder(target));
      // Empty lists are not kept, so requests for made-up tags cannot grow the cache.
      if (list.length > 0) cached.lists.set(key, list);
    }
    return list;
  };

  const latency = (): number => {
    const setting = options.latencyMs ?? 0;
    if (typeof setting === 'number') return setting;
    return random.int(setting[0], setting[1]);
  };

  /** The page's items with demo image URLs under the base the options or the request name. */
  function withImages(items: MockContentItem[], url: URL, base: string): MockContentItem[] {
    const setting = options.demoImageBaseUrl;
    if (setting === false) return items;
    return rewriteDemoImages(items, setting ?? `${url.origin}${base}${DEMO_IMAGE_PATH}`);
  }

  function page(
    url: URL,
    base: string,
    brand: MockBrand,
    items: MockContentItem[],
    instance: string,
  ): Response {
    let number: number;
    let size: number;
    try {
      // `page` first: when both are wrong, the answer names `page`.
      number = readPagingParam(url, 'page', 1, INT32_MAX);
      size = readPagingParam(url, 'pageSize', defaultPageSize, maxPageSize);
    } catch (error) {
      if (!(error instanceof PagingParamError)) throw error;
      return problemResponse(400, 'Bad Request', error.message, instance);
    }
    const start = (number - 1) * size;
    const data = start < items.length ? items.slice(start, start + size) : [];
    const wire = (value: number) => (brand.numbersAsStrings ? String(value) : value);
    return jsonResponse({
      page: wire(number),
      pageSize: wire(size),
      totalCount: wire(items.length),
      data: withImages(data, url, base),
    });
  }

  function route(request: Request, url: URL, base: string, target: Route): Response {
    const instance = url.pathname;
    const denied = authorize(request, options.apiKey, instance);
    if (denied !== undefined) return denied;
    const brand = brands.get(target.brandId);
    if (brand === undefined) {
      return problemResponse(
        404,
        'Not Found',
        `Brand "${target.brandId}" does not exist.`,
        instance,
      );
    }
    if (target.endpoint === 'categories') return jsonResponse(brand.categories);
    if (
      target.endpoint === 'category' &&
      !brand.categories.some((category) => category.id === target.value)
    ) {
      return problemResponse(
        404,
        'Not Found',
        `Category "${target.value}" does not exist in brand "${brand.id}".`,
        instance,
      );
    }
    return page(url, base, brand, listOf(brand, target), instance);
  }

  /**
   * A demo image, answered before the API key check, latency and injected failures: it stands in
   * for a public CDN. `undefined` when the path is not under `{base}/demo-images/`.
   */
  function demoImage(request: Request, url: URL): Response | undefined {
    const rest = demoImagePath(url.pathname, basePath);
    if (rest === undefined) return undefined;
    return answerDemoImage(request, rest, (brandId) => brands.has(brandId), url.pathname);
  }

  /** Answers one request, or `undefined` when it is not for this service. */
  async function handle(request: Request): Promise<Response | undefined> {
    const url = new URL(request.url);
    if (origin !== undefined && url.origin !== origin) return undefined;
    const image = demoImage(request, url);
    if (image !== undefined) return image;
    const base = basePath ?? url.pathname.slice(0, Math.max(0, url.pathname.indexOf(API_PREFIX)));
    if (!url.pathname.startsWith(`${base}${API_PREFIX}`)) return undefined;
    const delay = latency();
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return methodNotAllowed('The service is read-only: use GET.', url.pathname);
    }
    if ((options.failureRate ?? 0) > 0 && random.next() < (options.failureRate ?? 0)) {
      const status = options.failureStatus ?? 503;
      return problemResponse(
        status,
        'Injected failure',
        'The mock was asked to fail this request.',
        url.pathname,
        status === 503 ? { 'retry-after': '1' } : {},
      );
    }
    const target = matchRoute(url.pathname, base);
    if (target === undefined) {
      return problemResponse(404, 'Not Found', 'No endpoint at this path.', url.pathname);
    }
    return route(request, url, base, target);
  }

  return { handle, dataset };
}

export type MockService = ReturnType<typeof createMockService>;
