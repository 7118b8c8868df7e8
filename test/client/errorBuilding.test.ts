import { createContentClient } from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';
import { failedAttemptError } from '../../src/client/errorBuilding.js';
import { createRedactor } from '../../src/client/redact.js';
import { failureOf } from '../helpers/localServer.js';

const baseUrl = 'https://cds.test';
const categoriesUrl = `${baseUrl}/api/v1/content/brands/acme/categories`;

/** A client whose every request gets `answer` (a fresh Response each time), or throws what it throws. */
function clientAnswering(answer: () => Response) {
  return createContentClient({ baseUrl, retry: 0, fetch: async () => answer() });
}

/** The message of a call whose fetch rejects with `thrown`. */
async function networkMessage(thrown: unknown): Promise<string> {
  const client = createContentClient({
    baseUrl,
    retry: 0,
    fetch: async () => {
      throw thrown;
    },
  });
  const error = await failureOf(client.getCategories('acme'));
  expect(error.kind).toBe('network');
  return error.message;
}

/** A fetch error as undici makes one: the system error `levels` causes below a `TypeError`. */
function fetchFailure(code: unknown, levels = 1): TypeError {
  let cause: unknown = Object.assign(new Error('system error'), { code });
  for (let level = 1; level < levels; level++) cause = new Error('wrapper', { cause });
  return new TypeError('fetch failed', { cause });
}

describe('HTTP error messages', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [408, 'Request Timeout'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
  ])('name a %i without a status text "%s"', async (status, reason) => {
    const client = clientAnswering(() => new Response(null, { status }));
    const error = await failureOf(client.getCategories('acme'));
    expect(error.message).toBe(`GET ${categoriesUrl} failed: ${status} ${reason}`);
  });

  it('name a blank status text by its reason phrase', async () => {
    const client = clientAnswering(() => new Response(null, { status: 503, statusText: '   ' }));
    const error = await failureOf(client.getCategories('acme'));
    expect(error.message).toBe(`GET ${categoriesUrl} failed: 503 Service Unavailable`);
  });

  it('name a status of a response without a status text (a polyfill) by its reason phrase', async () => {
    const client = clientAnswering(() => {
      const response = new Response(null, { status: 502 });
      Object.defineProperty(response, 'statusText', { value: undefined });
      return response;
    });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.message).toBe(`GET ${categoriesUrl} failed: 502 Bad Gateway`);
  });

  it('give only the number of a status without a known reason phrase', async () => {
    const client = clientAnswering(() => new Response(null, { status: 418 }));
    const error = await failureOf(client.getCategories('acme'));
    expect(error.message).toBe(`GET ${categoriesUrl} failed: 418`);
  });
});

describe('aborted calls', () => {
  it('say the call was aborted and keep the reason as the cause', async () => {
    const controller = new AbortController();
    const reason = new Error('user left the page');
    controller.abort(reason);
    const client = clientAnswering(() => new Response('[]'));
    const error = await failureOf(client.getCategories('acme', { signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(error.message).toBe(`GET ${categoriesUrl} was aborted`);
    expect(error.cause).toBe(reason);
  });
});

describe('network error messages', () => {
  it.each([
    ['UND_ERR_CONNECT_TIMEOUT', 'could not connect to cds.test (connection timed out)'],
    ['ETIMEDOUT', 'could not connect to cds.test (connection timed out)'],
    ['ECONNREFUSED', 'could not connect to cds.test (connection refused)'],
    ['ENOTFOUND', 'could not connect to cds.test (host not found)'],
    ['ECONNRESET', 'connection to cds.test lost (connection reset)'],
    ['UND_ERR_SOCKET', 'connection to cds.test lost (closed by the server)'],
  ])('turn %s into words', async (code, words) => {
    expect(await networkMessage(fetchFailure(code))).toBe(
      `GET ${categoriesUrl} network error: ${words}`,
    );
  });

  it('find a code up to 3 causes down, no deeper', async () => {
    expect(await networkMessage(fetchFailure('ECONNREFUSED', 3))).toContain('(connection refused)');
    expect(await networkMessage(fetchFailure('ECONNREFUSED', 4))).toBe(
      `GET ${categoriesUrl} network error: fetch failed`,
    );
  });

  it('add an unknown code only when it looks like a code', async () => {
    expect(await networkMessage(fetchFailure('EPROTO_X'))).toBe(
      `GET ${categoriesUrl} network error: fetch failed (EPROTO_X)`,
    );
    for (const code of ['not a CODE', 'ECODE and more', ['EARRAY'], 42]) {
      expect(await networkMessage(fetchFailure(code))).toBe(
        `GET ${categoriesUrl} network error: fetch failed`,
      );
    }
  });

  it('describe a thrown object without a message', async () => {
    expect(await networkMessage({ reason: 'odd' })).toBe(
      `GET ${categoriesUrl} network error: unknown failure`,
    );
  });

  it('read without a host when the URL cannot be parsed', () => {
    const error = failedAttemptError(
      {
        url: '/api/v1/content/brands/acme/categories',
        signal: undefined,
        redact: createRedactor(new Headers()),
        attempts: 1,
      },
      fetchFailure('ECONNREFUSED'),
      new AbortController().signal,
      1000,
    );
    expect(error.message).toBe(
      'GET /api/v1/content/brands/acme/categories network error: could not connect (connection refused)',
    );
  });
});
