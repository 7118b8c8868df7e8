import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContentClient, isContentApiError } from 'content-delivery-react/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalServer, startLocalServer } from '../helpers/localServer.js';

type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void;

const problem =
  (status: number, type = 'application/problem+json'): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type });
    res.end(
      type === 'text/plain' ? 'Forbidden' : JSON.stringify({ title: `Status ${status}`, status }),
    );
  };

const page = JSON.stringify({ page: 1, pageSize: 10, totalCount: 0, data: [] });

/** Every fault: what the server does, what the call must end with, and how many attempts it may take. */
const faults: { name: string; handler: Handler; expected: string; attempts: number }[] = [
  {
    name: 'connection reset mid-body',
    handler: (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '900' });
      // Reset once the first bytes are out, on a real turn of the event loop: the test's clock
      // is fake, and a server timer on it would race the client's timeout under load.
      res.write('{"page":1,', () => setImmediate(() => req.socket.destroy()));
    },
    expected: 'network',
    attempts: 3,
  },
  { name: 'server that never answers', handler: () => {}, expected: 'timeout', attempts: 3 },
  {
    name: 'slow trickle of bytes',
    handler: (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(timer));
    },
    expected: 'timeout',
    attempts: 3,
  },
  {
    name: '503 then success',
    handler: (req, res, index) => (index === 0 ? problem(503)(req, res, index) : res.end(page)),
    expected: 'data',
    attempts: 2,
  },
  {
    name: '429 with Retry-After: 1',
    handler: (_req, res, index) => {
      if (index > 0) return void res.end(page);
      res.writeHead(429, { 'retry-after': '1', 'content-type': 'application/json' });
      res.end('{}');
    },
    expected: 'data',
    attempts: 2,
  },
  {
    name: '429 with Retry-After: 86400 (over the cap)',
    handler: (_req, res) => {
      res.writeHead(429, { 'retry-after': '86400' });
      res.end();
    },
    expected: 'http',
    attempts: 1,
  },
  { name: '502 HTML page', handler: problem(502, 'text/html'), expected: 'http', attempts: 3 },
  { name: '401 problem+json', handler: problem(401), expected: 'http', attempts: 1 },
  { name: '403 problem+json', handler: problem(403), expected: 'http', attempts: 1 },
  { name: '403 text/plain', handler: problem(403, 'text/plain'), expected: 'http', attempts: 1 },
  {
    name: 'empty 200',
    handler: (_req, res) => res.end(),
    expected: 'invalid-response',
    attempts: 1,
  },
  {
    name: 'truncated JSON',
    handler: (_req, res) => res.end('{"page":1,"data":['),
    expected: 'invalid-response',
    attempts: 1,
  },
  {
    name: 'wrong content type',
    handler: (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>login</html>');
    },
    expected: 'invalid-response',
    attempts: 1,
  },
];

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

let server: LocalServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

/** One turn of real I/O (`setImmediate` is never faked here). */
const ioTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Settles `promise` on a fake clock (sockets stay real): the clock moves 1 ms after every
 * few turns of real I/O, so timeouts, backoff and a one-second Retry-After pass without
 * real waiting, while a request in flight gets the turns it needs before time moves on.
 */
async function settleOnFakeClock<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  while (!settled) {
    for (let turn = 0; turn < 5; turn++) await ioTurn();
    await vi.advanceTimersByTimeAsync(1);
  }
  return promise;
}

describe(`faults over real HTTP (${faults.length} cases)`, () => {
  it.each(faults)(
    '$name: ends with $expected after at most $attempts attempts',
    async ({ handler, expected, attempts }) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      server = await startLocalServer(handler);
      const client = createContentClient({
        baseUrl: server.url,
        timeoutMs: 300,
        retry: { limit: 2, backoffMs: 10, maxBackoffMs: 20 },
      });
      const started = Date.now();
      const outcome = await settleOnFakeClock(
        client.getContentByTag('acme', 'seo').then(
          () => 'data',
          (error: unknown) =>
            isContentApiError(error) ? error.kind : `not a ContentApiError: ${String(error)}`,
        ),
      );
      expect(outcome).toBe(expected);
      expect(server.requests).toHaveLength(attempts);
      // Bounded on the client's clock: three 300 ms attempts plus waits, or one Retry-After second.
      expect(Date.now() - started).toBeLessThan(5_000);
      // Rejections nobody handled are reported once the microtasks of this turn have run.
      await ioTurn();
      await ioTurn();
      expect(unhandled).toEqual([]);
    },
  );
});
