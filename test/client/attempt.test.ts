import { createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptRequest } from '../../src/client/attempt.js';
import { startCall } from '../../src/client/call.js';
import { resolveClientOptions } from '../../src/client/resolveClientOptions.js';
import { until } from '../helpers/fakeClock.js';
import { failureOf } from '../helpers/localServer.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const json = (body: string, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'application/json' }, ...init });

/** A real `Response` whose `name` reads `value` instead, as a custom fetch may resolve to. */
function withOwn<T extends Response>(response: T, name: string, value: unknown): T {
  Object.defineProperty(response, name, { value });
  return response;
}

/** One attempt of `GET url` through a client with `fetch`, its answer read with `parse`. */
function attempt<T>(
  answer: () => Response,
  parse: (json: unknown) => T,
  maxResponseBytes?: number,
): Promise<T> {
  const fetch = async () => answer();
  const config = resolveClientOptions({ baseUrl: 'https://cds.test', fetch, maxResponseBytes });
  const call = startCall(config, 'https://cds.test/api/v1/x', [], undefined);
  call.attempts = 1;
  return attemptRequest(config, call, parse);
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** A body that arrives in the given chunks; `cancelled` says whether the client cancelled it. */
function chunked(chunks: Uint8Array[]) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

describe('what counts as an answer', () => {
  it.each([
    ['nothing', () => undefined as unknown as Response],
    ['status 0', () => withOwn(json('[]'), 'status', 0)],
    ['a status that is not a number', () => withOwn(json('[]'), 'status', '200')],
    ['an opaque answer', () => withOwn(json('[]'), 'type', 'opaque')],
    ['an opaque redirect', () => withOwn(json('[]'), 'type', 'opaqueredirect')],
    ['a network error', () => withOwn(json('[]'), 'type', 'error')],
  ])('refuses %s from a custom fetch as no usable response', async (_what, answer) => {
    const fetch = async () => answer();
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'network', status: undefined, attempts: 1 });
    expect(error.message).toContain('no usable response');
  });

  it('reports an informational status from a custom fetch as an HTTP failure', async () => {
    const fetch = async () => withOwn(json('[]'), 'status', 199);
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
    await expect(client.getCategories('acme')).rejects.toMatchObject({ kind: 'http', status: 199 });
  });

  it('takes every 2xx status as an answer, up to 299', async () => {
    for (const status of [200, 203, 299]) {
      const fetch = async () => json('[]', { status });
      const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
      await expect(client.getCategories('acme')).resolves.toEqual([]);
    }
  });

  it('reads a content type without the no-break spaces `Headers` keeps around it', async () => {
    const type = '\u00a0application/json\u00a0';
    const fetch = async () => json('[]', { headers: { 'content-type': type } });
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
  });

  it.each([
    'application/xml; profile=application/json',
    'text/html; charset=utf-8; note=text/plain',
    'image/svg+xml',
  ])('refuses a 2xx body served as %s, a JSON type named only after it', async (type) => {
    const fetch = async () => json('[]', { headers: { 'content-type': type } });
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
    await expect(client.getCategories('acme')).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 200,
    });
  });
});

describe('reading the body', () => {
  it('accepts a body of exactly maxResponseBytes, and refuses one byte more', async () => {
    const noStream = () => withOwn(json('[1]'), 'body', null);
    await expect(attempt(noStream, (body) => body, 3)).resolves.toEqual([1]);
    await expect(attempt(noStream, (body) => body, 2)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringContaining('body exceeds 2 bytes'),
    });
    const streamed = () => new Response(chunked([bytes('[1]')]).body);
    await expect(attempt(streamed, (body) => body, 3)).resolves.toEqual([1]);
  });

  it('reads a body that offers no reader as text', async () => {
    const noReader = () => withOwn(json('[2]'), 'body', {});
    await expect(attempt(noReader, (body) => body)).resolves.toEqual([2]);
  });

  it('calls a body of only whitespace empty', async () => {
    await expect(
      attempt(
        () => json(' \n '),
        (body) => body,
      ),
    ).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringContaining('empty body'),
    });
  });

  it('leaves no timeout timer behind once an attempt has answered', async () => {
    vi.useFakeTimers();
    try {
      await expect(
        attempt(
          () => json('[]'),
          (body) => body,
        ),
      ).resolves.toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('decodes a character split across chunks', async () => {
    const [a, b] = [bytes('["\u00e9"]').slice(0, 3), bytes('["\u00e9"]').slice(3)];
    const { body } = chunked([a, b]);
    await expect(
      attempt(
        () => new Response(body),
        (json) => json,
      ),
    ).resolves.toEqual(['\u00e9']);
  });

  it('cancels a body that grows past the limit, so the connection is freed', async () => {
    const chunk = bytes('[1,2,3,4,5]');
    const source = chunked([chunk, chunk, chunk]);
    await expect(
      attempt(
        () => new Response(source.body),
        (json) => json,
        15,
      ),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
    await until(source.cancelled, 5000);
  });

  it('keeps what a parser that broke threw as the cause', async () => {
    const bug = new RangeError('parser bug');
    const error = await failureOf(
      attempt(
        () => json('[]'),
        () => {
          throw bug;
        },
      ),
    );
    expect(error).toMatchObject({ kind: 'invalid-response', cause: bug });
  });
});

describe('hooks', () => {
  it('reports an onResponse hook that throws, on success and on failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onResponse = () => {
      throw new Error('logger down');
    };
    let status = 200;
    const fetch = async () => json('[]', { status });
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      fetch,
      onResponse,
      retry: 0,
    });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenLastCalledWith(
      expect.stringContaining('onResponse hook threw'),
      expect.any(Error),
    );
    status = 404;
    await expect(client.getCategories('acme')).rejects.toMatchObject({ status: 404 });
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError).toHaveBeenLastCalledWith(
      expect.stringContaining('onResponse hook threw'),
      expect.any(Error),
    );
  });
});
