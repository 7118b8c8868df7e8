import { createDefaultBrandIndex } from '#default-brand-index';
import type { BrandIndex } from './brandIndex/brandIndexTypes.js';
import { setProxyLookups } from './brandIndex/indexedLookup.js';
import { indexLookupUrl } from './brandIndex/indexPaths.js';
import { requestCacheTags } from './cacheTags.js';
import type { ContentClient, ListOptions } from './contentClient.js';
import { invalidRequest } from './errorBuilding.js';
import {
  createObservers,
  inSpan,
  REQUEST_SPAN,
  REQUESTS_COUNTER,
  setClientObservers,
} from './events.js';
import {
  normalizeCategories,
  normalizeIndexedPage,
  normalizePagedContent,
  type ShapeReport,
} from './normalize.js';
import type { ContentClientOptions, RequestOptions } from './options.js';
import { isSensitiveHeader, type Redactor } from './redact.js';
import { resolveClientOptions } from './resolveClientOptions.js';
import { createTransport } from './transport.js';
import { type Endpoint, endpointUrl, onPageOrigin, type PageParams } from './url.js';
import { fieldIgnored, itemLeftOut } from './warnings.js';

/** Events (`field-ignored`, `item-left-out`) one answer may cause; the rest are not reported. */
const maxReportsPerAnswer = 100;
/** Development warnings one answer may print (each once): enough to name the problem. */
const maxWarningsPerAnswer = 5;

/**
 * Creates a typed client for the Content Delivery Service. It imports no
 * React and runs in browsers, Node 20+, edge runtimes and React Server
 * Components. Invalid options throw a `ContentApiError` (`invalid-request`);
 * every method returns a promise that rejects, never throws.
 *
 * @example
 * const client = createContentClient({ baseUrl: 'https://cds.example.com', apiKey });
 * const { data, totalCount } = await client.getContentByTag('acme', 'seo', { page: 1, pageSize: 20 });
 */
