import type { BrandIndexOptions } from './brandIndex/brandIndexTypes.js';
import type { ContentApiError } from './errors.js';
import type { ContentEventHandler, ContentTelemetry } from './events.js';
import type { RetryOptions } from './retry.js';

/**
 * Headers as a plain object, a list of pairs or a `Headers` instance. Declared
 * here rather than using the DOM's `HeadersInit`, which Node-only and edge
 * projects (no `lib: ["dom"]`) do not have.
 */
export type HeadersLike = Headers | Record<string, string> | [string, string][];

/** Next.js's extension of `fetch` options (`next: { revalidate, tags }`), typed here so no Next types are needed. */
export interface NextFetchOptions {
  /** Seconds until the cached response is stale; `false` caches indefinitely. */
  revalidate?: number | false;
  /** Cache tags; the client adds its own (see `contentCacheTags`). */
  tags?: string[];
}

/**
 * Extra `fetch` options passed through unchanged (e.g. `cache`, `credentials`, `priority`,
 * Next.js `next`), except `redirect`: with a secret in the headers (the API key, a token) always `'manual'`,
 * the client following same-origin redirects itself (at most 5) and refusing any other;
 * without one `'follow'`, an answer from another origin still refused.
 */
export type ContentFetchOptions = Omit<RequestInit, 'method' | 'body' | 'signal' | 'headers'> & {
  next?: NextFetchOptions;
};

/** A `fetch` implementation; `globalThis.fetch`, Next.js's patched fetch and test doubles all fit. */
export type FetchFunction = (
  input: string,
  init: RequestInit & { next?: NextFetchOptions },
) => Promise<Response>;

/** Passed to `onRequest` before every attempt. Sensitive headers are shown as `[redacted]`. */
export interface RequestEvent {
  method: 'GET';
  url: string;
  /** Request headers, lower-case names; `authorization` and other secret-looking headers redacted. */
  headers: Record<string, string>;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
}

/** Passed to `onResponse` after every attempt, successful or not. */
export interface ResponseEvent {
  method: 'GET';
  url: string;
  attempt: number;
  /** HTTP status, when an answer arrived. */
  status: number | undefined;
  /** Time from sending to the body being read and checked. */
  durationMs: number;
  /** The failure of this attempt; `undefined` on success. */
  error: ContentApiError | undefined;
}

/** Options of `createContentClient`. */
export interface ContentClientOptions {
  /**
   * Base URL of the service, e.g. `https://cds.example.com`; may carry a path prefix; a trailing slash is allowed.
   * In a browser it may also be a path on the page's own origin, e.g. `/api/content` (a proxy that adds the key):
   * it is resolved against `location` at each request, so a module may create the client during SSR, but a
   * request made where there is no page (Node, edge) rejects with `invalid-request` (field `baseUrl`).
   */
  baseUrl: string;
  /**
   * The scope of this client's query keys. Set it only when one app talks to two different
   * services, so their cached data does not mix; clients of the same service (a server client
   * with the key, a browser client through a proxy) must share it, so hydrated data is reused.
   * @default 'default'
   */
  queryKeyScope?: string | undefined;
  /**
   * API key, sent only as `Authorization: Bearer <apiKey>`; never in URLs,
   * query keys, error messages or hook events.
   */
  apiKey?: string | undefined;
  /**
   * `fetch` to use (Next.js, tests, instrumentation).
   * @default globalThis.fetch, looked up at each request (so MSW and other interceptors installed later apply)
   */
  fetch?: FetchFunction | undefined;
  /** Extra headers for every request. */
  headers?: HeadersLike | undefined;
  /**
   * Time limit of one attempt in milliseconds, including reading the body; `false` disables it.
   * @default 10000
   */
  timeoutMs?: number | false | undefined;
  /**
   * Number of retries, or a full retry policy; `0` disables retrying.
   * @default 2 (retries, with the other defaults of `RetryOptions`)
   */
  retry?: number | RetryOptions | undefined;
  /**
   * Largest response body accepted, in bytes; bigger bodies reject with `invalid-response`.
   * @default 67108864 (64 MiB)
   */
  maxResponseBytes?: number | undefined;
  /** `fetch` options applied to every request (per-call `fetchOptions` win). */
  fetchOptions?: ContentFetchOptions | undefined;
  /** Called before every attempt, for logging and tracing. Errors thrown by it are reported with `console.error` and ignored. */
  onRequest?: ((event: RequestEvent) => void) | undefined;
  /** Called after every attempt. Errors thrown by it are reported with `console.error` and ignored. */
  onResponse?: ((event: ResponseEvent) => void) | undefined;
  /**
   * Receives every degradation the client and its brand index recover from (an item the index
   * could not hold, a store that failed, a walk that failed or was resumed, a head check), with
   * a kind and the brand, never the key: wire it to your logs or alerts. Errors thrown by it
   * are ignored. See `ContentEvent` and docs/observability.md.
   * @default none
   */
  onEvent?: ContentEventHandler | undefined;
  /**
   * Traces (a span per service request, walk and index lookup) and counters (requests,
   * degradations, index lookups): `openTelemetry()` from `content-delivery-react/opentelemetry`.
   * @default none: nothing is recorded
   */
  telemetry?: ContentTelemetry | undefined;
  /**
   * The client's brand index, which slug lookups, language versions and one-language lists
   * use (see `createBrandIndex`): its options (e.g. a shared `storage`); `'proxy'` in a
   * browser whose `baseUrl` is a `createContentProxy` with an index, so lookups cost one
   * request to it; `false` for none (lookups search the lists, bounded).
   * @default {} (an index in memory) where there is no DOM (servers, workers); false in a
   * browser, and for a relative `baseUrl` (a browser client, even while it renders on a server)
   */
  brandIndex?: BrandIndexOptions | 'proxy' | false | undefined;
}

/** Options of one call. */
export interface RequestOptions {
  /** Cancels the call, including a pending retry wait; the call rejects with kind `aborted`. */
  signal?: AbortSignal | undefined;
  /** Extra headers for this call. */
  headers?: HeadersLike | undefined;
  /** `fetch` options for this call, merged over the client's. */
  fetchOptions?: ContentFetchOptions | undefined;
}
