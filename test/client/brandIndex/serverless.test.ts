// The brand index as serverless platforms run it: every instance is a fresh Node process (a
// cold start), many are frozen the moment they have answered, and they share one real Redis.
// At 120 000 and 240 000 items on the package's mock HTTP server with 20 ms per request:
// - with the store filled, a cold instance answers a lookup with at most 1 service request, a
//   few store reads and the same small heap at both sizes (it loads nothing of the brand);
// - three frozen instances in a row on an empty store cost about one walk in all, since each
//   stores what it read as it goes and the next takes the walk up;
// - an unknown slug costs no request once the index is complete.
// Time to the first answer is measured in `npm run bench` (serverless), not asserted here.
import { type ChildProcess, spawn } from 'node:child_process';
import { createMockDataset } from 'content-delivery-react/mock';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleInstance, type InstanceBundle } from '../../helpers/instanceBundle.js';
import {
  type CountingMockServer,
  createLargeBrand,
  type LargeBrand,
  startCountingMockServer,
} from '../../helpers/largeBrand.js';
import { type RedisServer, startRedisServer } from '../../helpers/redisServer.js';
import type { ServerlessConfig, ServerlessResult } from './serverlessInstance.js';

const apiKey = 'serverless-test-secret-5d1c08e4';
const latencyMs: [number, number] = [20, 20];
const pageSize = 100; // the index's default, and the mock's largest page
/** One instance's whole run, a walk of 240 000 items included, on a loaded machine. */
const instanceTimeoutMs = 240_000;
/** A serverless instance's heap after its first answer (a Worker has 128 MB in all). */
const maxHeapBytes = 24 * 1024 * 1024;

let redisServer: RedisServer;
let redis: Redis;
let instanceBundle: InstanceBundle | undefined;
let bundle: string;
const children = new Set<ChildProcess>();

/** Runs one instance to its end and reads its result line. */
function runInstance(config: ServerlessConfig): Promise<ServerlessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, JSON.stringify(config)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), instanceTimeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{'));
      if (code !== 0 || line === undefined) {
        reject(new Error(`instance ended (${code ?? signal}) without an answer:\n${stderr}`));
      } else {
        resolve(JSON.parse(line));
      }
    });
  });
}

beforeAll(async () => {
  // The instances run from the sources (`npm test` runs before the build).
  instanceBundle = await bundleInstance(
    'test/client/brandIndex/serverlessInstance.ts',
    'serverless-test',
  );
  bundle = instanceBundle.file;
  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await Promise.allSettled([redis?.quit()]);
  await Promise.allSettled([redisServer?.stop()]);
  instanceBundle?.remove();
});

/** Heap after a cold lookup with a filled store, per brand size, to compare the sizes. */
const coldHeaps = new Map<number, number>();

describe.each([120_000, 240_000])('a brand of %i items on serverless instances', (items) => {
  let large: LargeBrand;
  let service: CountingMockServer;
  const brandId = `serverless-${items}`;
  const instance = (
    command: ServerlessConfig['command'],
    slug?: string,
    exit: ServerlessConfig['exit'] = 'frozen',
  ) =>
    runInstance({
      baseUrl: service.url,
      apiKey,
      redisUrl: redisServer.url,
      brandId,
      command,
      exit,
      ...(slug === undefined ? {} : { slug }),
    });
  /** An article on the last page of its category list: read last by a walk. */
  const oldArticle = (offset: number) => items / 3 - 1 - offset;

  beforeAll(async () => {
    large = createLargeBrand({
      id: brandId,
      articles: items / 3,
      languages: ['en', 'de', 'fr'],
      categories: 10,
    });
    service = await startCountingMockServer({
      dataset: createMockDataset([large.brand]),
      apiKey,
      latencyMs,
      maxPageSize: pageSize,
    });
  }, 120_000);

  afterAll(async () => {
    await service?.close();
  });

  it(
    'costs about one walk in all for three frozen instances in a row on an empty store, then 0 requests for an unknown slug',
    async () => {
      await redis.flushall();
      const walk = large.walkRequests(pageSize);
      const mark = service.count;
      const answers: (string | string[] | null)[] = [];
      for (const [offset, language] of (['en', 'de', 'fr'] as const).entries()) {
        const article = oldArticle(offset);
        const result = await instance('find', large.slugOf(article, language));
        answers.push(result.value);
        console.info(
          `[serverless ${items}] frozen instance ${offset + 1}: answered at ${Math.round(result.answeredAtMs)} ms, ${service.count - mark} requests so far`,
        );
      }
      expect(answers).toEqual(
        (['en', 'de', 'fr'] as const).map((language, offset) =>
          large.idOf(oldArticle(offset), language),
        ),
      );
      const requests = service.count - mark;
      expect(requests).toBeGreaterThanOrEqual(walk);
      expect(requests).toBeLessThanOrEqual(1.25 * walk);

      const unknown = service.count;
      expect((await instance('find', 'no-such-article')).value).toBeNull();
      expect(service.count - unknown).toBe(0);
    },
    4 * instanceTimeoutMs,
  );

  it(
    'answers a cold lookup from a filled store with at most 1 request, a few store reads and a small heap',
    async () => {
      await redis.flushall();
      await instance('refresh', undefined, 'clean');
      const heaps: number[] = [];
      for (const article of [0, Math.floor(items / 6), oldArticle(0)]) {
        const mark = service.count;
        const result = await instance('find', large.slugOf(article, 'de'));
        expect(result.value).toBe(large.idOf(article, 'de'));
        expect(service.count - mark).toBeLessThanOrEqual(1);
        // The meta, one slug bucket, one chunk.
        expect(result.storeReads).toBeLessThanOrEqual(4);
        expect(result.heapUsed).toBeLessThanOrEqual(maxHeapBytes);
        heaps.push(result.heapUsed);
        console.info(
          `[serverless ${items}] cold lookup: answered at ${Math.round(result.answeredAtMs)} ms, heap ${(result.heapUsed / 1e6).toFixed(1)} MB, ${result.storeReads} store reads`,
        );
      }
      coldHeaps.set(items, Math.max(...heaps));
    },
    2 * instanceTimeoutMs,
  );
});

describe('a cold instance’s heap', () => {
  it('is the same for a brand twice as large: it holds nothing of the brand', () => {
    const small = coldHeaps.get(120_000);
    const large = coldHeaps.get(240_000);
    if (small === undefined || large === undefined) throw new Error('the cold starts did not run');
    expect(Math.abs(large - small)).toBeLessThan(2 * 1024 * 1024);
  });
});