export function createContentClient(options: ContentClientOptions): ContentClient {
  const config = resolveClientOptions(options);
  const { baseUrl, relativeBase, queryKeyScope } = config;
  const send = createTransport(config);
  const { telemetry } = options;
  if (telemetry !== undefined && (typeof telemetry !== 'object' || telemetry === null)) {
    throw invalidRequest('createContentClient: telemetry must be an object', 'telemetry');
  }
  if (options.onEvent !== undefined && typeof options.onEvent !== 'function') {
    throw invalidRequest('createContentClient: onEvent must be a function', 'onEvent');
  }
  const observers = createObservers(options.onEvent, telemetry, serviceIdentity(config));
  /**
   * Where the reads of `brandId`'s answers report what they did not take as sent. Paths and ids
   * come from the answer, which may echo a secret (a member named by the key): redacted, as an
   * error's `field` is.
   */
  const reportFor = (brandId: string, redact: Redactor): ShapeReport => {
    const safeId = (itemId: string | undefined) =>
      itemId === undefined ? undefined : redact.text(itemId);
    // Bounded per answer: a service that breaks every field of a 100-item page (or sends a
    // category with 100 000 translations) costs at most this many events and warnings, not one
    // per field. The items themselves are still each kept or left out.
    let reports = 0;
    const reporting = () => {
      reports += 1;
      return reports <= maxReportsPerAnswer;
    };
    return {
      fieldIgnored(field, itemId) {
        if (!reporting()) return;
        const event = { brandId, itemId: safeId(itemId), field: redact.text(field) };
        observers.emit({ kind: 'field-ignored', ...event });
        if (reports <= maxWarningsPerAnswer) fieldIgnored(brandId, event.itemId, event.field);
      },
      itemLeftOut(field, problem, itemId) {
        if (!reporting()) return;
        const event = { brandId, itemId: safeId(itemId), field: redact.text(field) };
        observers.emit({ kind: 'item-left-out', ...event });
        if (reports <= maxWarningsPerAnswer)
          itemLeftOut(brandId, event.itemId, redact.text(problem));
      },
    };
  };

  /** Sends the request of one endpoint; a refused identifier throws before anything is sent. */
  const request = <T>(
    endpoint: Endpoint,
    parse: (json: unknown, redact: Redactor) => T,
    brandId: string,
    key: string | undefined,
    params: PageParams | null | undefined,
    call: RequestOptions | null | undefined,
  ): Promise<T> => {
    const built = endpointUrl(baseUrl, endpoint, brandId, key, params);
    // Redirect and origin checks, events and errors all need the absolute URL.
    const url = relativeBase ? onPageOrigin(built, baseUrl) : built;
    const tags = requestCacheTags(brandId, endpoint, key);
    if (telemetry === undefined) return send(url, tags, parse, call);
    // The span names the endpoint and the brand, never the URL's other parts (a slug is not
    // a metric dimension) nor anything secret.
    const attributes = { endpoint, brand: brandId.slice(0, 80) };
    return inSpan(telemetry, REQUEST_SPAN, attributes, () => send(url, tags, parse, call)).then(
      (result) => {
        countRequest(telemetry, endpoint, 'ok');
        return result;
      },
      (error: unknown) => {
        countRequest(telemetry, endpoint, 'error');
        throw error;
      },
    );
  };
  const buildUrl =
    (endpoint: Endpoint) =>
    (brandId: string, key?: string, params?: PageParams): string =>
      endpointUrl(baseUrl, endpoint, brandId, key, params);
  // Async, so that a refused identifier or option rejects rather than throws.
  const list =
    (endpoint: Endpoint) => async (brandId: string, key: string, call?: ListOptions | null) =>
      request(
        endpoint,
        (json, redact) => normalizePagedContent(json, reportFor(brandId, redact)),
        brandId,
        key,
        call,
        call,
      );

  let brandIndex: BrandIndex | undefined;
  const client: ContentClient = {
    baseUrl,
    queryKeyScope,
    get brandIndex() {
      return brandIndex;
    },
    buildUrl: {
      categories: buildUrl('categories'),
      contentByCategory: buildUrl('category'),
      contentByLanguage: buildUrl('lang'),
      contentByTag: buildUrl('tag'),
    },
    getCategories: async (brandId, call) =>
      request(
        'categories',
        (json, redact) => normalizeCategories(json, reportFor(brandId, redact)),
        brandId,
        undefined,
        undefined,
        call,
      ),
    getContentByCategory: list('category'),
    getContentByLanguage: list('lang'),
    getContentByTag: list('tag'),
  };
  setClientObservers(client, observers);
  const choice = options.brandIndex;
  if (choice === 'proxy') {
    const ask = <T>(
      url: string,
      parse: (json: unknown, redact: Redactor) => T,
      call: RequestOptions,
    ) => send(relativeBase ? onPageOrigin(url, baseUrl) : url, [], parse, call);
    setProxyLookups(client, {
      slug: async (brandId, slug, lang, call) =>
        (
          await ask(
            indexLookupUrl(baseUrl, 'slug', brandId, slug, lang),
            (json, redact) => normalizePagedContent(json, reportFor(brandId, redact)),
            call,
          )
        ).data[0] ?? null,
      variants: async (brandId, groupId, call) =>
        (
          await ask(
            indexLookupUrl(baseUrl, 'variants', brandId, groupId),
            (json, redact) => normalizeIndexedPage(json, reportFor(brandId, redact)),
            call,
          )
        ).data,
      ask: (path, parse, call) => ask(`${baseUrl}/${path}`, parse, call),
    });
    return client;
  }
  // A page's client, or one whose relative base URL only a page can resolve, never walks a brand.
  if (choice === false || (choice === undefined && (hasPage() || relativeBase))) return client;
  if (choice !== undefined && (typeof choice !== 'object' || choice === null)) {
    throw invalidRequest("brandIndex must be options, 'proxy' or false", 'brandIndex');
  }
  // Creating one costs no request: the first lookup of a brand walks it.
  brandIndex = createDefaultBrandIndex(client, choice ?? {});
  return client;
}

/** Counts one request in `telemetry`; a failing counter must not fail the request. */
function countRequest(
  telemetry: NonNullable<ContentClientOptions['telemetry']>,
  endpoint: Endpoint,
  outcome: 'ok' | 'error',
) {
  try {
    telemetry.count(REQUESTS_COUNTER, 1, { endpoint, outcome });
  } catch {}
}

/**
 * What names the service and the rights a client has: its base URL and the values of its
 * secret headers (the API key's `authorization` among them), sorted by name. Brand indexes
 * in a shared store are kept apart by a hash of it (see `serviceNamespace`), so two services,
 * or two keys with different rights, never read each other's index.
 */
function serviceIdentity(config: ReturnType<typeof resolveClientOptions>): string {
  const secrets: string[] = [];
  config.headers.forEach((value, name) => {
    if (isSensitiveHeader(name)) secrets.push(`${name}: ${value}`);
  });
  return [config.baseUrl, ...secrets.sort()].join('\n');
}

/** A browser (or a DOM test environment): a client there never walks a brand. */
function hasPage(): boolean {
  return typeof document !== 'undefined';
}
