import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentApiError } from 'content-delivery-react/client';

export interface LocalServer {
  url: string;
  /** Requests received, in order. */
  requests: IncomingMessage[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 with a per-test handler; `requests` records what arrived. */
export async function startLocalServer(
  handler: (req: IncomingMessage, res: ServerResponse, index: number) => void,
): Promise<LocalServer> {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    handler(req, res, requests.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a JSON body with the given status and content type. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': contentType, ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

export const emptyPage = { page: 1, pageSize: 10, totalCount: 0, data: [] };

/** The rejection reason of a promise that must reject. */
export async function failureOf(promise: Promise<unknown>): Promise<ContentApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ContentApiError;
  }
  throw new Error('expected the call to reject');
}
