// Two server instances (two Node processes) share one brand index through a real Redis server:
// the brand is walked once between them, a restarted instance loads the index instead of
// walking, a webhook's refresh on one reaches the other, and an instance that dies mid-walk
// does not hold the others back for long. Every request reaches the mock through one counting
// proxy in this process, so the counts are what the service would see.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
} from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleInstance, type InstanceBundle } from '../../helpers/instanceBundle.js';
import { type RedisServer, startRedisServer } from '../../helpers/redisServer.js';
import type {
  InstanceCommand,
  InstanceConfig,
  InstanceReply,
  InstanceRequest,
  InstanceValue,
} from './redisInstance.js';

const brandId = 'acme-redis';
const apiKey = 'redis-test-secret-7f3a9c41e2';
const keyPrefix = 'cdr-test:brand-index';
const pageSize = 100; // the index's default, and the mock's largest page
const syncIntervalMs = 200;
const latencyMs: [number, number] = [5, 10];
/** Every wait of this file ends within this, with a message saying what did not happen. */
const waitMs = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// 6 categories of 1 000 items: one walk is 1 + 6 × 10 = 61 requests.
const categories = Array.from({ length: 6 }, (_, index) =>
  createMockCategory({ id: `c${index + 1}`, name: `Category ${index + 1}` }),
);
const items = Array.from({ length: 6000 }, (_, n) =>
  createMockContentItem({
    id: `article-${n}`,
    slug: `article-${n}`,
    title: `Article ${n}`,
    categoryId: `c${(n % 6) + 1}`,
    category: `Category ${(n % 6) + 1}`,
    language: n % 2 === 0 ? 'en' : 'de',
    // Higher n is newer, so article-0 is the oldest: the last page of c1, read last.
    publishedDate: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString(),
    content: `<p>Body of article ${n}.</p>`,
  }),
);
const brand = createMockBrand({ id: brandId, categories, items });
// A second, small brand for the crash test: 6 lists of 100 items.
const crashBrandId = 'acme-crash';
const crashBrand = createMockBrand({
  id: crashBrandId,
  categories,
  items: Array.from({ length: 600 }, (_, n) =>
    createMockContentItem({
      id: `crash-${n}`,
      slug: `crash-${n}`,
      categoryId: `c${(n % 6) + 1}`,
      publishedDate: new Date(Date.UTC(2021, 0, 1) + n * 3_600_000).toISOString(),
    }),
  ),
});
const dataset = createMockDataset([brand, crashBrand]);

/** Requests of one walk of the brand as it is now: the categories, then every page of every list. */
function oneWalk(): number {
  const pages = categories.map((category) => {
    const count = brand.items.filter((item) => item.categoryId === category.id).length;
    return Math.ceil(count / pageSize);
  });
  return 1 + pages.reduce((sum, count) => sum + count, 0);
}

interface SeenRequest {
  /** The `x-instance` header of the client that sent it. */
  instance: string;
  kind: 'categories' | 'page';
}

/** Requests that reached the proxy, in arrival order. */
const seen: SeenRequest[] = [];
/** An instance whose requests the proxy leaves unanswered: its walk hangs until it dies. */
let stalled: string | undefined;

/** What arrived since `mark` (an index into `seen`), from one instance or all. */
function countSince(mark: number, instance?: string) {
  const requests = seen
    .slice(mark)
    .filter((request) => instance === undefined || request.instance === instance);
  return {
    total: requests.length,
    categories: requests.filter((request) => request.kind === 'categories').length,
    pages: requests.filter((request) => request.kind === 'page').length,
  };
}

