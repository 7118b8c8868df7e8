import { gzipSync } from 'node:zlib';
import { createContentClient } from 'content-delivery-react/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport } from '../../src/client/transport.js';
import {
  emptyPage,
  failureOf,
  type LocalServer,
  sendJson,
  startLocalServer,
} from '../helpers/localServer.js';

const fastRetry = { limit: 2, backoffMs: 5, maxBackoffMs: 10 };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('bodies', () => {
  it('rejects a body larger than maxResponseBytes', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(`[${'"x",'.repeat(10_000)}"x"]`);
    });
    const client = createContentClient({ baseUrl: server.url, maxResponseBytes: 1000, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(/exceeds 1000 bytes/);
  });

  it.each([
    ['application/json', 200],
    ['text/json; charset=utf-8', 200],
    ['text/plain', 200],
    ['application/problem+json', 200],
  ])('accepts %s', async (contentType) => {
    server = await startLocalServer((_req, res) => sendJson(res, 200, [], contentType));
    const client = createContentClient({ baseUrl: server.url });
    await expect(client.getCategories('acme')).resolves.toEqual([]);
  });

  it('rejects a success answer of the wrong content type, naming it', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 200, '<html>Sign in to the portal</html>', 'text/html'),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain('text/html');
  });

  it('rejects an empty 200 and truncated JSON without retrying', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url?.endsWith('/tag/empty')) sendJson(res, 200, '');
      else sendJson(res, 200, '{"page":1,"data":[');
    });
    const client = createContentClient({ baseUrl: server.url, retry: fastRetry });
    await expect(client.getContentByTag('acme', 'empty')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/empty body/),
    });
    await expect(client.getContentByTag('acme', 'cut')).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/not valid JSON/),
    });
    expect(server.requests).toHaveLength(2);
  });

  it('handles deep success JSON, prototype keys, a BOM, gzip, broken gzip and 204', async () => {
    const bodies = [
      () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      () => '[{"id":"p","__proto__":{"x":1},"translations":{"constructor":{"name":"c"}}}]',
    ];
    server = await startLocalServer((req, res) => {
      const tag = req.url?.split('/')[5];
      if (tag === '0' || tag === '1') sendJson(res, 200, bodies[Number(tag)]?.() ?? '');
      else if (tag === 'bom') sendJson(res, 200, '\ufeff[]');
      else if (tag === 'gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(req.url?.endsWith('categories') ? gzipSync('[]') : 'not gzip');
      } else {
        res.writeHead(204);
        res.end();
      }
    });
    const left: unknown[] = [];
    const client = createContentClient({
      baseUrl: server.url,
      retry: 0,
      onEvent: (event) => left.push(event.kind === 'item-left-out' && event.field),
    });
    // 100 000 levels deep: read without a stack overflow, and the one row (an array, no
    // category) left out.
    await expect(client.getCategories('0')).resolves.toEqual([]);
    expect(left).toEqual(['[0]']);
    const [category] = await client.getCategories('1');
    expect(category?.translations.constructor).toEqual({ name: 'c', description: null });
    expect(Reflect.get({}, 'x')).toBeUndefined();
    await expect(client.getCategories('bom')).resolves.toEqual([]);
    await expect(client.getCategories('gzip')).resolves.toEqual([]);
    await expect(client.getContentByTag('gzip', 'x')).rejects.toMatchObject({ kind: 'network' });
    await expect(client.getCategories('none')).rejects.toMatchObject({
      kind: 'invalid-response',
      status: 204,
    });
  });

  it('reports a 502 HTML page as an http error without problem details', async () => {
    server = await startLocalServer((_req, res) =>
      sendJson(res, 502, '<html><body>Bad gateway</body></html>', 'text/html'),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'http', status: 502, problem: undefined });
    expect(error.message).toMatch(/failed: 502 Bad Gateway$/);
  });
});

describe('response parsers', () => {
  it('reports a parser that throws something other than a shape error as invalid-response, never retried', async () => {
    const apiKey = 'sk_test_parser_bug_key';
    server = await startLocalServer((_req, res) => sendJson(res, 200, emptyPage));
    const send = createTransport({
      apiKey,
      headers: new Headers({ authorization: `Bearer ${apiKey}` }),
      timeoutMs: 1000,
      retry: {
        limit: 2,
        backoffMs: 5,
        maxBackoffMs: 10,
        maxRetryAfterMs: 30_000,
        statusCodes: new Set([503]),
      },
      maxResponseBytes: 1024,
    });
    const url = `${server.url}/api/v1/content/brands/acme/categories`;
    const parserWithABug = (): never => {
      throw new TypeError(`cannot read properties of undefined (near ${apiKey})`);
    };
    const error = await failureOf(send(url, [], parserWithABug, undefined));
    expect(error).toMatchObject({ kind: 'invalid-response', attempts: 1, status: 200 });
    expect(error.message).toBe(
      `GET ${url} invalid response: could not be read (TypeError: cannot read properties of undefined (near [redacted]))`,
    );
    expect(server.requests).toHaveLength(1);
  });
});
