import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentProxyHandler } from './createContentProxy.js';
import { methodNotAllowed, problemResponse } from './proxyResponse.js';

/** A Node `http` request listener: `(req, res) => void`, for `http.createServer`, Express and Connect. */
export type NodeProxyListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Methods whose request gets a 400 for a target `URL` cannot read; every other one a 405. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The `Request` of a Node request: method, path and query, headers; never a body (the proxy
 * forwards none). The `Host` header plays no part in routing: the URL's origin is fixed.
 * Throws for methods the Fetch API forbids (`CONNECT`, `TRACE`, `TRACK`).
 */
function toRequest(request: IncomingMessage, method: string, signal: AbortSignal): Request {
  // Node's server always sets `url`; a framework that cleared it asks for the root.
  const target = request.url ?? '/';
  // Origin-form (`/api/…`) is read as a path even when it starts with `//`; absolute-form keeps its path only.
  const url = target.startsWith('/')
    ? new URL(`http://localhost${target}`)
    : new URL(new URL(target).pathname + new URL(target).search, 'http://localhost');
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // Node's server gives no undefined value; a framework may leave one.
    if (value === undefined) continue;
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A name or value `Headers` refuses (an HTTP/2 pseudo-header such as `:path`) is dropped;
      // the proxy reads three headers at most.
    }
  }
  return new Request(url, { method, headers, signal });
}

/**
 * Writes `answer` to `response`, body chunk by chunk with backpressure. Leaving the loop when
 * the client has gone cancels the body, so a handler streaming it stops.
 */
async function send(answer: Response, response: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(answer.status, headers);
  for await (const chunk of answer.body ?? []) {
    if (response.destroyed) return;
    if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
  }
  response.end();
}

/**
 * Adapts a proxy handler to Node's `http` server (and Express or Connect): converts each
 * request, streams the answer back, and aborts the upstream request when the client goes away.
 *
 * @example
 * import { createServer } from 'node:http';
 * import { createContentProxy, toNodeListener } from 'content-delivery-react/proxy';
 * const proxy = createContentProxy({ baseUrl: process.env.CDS_URL, apiKey: process.env.CDS_API_KEY });
 * createServer(toNodeListener(proxy)).listen(3000);
 */
export function toNodeListener(handler: ContentProxyHandler): NodeProxyListener {
  return (request, response) => {
    const controller = new AbortController();
    response.once('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    // Node's server always sets `method`; a framework that cleared it sends a GET.
    const method = request.method ?? 'GET';
    let fetchRequest: Request | undefined;
    try {
      fetchRequest = toRequest(request, method, controller.signal);
    } catch {
      // A method `Request` refuses (CONNECT, TRACE, TRACK) or a target `URL` cannot read.
    }
    const refusal = readMethods.has(method)
      ? { status: 400, detail: 'The request target is not a valid path.' }
      : methodNotAllowed;
    const answer = fetchRequest
      ? handler(fetchRequest)
      : Promise.resolve(problemResponse(refusal, method));
    answer
      .then((result) => send(result, response))
      .catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  };
}