/** Resolves once `condition` holds; rejects after `waitMs` naming what it waited for. */
async function waitFor(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${waitMs} ms for ${what}`);
    await sleep(50);
  }
}

/** One server instance: a Node process running redisInstance.ts, driven over stdin/stdout. */
class Instance {
  readonly name: string;
  readonly #child: ChildProcess;
  readonly #pending = new Map<
    number,
    { resolve: (value: InstanceValue) => void; reject: (error: Error) => void }
  >();
  #next = 0;
  #stderr = '';
  readonly #exited: Promise<void>;

  constructor(name: string, bundle: string, config: InstanceConfig) {
    this.name = name;
    this.#child = spawn(process.execPath, [bundle, JSON.stringify(config)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.#child.stderr?.on('data', (chunk: Buffer) => {
      this.#stderr = (this.#stderr + chunk.toString('utf8')).slice(-4000);
    });
    this.#exited = new Promise((resolve) => this.#child.once('exit', () => resolve()));
    this.#child.once('exit', (code, signal) => {
      for (const { reject } of this.#pending.values()) {
        reject(new Error(`${name} exited (${code ?? signal}) before answering:\n${this.#stderr}`));
      }
      this.#pending.clear();
    });
    const lines = createInterface({ input: this.#child.stdout ?? process.stdin });
    lines.on('line', (line) => {
      const reply: InstanceReply = JSON.parse(line);
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.ok) pending?.resolve(reply.value);
      else pending?.reject(new Error(`${name}: ${reply.error}\n${this.#stderr}`));
    });
  }

  /** Runs `request` in the instance; rejects when it fails or takes longer than `waitMs`. */
  ask(request: InstanceRequest): Promise<InstanceValue> {
    const id = this.#next++;
    const command: InstanceCommand = { ...request, id };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(
          new Error(
            `${this.name} did not answer ${JSON.stringify(request)} within ${waitMs} ms:\n${this.#stderr}`,
          ),
        );
      }, waitMs);
      this.#pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.#child.stdin?.write(`${JSON.stringify(command)}\n`);
    });
  }

  /** Ends the process at once, as a crash or a deploy would. */
  async kill(): Promise<void> {
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      this.#child.kill('SIGKILL');
    }
    await this.#exited;
  }

  /** Closes its Redis connection and waits for the process to end by itself (killed if it does not). */
  async close(): Promise<void> {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    try {
      await this.ask({ command: 'exit' });
      this.#child.stdin?.end();
      const ended = await Promise.race([
        this.#exited.then(() => true),
        sleep(5000).then(() => false),
      ]);
      if (!ended) throw new Error(`${this.name} did not exit after closing its connection`);
    } finally {
      await this.kill();
    }
  }
}

let redisServer: RedisServer;
let redis: Redis;
/** The mock the proxy forwards to now; a refresh test swaps in one serving new data. */
let mock: MockServer;
const mocks: MockServer[] = [];
let proxy: Server;
let proxyUrl: string;
let instanceBundle: InstanceBundle | undefined;
let bundle: string;
const instances: Instance[] = [];

function startInstance(name: string): Instance {
  const instance = new Instance(name, bundle, {
    name,
    baseUrl: proxyUrl,
    apiKey,
    redisUrl: redisServer.url,
    keyPrefix,
    syncIntervalMs,
    // No head checks in this file: every index change comes from a walk the test asks for.
    missRefreshMs: 10 * 60_000,
  });
  instances.push(instance);
  return instance;
}

const storageKey = (...rest: string[]) => [keyPrefix, `b-${brandId}`, ...rest].join(':');
const crashKey = (...rest: string[]) => [keyPrefix, `b-${crashBrandId}`, ...rest].join(':');

