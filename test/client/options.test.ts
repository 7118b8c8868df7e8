import {
  type ContentApiError,
  type ContentClientOptions,
  createContentClient,
  type FetchFunction,
} from 'content-delivery-react/client';
import { describe, expect, it, vi } from 'vitest';
import { emptyPage } from '../helpers/localServer.js';

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

describe('createContentClient refuses each bad option with its message and field', () => {
  it.each<[string, Partial<ContentClientOptions>, string]>([
    ['queryKeyScope', { queryKeyScope: 5 as unknown as string }, 'be a string'],
    ['apiKey', { apiKey: 42 as unknown as string }, 'be printable ASCII (value not shown)'],
    ['fetch', { fetch: 'fetch' as unknown as FetchFunction }, 'be a function'],
    ['maxResponseBytes', { maxResponseBytes: 0 }, 'be a whole number of bytes > 0'],
    ['maxResponseBytes', { maxResponseBytes: 1.5 }, 'be a whole number of bytes > 0'],
    ['timeoutMs', { timeoutMs: 2 ** 31 }, 'be a number of ms > 0, or false'],
    ['timeoutMs', { timeoutMs: 0 }, 'be a number of ms > 0, or false'],
    [
      'baseUrl',
      { baseUrl: 'https://user:pw@cds.example.com' },
      'not contain credentials, a query or a fragment',
    ],
  ])('%s: %o', (field, options, rule) => {
    const error = refusal(options);
    expect(error).toMatchObject({ name: 'ContentApiError', kind: 'invalid-request', field });
    expect(error.message).toBe(`createContentClient: ${field} must ${rule}`);
  });
});

describe('createContentClient accepts the edge values of its options', () => {
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
