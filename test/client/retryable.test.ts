import {
  ContentApiError,
  type ContentApiErrorKind,
  createContentClient,
  isRetryableError,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDefaults } from '../../src/client/retry.js';
import { type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

const httpError = (status: number) =>
  new ContentApiError(`failed: ${status}`, { kind: 'http', status });
const errorOfKind = (kind: ContentApiErrorKind) => new ContentApiError(kind, { kind });

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('isRetryableError', () => {
  it.each([400, 401, 403, 404, 405, 409, 410, 413, 414, 422, 451])(
    'says a %i answer will not pass on its own',
    (status) => expect(isRetryableError(httpError(status))).toBe(false),
  );

  it.each([408, 425, 429, 500, 501, 502, 503, 504, 507, 599])(
    'says a %i answer may pass',
    (status) => expect(isRetryableError(httpError(status))).toBe(true),
  );

  it('says a request refused before sending will not pass, and everything else may', () => {
    expect(isRetryableError(errorOfKind('invalid-request'))).toBe(false);
    for (const kind of ['network', 'timeout', 'aborted', 'invalid-response'] as const) {
      expect(isRetryableError(errorOfKind(kind))).toBe(true);
    }
  });

  it('judges by the status only an http answer, and any 4xx but the "not now" ones', () => {
    // An answer too large or malformed may pass next time, whatever its status.
    const tooLarge = new ContentApiError('body exceeds 10 bytes', {
      kind: 'invalid-response',
      status: 404,
    });
    expect(isRetryableError(tooLarge)).toBe(true);
    expect(isRetryableError(new ContentApiError('failed', { kind: 'http' }))).toBe(true);
    expect(isRetryableError(httpError(304))).toBe(true);
    expect(isRetryableError(httpError(499))).toBe(false);
  });

  it('agrees with the statuses the client retries by itself', () => {
    // The list is the client's own: an empty one would pass the loop below unchecked.
    expect(retryDefaults.statusCodes).toEqual(expect.arrayContaining([429, 503]));
    for (const status of retryDefaults.statusCodes) {
      expect(isRetryableError(httpError(status))).toBe(true);
    }
  });

  it('offers a retry for anything that is not a ContentApiError, and never throws', () => {
    for (const value of [new Error('x'), null, undefined, 'text', Object.create(null)]) {
      expect(isRetryableError(value)).toBe(true);
    }
    // A look-alike from another copy of the library counts as one.
    expect(isRetryableError({ name: 'ContentApiError', kind: 'http', status: 403 })).toBe(false);
  });

  it('judges the errors of real answers: 401 no, 503 yes', async () => {
    server = await startLocalServer((req, res) =>
      req.url?.includes('/tag/locked')
        ? sendJson(res, 401, { title: 'Unauthorized', detail: 'Send the API key.' })
        : sendJson(res, 503, { title: 'Service unavailable' }),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const locked = await client.getContentByTag('acme-outdoor', 'locked').catch((e: unknown) => e);
    const down = await client.getContentByTag('acme-outdoor', 'gear').catch((e: unknown) => e);
    expect(isRetryableError(locked)).toBe(false);
    expect(isRetryableError(down)).toBe(true);
  });
});
