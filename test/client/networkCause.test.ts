import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import {
  type ContentApiError,
  createContentClient,
  isContentApiError,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../helpers/localServer.js';

const apiKey = 'SECRET-network-key-123';

async function failureOf(promise: Promise<unknown>): Promise<ContentApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isContentApiError(error)) throw new Error(`expected a ContentApiError, got ${error}`);
  return error;
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('network error messages', () => {
  it('name a refused connection and its address, and keep the cause', async () => {
    const port = await closedPort();
    const client = createContentClient({ baseUrl: `http://127.0.0.1:${port}`, retry: 0 });
    const error = await failureOf(client.getCategories('acme-outdoor'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(
      `GET http://127.0.0.1:${port}/api/v1/content/brands/acme-outdoor/categories network error: could not connect to 127.0.0.1:${port} (connection refused)`,
    );
    // The cause chain is kept for code that inspects it.
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(((error.cause as Error).cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('name a port fetch refuses to use', async () => {
    const client = createContentClient({ baseUrl: 'http://127.0.0.1:1', retry: 0 });
    const error = await failureOf(client.getCategories('acme-outdoor'));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('could not connect to 127.0.0.1:1 (port blocked by fetch)');
  });

  it('name a server that closes the connection', async () => {
    server = await startLocalServer((req) => req.socket.destroy());
    const client = createContentClient({ baseUrl: server.url, retry: 0 });
    const error = await failureOf(client.getCategories('acme-outdoor'));
    expect(error.kind).toBe('network');
    expect(error.message).toContain(
      `connection to ${new URL(server.url).host} lost (closed by the server)`,
    );
  });

  it('never show the API key or the path and query secrets of the URL in the cause they name', async () => {
    const port = await closedPort();
    const client = createContentClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey,
      retry: 0,
    });
    // The key passed by mistake as a path parameter: the client redacts it from the URL.
    const error = await failureOf(client.getContentByTag('acme-outdoor', apiKey));
    expect(error.message).toContain(`could not connect to 127.0.0.1:${port} (connection refused)`);
    expect(error.message).not.toContain('SECRET');
    expect(JSON.stringify(error)).not.toContain('SECRET');
  });

  it('name a host that does not resolve, from a cause nested two levels down', async () => {
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      retry: 0,
      fetch: async () => {
        const system = Object.assign(new Error('getaddrinfo ENOTFOUND cds.test'), {
          code: 'ENOTFOUND',
        });
        throw new TypeError('fetch failed', { cause: new Error('connect', { cause: system }) });
      },
    });
    const error = await failureOf(client.getCategories('acme-outdoor'));
    expect(error.message).toContain(
      'network error: could not connect to cds.test (host not found)',
    );
  });

  it('add an unknown code as it is, but only when it looks like a code', async () => {
    const failingWith = (code: unknown) =>
      createContentClient({
        baseUrl: 'https://cds.test',
        retry: 0,
        fetch: async () => {
          throw new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code }) });
        },
      }).getCategories('acme-outdoor');
    expect((await failureOf(failingWith('ERR_SOMETHING_NEW'))).message).toMatch(
      /network error: fetch failed \(ERR_SOMETHING_NEW\)$/,
    );
    const hostile = await failureOf(failingWith(`<b>${'A'.repeat(1_000_000)}\uD800`));
    expect(hostile.message).toMatch(/network error: fetch failed$/);
  });

  it('stay a network error when the thrown value is hostile (throwing getters, no prototype)', async () => {
    const hostileValues: unknown[] = [
      Object.create(null),
      new Proxy(
        {},
        {
          get() {
            throw new Error('getter');
          },
        },
      ),
      Symbol('thrown'),
      'plain string',
    ];
    for (const thrown of hostileValues) {
      const client = createContentClient({
        baseUrl: 'https://cds.test',
        retry: 0,
        fetch: async () => {
          throw thrown;
        },
      });
      const error = await failureOf(client.getCategories('acme-outdoor'));
      expect(error.kind).toBe('network');
      expect(error.message).toContain('network error: ');
    }
  });
});
