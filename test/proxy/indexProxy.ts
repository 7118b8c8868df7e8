// What the tests of the proxy's brand-index lookups share: the mock service on 127.0.0.1 with a
// key, a proxy over it whose upstream requests and reported problems are recorded, and `ask`,
// which reads an answer as a caller would and checks the key is nowhere in it.
import { createMockDataset, type MockBrand } from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import {
  type ContentProxyOptions,
  createContentProxy,
  type ProxyErrorEvent,
} from 'content-delivery-react/proxy';
import { afterAll, beforeAll, expect } from 'vitest';

/** `/` and `+` make the key's encoded forms differ from it. */
export const apiKey = 'sk_live_Index-Key/9+z';
/** The origin the caller's requests go to; the proxy serves below `/api/content`. */
export const site = 'http://site.test';

/** The mock service's address, known once the file's `beforeAll` has started it. */
export interface ServedBrands {
  readonly url: string;
}

/** Serves `brands` (with {@link apiKey}) from before this file's tests until after them. */
export function serveMockBrands(brands: MockBrand[]): ServedBrands {
  let service: MockServer | undefined;
  beforeAll(async () => {
    service = await startMockServer({ apiKey, dataset: createMockDataset(brands) });
  });
  afterAll(() => service?.close());
  return {
    get url() {
      if (!service) throw new Error('the mock service starts in beforeAll');
      return service.url;
    },
  };
}

/** A proxy with the key over `baseUrl`; records each upstream path and query, and each problem. */
export function recordedProxy(baseUrl: string, options: Partial<ContentProxyOptions> = {}) {
  const upstream: string[] = [];
  const errors: ProxyErrorEvent[] = [];
  const proxy = createContentProxy({
    baseUrl,
    apiKey,
    onError: (event) => errors.push(event),
    ...options,
    fetch: (input, init) => {
      const url = new URL(input);
      upstream.push(url.pathname + url.search);
      return fetch(input, init);
    },
  });
  return { proxy, upstream, errors };
}

/** Everything a caller could read of an answer: status, headers and body (never the key). */
export async function read(response: Response) {
  const body = await response.text();
  const headers = Object.fromEntries(response.headers);
  const visible = `${JSON.stringify(headers)}\n${body}`;
  // The key, as written or encoded in any way a client might decode it.
  for (const form of [apiKey, encodeURIComponent(apiKey), apiKey.replace('/', '\\/')]) {
    expect(visible).not.toContain(form);
  }
  return { status: response.status, headers, body, json: () => JSON.parse(body) as unknown };
}

/** Sends a request for `path` below the proxy's `/api/content` and reads the answer. */
export const ask = (
  proxy: (request: Request) => Promise<Response>,
  path: string,
  init?: RequestInit,
) => proxy(new Request(`${site}/api/content${path}`, init)).then(read);

/** The RFC 9457 body of the proxy's problem answers, whose `type` is always `about:blank`. */
export const problem = (status: number, title: string, detail: string) => ({
  type: 'about:blank',
  title,
  status,
  detail,
});
