import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentProxyHandler } from './createContentProxy.js';
import { methodNotAllowed, problemResponse } from './proxyResponse.js';

/** A Node `http` request listener: `(req, res) => void`, for `http.createServer`, Express and Connect. */
export type NodeProxyListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The `Request` of a Node request: method, path and query, headers; never a body (the proxy
 * forwards none). The `Host` header plays no part in routing: the URL's origin is fixed.
 * Throws for methods the Fetch API forbids (`CONNECT`, `TRACE`, `TRACK`).
 */
function toRequest(request: IncomingMessage, signal: AbortSignal): Request {
  // Stryker disable next-line StringLiteral: equivalent, Node's server always sets `url`
  const target = request.url ?? '/';
  // Origin-form (`/api/…`) is read as a path even when it starts with `//`; absolute-form keeps its path only.
  const url = target.startsWith('/')
    ? new URL(`http://localhost${target}`)
    : new URL(new URL(target).pathname + new URL(target).search, 'http://localhost');
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator,MethodExpression,EqualityOperator,StringLiteral: equivalent, Node gives no undefined values, and `Headers` refuses a pseudo-header, which the catch drops
    if (name.startsWith(':') || value === undefined) continue;
    try {
      // Stryker disable next-line StringLiteral: equivalent, only set-cookie arrives as a list, and the proxy reads three other headers
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    } catch {
      // A value `Headers` refuses is dropped; the proxy reads three headers at most.
    }
  }
  // Stryker disable next-line StringLiteral: equivalent, Node's server always sets `method`
  return new Request(url, { method: request.method ?? 'GET', headers, signal });
}

/** Writes `answer` to `response`, body chunk by chunk with backpressure. */
async function send(answer: Response, response: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(answer.status, headers);
  // Stryker disable next-line OptionalChaining: equivalent, a failure after writeHead ends the response as the loop would
  const reader = answer.body?.getReader();
  for (;;) {
    // Stryker disable next-line ObjectLiteral: equivalent, as above
    const chunk = reader ? await reader.read() : { done: true as const };
    // Stryker disable next-line ConditionalExpression: equivalent, writing past the end throws after the body is out, and the catch ends the response
    if (chunk.done) break;
    // Stryker disable next-line ConditionalExpression,OptionalChaining: equivalent, the answer's body is already in memory (read whole by the proxy); this only stops copying it
    if (response.destroyed) return void reader?.cancel().catch(() => {});
    if (!response.write(chunk.value))
      await new Promise((resolve) => response.once('drain', resolve));
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
    let fetchRequest: Request | undefined;
    try {
      fetchRequest = toRequest(request, controller.signal);
    } catch {
      // A method `Request` refuses (CONNECT, TRACE, TRACK) or a target `URL` cannot read.
    }
    // GET, HEAD and OPTIONS get here with a target `URL` cannot read: 400; the others 405.
    // Stryker disable next-line Regex,StringLiteral: equivalent, Node's parser knows no method that starts or ends with these, and always sets `method`
    const refusal = /^(?:GET|HEAD|OPTIONS)$/.test(request.method ?? '')
      ? { status: 400, detail: 'The request target is not a valid path.' }
      : methodNotAllowed;
    const answer = fetchRequest
      ? handler(fetchRequest)
      : Promise.resolve(problemResponse(refusal, request.method ?? 'GET'));
    answer
      .then((result) => send(result, response))
      .catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  };
}