beforeAll(async () => {
  // The instances run from the sources (`npm test` runs before the build).
  instanceBundle = await bundleInstance('test/client/brandIndex/redisInstance.ts', 'redis-test');
  bundle = instanceBundle.file;

  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();

  mock = await startMockServer({ dataset, apiKey, latencyMs, maxPageSize: pageSize });
  mocks.push(mock);
  proxy = createServer((req, res) => {
    const instance = req.headers['x-instance'];
    const path = new URL(req.url ?? '/', 'http://proxy').pathname;
    seen.push({
      instance: typeof instance === 'string' ? instance : '(none)',
      kind: path.endsWith('/categories') ? 'categories' : 'page',
    });
    if (instance === stalled) return;
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: mock.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  // Each step runs even when one before it fails, so no process outlives the test.
  await Promise.allSettled(instances.map((instance) => instance.close()));
  await Promise.allSettled([redis?.quit()]);
  await Promise.allSettled([redisServer?.stop()]);
  if (proxy !== undefined) {
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
  await Promise.allSettled(mocks.map((server) => server.close()));
  instanceBundle?.remove();
}, 60_000);

describe('brand index shared through Redis', () => {
  let a: Instance;
  let b: Instance;
  let restarted: Instance;

  it('walks a brand once when two instances look it up cold at the same time', async () => {
    a = startInstance('A');
    b = startInstance('B');
    // Both processes loaded (neither knows the brand), so the lookups below start together.
    expect(
      await Promise.all([a.ask({ command: 'info', brandId }), b.ask({ command: 'info', brandId })]),
    ).toEqual([null, null]);
    const walk = oneWalk();
    const mark = seen.length;

    // The oldest item (on the last page the walk reads) and one in the middle.
    const found = await Promise.all([
      a.ask({ command: 'find', brandId, slug: 'article-0' }),
      b.ask({ command: 'find', brandId, slug: 'article-2999' }),
    ]);
    expect(found).toEqual(['article-0', 'article-2999']);

    // A lookup answers as soon as the walk reads its page: wait for the walk to be stored.
    await waitFor(
      'the walk to be stored in Redis and its lock released',
      async () =>
        (await redis.exists(storageKey('meta'))) === 1 &&
        (await redis.exists(storageKey('lock'))) === 0,
    );
    for (const instance of [a, b]) {
      await waitFor(`${instance.name} to hold the whole brand`, async () => {
        const info = await instance.ask({ command: 'info', brandId });
        return JSON.stringify(info) === JSON.stringify({ items: 6000, complete: true });
      });
    }

    const all = countSince(mark);
    const byA = countSince(mark, 'A');
    const byB = countSince(mark, 'B');
    console.info(
      `[redis] cold start: one walk = ${walk} requests; upstream saw ${all.total} (A ${byA.total}, B ${byB.total})`,
    );
    // One walk began (a walk starts with the categories), and the other instance waited for it.
    expect(all.categories).toBe(1);
    expect(all.total).toBeLessThan(1.5 * walk);
    // The instance that waited read at most the page of its item, fresh.
    expect(Math.min(byA.total, byB.total)).toBeLessThanOrEqual(1);
  }, 60_000);

  it('loads the index from Redis in a restarted instance instead of walking', async () => {
    await b.kill();
    restarted = startInstance('B2');
    const mark = seen.length;

    expect(await restarted.ask({ command: 'find', brandId, slug: 'article-1234' })).toBe(
      'article-1234',
    );

    const all = countSince(mark);
    console.info(`[redis] restart: first lookup of B2 cost ${all.total} request(s)`);
    // No walk (no categories, no list walked): only the page the index points at, read fresh.
    expect(all.categories).toBe(0);
    expect(all.pages).toBeLessThanOrEqual(1);
    expect(await restarted.ask({ command: 'info', brandId })).toEqual({
      items: 6000,
      complete: true,
    });
  }, 60_000);

  it("reaches every instance with one instance's refresh, in one walk", async () => {
    // A new article, newest of its list, served by a new mock from now on (so no cache of the
    // old one can hide it).
    const published = createMockContentItem({
      id: 'article-new',
      slug: 'breaking-news',
      categoryId: 'c3',
      category: 'Category 3',
      publishedDate: new Date(Date.UTC(2030, 0, 1)).toISOString(),
    });
    brand.items.push(published);
    mock = await startMockServer({ dataset, apiKey, latencyMs, maxPageSize: pageSize });
    mocks.push(mock);
    const walk = oneWalk();
    const mark = seen.length;

    // The webhook: A walks again and resolves once the new index is in use and stored.
    await a.ask({ command: 'refresh', brandId });
    expect(countSince(mark)).toEqual({ total: walk, categories: 1, pages: walk - 1 });
    expect(await a.ask({ command: 'find', brandId, slug: 'breaking-news' })).toBe('article-new');

    // B2 reads the store's version on its next lookup once syncIntervalMs has passed.
    await sleep(syncIntervalMs * 2);
    const markB = seen.length;
    expect(await restarted.ask({ command: 'find', brandId, slug: 'breaking-news' })).toBe(
      'article-new',
    );
    const byB = countSince(markB, 'B2');
    expect(byB.categories).toBe(0);
    expect(byB.pages).toBeLessThanOrEqual(1);
    expect(await restarted.ask({ command: 'info', brandId })).toEqual({
      items: 6001,
      complete: true,
    });

    const all = countSince(mark);
    console.info(
      `[redis] refresh: one walk = ${walk} requests; upstream saw ${all.total} in all (B2 ${byB.total})`,
    );
    // Exactly one walk in all: A's. The rest are the two lookups' page reads.
    expect(all.categories).toBe(1);
    expect(all.total).toBeLessThanOrEqual(walk + 2);
  }, 60_000);

  it('writes only under its key prefix, never the API key, and drops the keys of old walks', async () => {
    const keys = await redis.keys('*');
    const values = await Promise.all(keys.map((key) => redis.get(key)));
    expect(keys.length).toBeGreaterThan(0);
    // The scan sees the index itself: the article the refresh found is in it.
    expect(values.join('\n')).toContain('breaking-news');
    for (const [position, key] of keys.entries()) {
      expect(key.startsWith(`${keyPrefix}:`), key).toBe(true);
      expect(key).not.toContain(apiKey);
      expect(values[position] ?? '', key).not.toContain(apiKey);
    }

    const meta: {
      generation: string;
      buckets: number;
      lists: [string, number, number, number, number][];
    } = JSON.parse((await redis.get(storageKey('meta'))) ?? '{}');
    const pages = meta.lists.reduce((sum, list) => sum + list[4], 0);
    const current = keys.filter((key) => key.startsWith(`${storageKey(meta.generation)}:`));
    // The walk in use: a chunk and its texts per page read, and the slug and group buckets. The first walk's
    // keys were removed by the refresh; the rest is the meta (and the last head check's time).
    expect(current.filter((key) => /:c:\d+:\d+$/.test(key))).toHaveLength(pages);
    expect(current.filter((key) => /:t:\d+:\d+$/.test(key))).toHaveLength(pages);
    expect(current.filter((key) => /:[sg]:\d+$/.test(key))).toHaveLength(2 * meta.buckets);
    expect(current).toHaveLength(2 * pages + 2 * meta.buckets);
    const others = keys.filter((key) => !current.includes(key));
    expect(others).toContain(storageKey('meta'));
    expect(others.every((key) => [storageKey('meta'), storageKey('checked')].includes(key))).toBe(
      true,
    );
  }, 60_000);

  it('does not keep the other instances waiting on the walk of an instance that died', async () => {
    // A starts walking the second brand (it takes the walk lock), its requests hang, and it is
    // killed mid-walk, as in a crash or a deploy: its lock stays in Redis.
    stalled = 'A';
    const lookupOfA = a
      .ask({ command: 'find', brandId: crashBrandId, slug: 'crash-0' })
      .catch((error: unknown) => error);
    await waitFor(
      'A to take the walk lock of the second brand',
      async () => (await redis.exists(crashKey('lock'))) === 1,
    );
    await a.kill();
    expect(await lookupOfA).toBeInstanceOf(Error);

    // A renewed its lock while it walked; dead, it cannot, so B2 waits only until the lock
    // lapses (3 × syncIntervalMs, 3 s at least), then walks the brand itself.
    const mark = seen.length;
    const startedAt = Date.now();
    expect(await restarted.ask({ command: 'find', brandId: crashBrandId, slug: 'crash-0' })).toBe(
      'crash-0',
    );
    console.info(
      `[redis] crash: B2 answered ${Date.now() - startedAt} ms after A died, with ${countSince(mark, 'B2').total} requests`,
    );
    expect(countSince(mark, 'B2').categories).toBe(1);
  }, 60_000);
});
