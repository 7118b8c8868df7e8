import {
  type ContentApiError,
  type ContentClientOptions,
  createContentClient,
  type FetchFunction,
} from 'content-delivery-react/client';
import { describe, expect, it, vi } from 'vitest';
import { emptyPage, sendJson, startLocalServer } from '../helpers/localServer.js';

const baseUrl = 'https://cds.example.com';

/** The error `createContentClient` throws for `options`. */
function refusal(options: Partial<ContentClientOptions>): ContentApiError {
  try {
    createContentClient({ baseUrl, ...options } as ContentClientOptions);
  } catch (error) {
    return error as ContentApiError;
  }
  throw new Error('expected createContentClient to throw');
}

/** A fake fetch that answers an empty page, and the headers of each request it got. */
function recordingFetch() {
  const headers: Headers[] = [];
  const fetch = vi.fn<FetchFunction>(async (_url, init) => {
    headers.push(new Headers(init.headers));
    return Response.json(emptyPage);
  });
  return { fetch, headers };
}

const notHttp = 'be an absolute http(s) URL or a plain path such as /api/content';
const noSecrets = 'not contain credentials, a query or a fragment';
const notStatuses = 'list statusCodes as HTTP status numbers';

describe('createContentClient refuses each bad option with its message and field', () => {
  it.each<[string, Partial<ContentClientOptions>, string]>([
    ['queryKeyScope', { queryKeyScope: 5 as unknown as string }, 'be a string'],
    ['apiKey', { apiKey: 42 as unknown as string }, 'be printable ASCII (value not shown)'],
    ['fetch', { fetch: 'fetch' as unknown as FetchFunction }, 'be a function'],
    ['maxResponseBytes', { maxResponseBytes: 0 }, 'be a whole number of bytes > 0'],
    ['maxResponseBytes', { maxResponseBytes: 1.5 }, 'be a whole number of bytes > 0'],
    ['timeoutMs', { timeoutMs: 2 ** 31 }, 'be a number of ms > 0, or false'],
    ['timeoutMs', { timeoutMs: 0 }, 'be a number of ms > 0, or false'],
    ['baseUrl', { baseUrl: 'xhttp://cds.example.com' }, notHttp],
    // A URL object would work, but the client promises to keep the string it was given.
    ['baseUrl', { baseUrl: new URL(baseUrl) as unknown as string }, notHttp],
    ['baseUrl', { baseUrl: 'https://user:pw@cds.example.com' }, noSecrets],
    ['baseUrl', { baseUrl: 'https://user@cds.example.com' }, noSecrets],
    ['baseUrl', { baseUrl: 'https://:pw@cds.example.com' }, noSecrets],
    ['retry', { retry: 'three' as unknown as number }, 'be a number of retries or retry options'],
    ['retry', { retry: { maxBackoffMs: -1 } }, 'be numbers >= 0'],
    // Comparing a symbol with 0 throws a TypeError: the type is checked first.
    ['retry', { retry: { backoffMs: Symbol('ms') as unknown as number } }, 'be numbers >= 0'],
    ['retry', { retry: { statusCodes: [99] } }, notStatuses],
    ['retry', { retry: { statusCodes: [600] } }, notStatuses],
    ['retry', { retry: { statusCodes: [502.5] } }, notStatuses],
    ['retry', { retry: { statusCodes: [503, 99] } }, notStatuses],
  ])('%s: %o', (field, options, rule) => {
    const error = refusal(options);
    expect(error).toMatchObject({ name: 'ContentApiError', kind: 'invalid-request', field });
    expect(error.message).toBe(`createContentClient: ${field} must ${rule}`);
  });
});

describe('createContentClient without an options object', () => {
  it.each([undefined, null])('refuses %s, naming options', (options) => {
    let error: ContentApiError | undefined;
    try {
      createContentClient(options as unknown as ContentClientOptions);
    } catch (caught) {
      error = caught as ContentApiError;
    }
    expect(error).toMatchObject({ name: 'ContentApiError', kind: 'invalid-request' });
    expect(error?.field).toBe('options');
    expect(error?.message).toBe('createContentClient: options must be an object');
  });
});

describe('createContentClient accepts the edge values of its options', () => {
  it('retry statusCodes from 100 to 599, and retries a 599 answer', async () => {
    let calls = 0;
    const fetch = vi.fn<FetchFunction>(async () =>
      ++calls === 1 ? new Response(null, { status: 599 }) : Response.json(emptyPage),
    );
    const retry = { statusCodes: [100, 599], backoffMs: 0 };
    const client = createContentClient({ baseUrl, fetch, retry });
    await expect(client.getContentByTag('acme', 'seo')).resolves.toEqual(emptyPage);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retry durations with a fraction of a millisecond (only the retry limit must be whole)', () => {
    const retry = { limit: 2, backoffMs: 0.5, maxBackoffMs: 1.5, maxRetryAfterMs: 2.5 };
    expect(() => createContentClient({ baseUrl, retry })).not.toThrow();
    expect(() => createContentClient({ baseUrl, retry: { limit: 1.5 } })).toThrow(
      'be numbers >= 0',
    );
  });

  it('a one-character API key, sent as the bearer token', async () => {
    const { fetch, headers } = recordingFetch();
    await createContentClient({ baseUrl, apiKey: 'k', fetch }).getContentByTag('acme', 'seo');
    expect(headers[0]?.get('authorization')).toBe('Bearer k');
  });

  it('timeoutMs false and the largest timer delay, 2 ** 31 - 1 ms', () => {
    expect(() => createContentClient({ baseUrl, timeoutMs: false })).not.toThrow();
    expect(() => createContentClient({ baseUrl, timeoutMs: 2 ** 31 - 1 })).not.toThrow();
    expect(() => createContentClient({ baseUrl, maxResponseBytes: 1 })).not.toThrow();
  });
});

describe('the defaults', () => {
  it('scope query keys as default', () => {
    expect(createContentClient({ baseUrl }).queryKeyScope).toBe('default');
    expect(createContentClient({ baseUrl, queryKeyScope: 'eu' }).queryKeyScope).toBe('eu');
  });
});

describe('the accept header', () => {
  it('defaults to application/json', async () => {
    const { fetch, headers } = recordingFetch();
    await createContentClient({ baseUrl, fetch }).getContentByTag('acme', 'seo');
    expect(headers[0]?.get('accept')).toBe('application/json');
  });

  it('is sent as the app set it', async () => {
    const { fetch, headers } = recordingFetch();
    const accept = 'application/vnd.cds+json';
    await createContentClient({ baseUrl, fetch, headers: { Accept: accept } }).getContentByTag(
      'acme',
      'seo',
    );
    expect(headers[0]?.get('accept')).toBe(accept);
  });
});

describe('the trailing slashes of baseUrl', () => {
  it('are all dropped, so no request path has an empty segment', async () => {
    const service = await startLocalServer((_req, res) => sendJson(res, 200, emptyPage));
    try {
      const client = createContentClient({ baseUrl: `${service.url}/content///`, retry: 0 });
      expect(client.baseUrl).toBe(`${service.url}/content`);
      await expect(client.getContentByTag('acme', 'seo')).resolves.toEqual(emptyPage);
      expect(service.requests.map((request) => request.url)).toEqual([
        '/content/api/v1/content/brands/acme/tag/seo',
      ]);
    } finally {
      await service.close();
    }
  });

  it('are all dropped from a relative base too', () => {
    expect(createContentClient({ baseUrl: '/api/content//' }).baseUrl).toBe('/api/content');
  });
});
