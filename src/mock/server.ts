import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { problemResponse } from './problem.js';
import { createMockService } from './service.js';
import type { MockServiceOptions } from './serviceOptions.js';

/** Options of {@link startMockServer}. */
export interface MockServerOptions extends Omit<MockServiceOptions, 'baseUrl'> {
  /** Port to listen on; `0` picks a free one. @default 0 */
  port?: number | undefined;
  /** Interface to bind; the default keeps the mock off the network. @default '127.0.0.1' */
  host?: string | undefined;
}

/** A running mock server. */
export interface MockServer {
  /** Base URL to pass to `createContentClient`, e.g. `http://127.0.0.1:4010`. */
  url: string;
  port: number;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'authorization, accept, content-type',
  'access-control-max-age': '600',
};

async function answer(
  service: ReturnType<typeof createMockService>,
  base: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', base);
  } catch {
    url = new URL('/', base);
  }
  let response: Response;
  if (req.method === 'OPTIONS') {
    response = new Response(null, { status: 204 });
  } else if (req.method !== 'GET' && req.method !== 'HEAD') {
    // Answered here: `new Request` refuses methods such as TRACE and CONNECT outright.
    response = problemResponse(
      405,
      'Method Not Allowed',
      'The service is read-only: use GET.',
      url.pathname,
      {
        allow: 'GET, HEAD, OPTIONS',
      },
    );
  } else {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(url, { method: req.method ?? 'GET', headers });
    response =
      (await service.handle(request)) ??
      problemResponse(
        404,
        'Not Found',
        'The mock serves /api/v1/content/… and /demo-images/… only.',
        url.pathname,
      );
  }
  const headers: Record<string, string> = { ...corsHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body =
    req.method === 'HEAD' || response.body === null
      ? undefined
      : Buffer.from(await response.arrayBuffer());
  if (body !== undefined) headers['content-length'] = String(body.byteLength);
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * Serves the mock Content Delivery Service over real HTTP (Node only), for
 * end-to-end tests and for any HTTP client. Binds 127.0.0.1 by default.
 *
 * @example
 * const server = await startMockServer({ port: 4010 });
 * const client = createContentClient({ baseUrl: server.url });
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const service = createMockService(options);
  let base = '';
  const server = createServer((req, res) => {
    answer(service, base, req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`mock server error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  base = `http://${shownHost}:${port}`;
  return {
    url: base,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
