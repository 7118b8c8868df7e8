import type { RequestEvent, ResponseEvent } from 'content-delivery-react/client';
import { type ContentApiError, createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

const apiKey = 'sk_live_S3cr3t+Key/With=Chars';
let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A hostile service: echoes the Authorization header back into every part of its error body and headers. */
function echoingServer(status: number) {
  return startLocalServer((req, res) => {
    const auth = String(req.headers.authorization);
    const key = auth.replace(/^Bearer /, '');
    sendJson(
      res,
      status,
      {
        title: `Bad key ${key}`,
        detail: `You sent ${auth} (${encodeURIComponent(key)})`,
        instance: `/x?key=${encodeURIComponent(key)}`,
        extensions: { nested: [{ echoed: key }] },
        [key]: 'as a member name',
      },
      'application/problem+json',
      { 'x-echo': key },
    );
  });
}

function assertNoKey(value: unknown) {
  const text = JSON.stringify(value) ?? String(value);
  expect(text).not.toContain(apiKey);
  expect(text).not.toContain(encodeURIComponent(apiKey));
}

describe('the API key', () => {
  it('is sent only in the Authorization header', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const client = createContentClient({ baseUrl: server.url, apiKey });
    await client.getCategories('acme');
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.url).not.toContain(apiKey);
    expect(client.buildUrl.contentByTag('acme', 'seo', { page: 1 })).not.toContain(apiKey);
  });

  it('never appears in errors, hook events or console output, even when the service echoes it', async () => {
    server = await echoingServer(403);
    const events: (RequestEvent | ResponseEvent)[] = [];
    const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    const client = createContentClient({
      baseUrl: server.url,
      apiKey,
      retry: 0,
      onRequest: (event) => events.push(event),
      onResponse: (event) => events.push(event),
    });
    let error: ContentApiError | undefined;
    try {
      await client.getContentByTag('acme', 'seo');
    } catch (caught) {
      error = caught as ContentApiError;
    }
    expect(error?.status).toBe(403);
    expect(error?.problem?.title).toBe('Bad key [redacted]');
    assertNoKey(error?.message);
    assertNoKey(error?.stack);
    assertNoKey(error?.toJSON());
    assertNoKey(error?.problem);
    assertNoKey(String(error?.cause));
    assertNoKey(events);
    expect(events[0]).toMatchObject({ headers: { authorization: '[redacted]' } });
    for (const spy of consoleSpies) {
      assertNoKey(spy.mock.calls);
    }
  });

  it('is redacted from a network error raised by a custom fetch that quotes it', async () => {
    const leakyFetch = async (_url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('authorization');
      throw new TypeError(`connect failed while sending ${auth}`);
    };
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      apiKey,
      fetch: leakyFetch,
      retry: 0,
    });
    const error = (await client
      .getCategories('acme')
      .catch((caught: unknown) => caught)) as ContentApiError;
    expect(error.kind).toBe('network');
    assertNoKey(error.message);
    assertNoKey(error.stack);
    assertNoKey((error.cause as Error).message);
    assertNoKey((error.cause as Error).stack);
  });

  it('redacts other secret headers too (x-api-key, cookies) from hook events', async () => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, []));
    const events: RequestEvent[] = [];
    const client = createContentClient({
      baseUrl: server.url,
      headers: { 'x-api-key': apiKey, 'x-trace': 'visible' },
      onRequest: (event) => events.push(event),
    });
    await client.getCategories('acme');
    expect(events[0]?.headers).toMatchObject({ 'x-api-key': '[redacted]', 'x-trace': 'visible' });
  });
});
