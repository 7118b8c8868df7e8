import type { MockDataset } from './types.js';

/** Options of the mock service, shared by `createMockHandlers`, `createMockFetch` and `startMockServer`. */
export interface MockServiceOptions {
  /**
   * Base URL the mock answers under (may carry a path prefix). With MSW, omit it to answer on any origin.
   * @default any origin
   */
  baseUrl?: string | undefined;
  /**
   * Data to serve.
   * @default createDemoDataset()
   */
  dataset?: MockDataset | undefined;
  /** When set, requests must send `Authorization: Bearer <apiKey>`: missing → 401, wrong → 403. */
  apiKey?: string | undefined;
  /**
   * Artificial latency per request, fixed or a `[min, max]` range in milliseconds.
   * @default 0
   */
  latencyMs?: number | readonly [number, number] | undefined;
  /**
   * Fraction of requests (0 to 1) answered with `failureStatus`, for demos of error states.
   * Deterministic for a given `seed`.
   * @default 0
   */
  failureRate?: number | undefined;
  /**
   * Status of injected failures (503 also sends `Retry-After: 1`).
   * @default 503
   */
  failureStatus?: number | undefined;
  /** Seed of the latency and failure generator. @default 1 */
  seed?: number | undefined;
  /** Page size when the request has none. @default 10 */
  defaultPageSize?: number | undefined;
  /** Largest accepted `pageSize`; larger ones get 400. @default 100 */
  maxPageSize?: number | undefined;
  /**
   * Where the demo data's images point. The service serves them itself at
   * `{base}/demo-images/{brand}/{name}.svg` (no API key, like a CDN); set a base such as
   * `'/demo-images/'` when the app serves them with `demoImageResponse` instead (needed with
   * `createMockFetch` in a browser, which has no server), or `false` to keep the
   * never-resolving `https://demo-images.invalid/…` URLs. Only URLs starting with that placeholder
   * (in `imageUrl` and `<img src>`) are moved, so custom data sets come back unchanged.
   * @default `{request origin}{base path}/demo-images/`
   */
  demoImageBaseUrl?: string | false | undefined;
}
