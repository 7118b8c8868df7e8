// One serverless "instance" of serverless.test.ts: a fresh Node process that runs one lookup
// against a brand index kept in a real Redis (unstorage's redis driver), writes one JSON line
// and ends. `frozen` ends it the moment it has answered, with no cleanup and nothing awaited,
// as a platform freezes an instance once its response is sent. Bundled from the sources by the
// test (esbuild), since `npm test` runs before `npm run build`.
import { writeSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import { createStorage } from 'unstorage';
import redisDriver from 'unstorage/drivers/redis';

/** What the test asks of an instance: one JSON argument. */
export interface ServerlessConfig {
  baseUrl: string;
  apiKey: string;
  redisUrl: string;
  brandId: string;
  /** `find`: `findContentBySlug`; `refresh`: a webhook's walk; `entries`: the ids `entries()` lists. */
  command: 'find' | 'refresh' | 'entries';
  slug?: string;
  /** `frozen`: exit at once after the answer; `clean`: close the Redis connection first. */
  exit: 'frozen' | 'clean';
}

/** What an instance writes: its answer, and what the answer cost it. */
export interface ServerlessResult {
  value: string | string[] | null;
  /** Milliseconds from the process's start (its time origin) to the answer. */
  answeredAtMs: number;
  /** Heap in use right after the answer, after a full garbage collection. */
  heapUsed: number;
  storeReads: number;
}

const config: ServerlessConfig = JSON.parse(process.argv[2] ?? '{}');
const storage = createStorage({ driver: redisDriver({ url: config.redisUrl }) });
let storeReads = 0;
const client = createContentClient({
  baseUrl: config.baseUrl,
  apiKey: config.apiKey,
  retry: 0,
  brandIndex: {
    // The tests count requests, not the head-check cadence: on a loaded machine a 240 000-item
    // walk outlasts the default minute, after which an unknown slug rightly costs a head check
    // (1 + 10 requests). A window longer than any run keeps "0 once complete" what is measured.
    missRefreshMs: 30 * 60_000,
    storage: {
      getItem: (key) => {
        storeReads++;
        return storage.getItem(key);
      },
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
    },
  },
  onEvent: (event) => {
    if (event.kind === 'store-failed' || event.kind === 'walk-failed') {
      process.stderr.write(`[instance] ${event.kind}: ${String(event.error)}\n`);
    }
  },
});

async function run(): Promise<string | string[] | null> {
  if (config.command === 'refresh') {
    await client.brandIndex?.refresh(config.brandId);
    return null;
  }
  if (config.command === 'entries') {
    const ids: string[] = [];
    for await (const entry of client.brandIndex?.entries(config.brandId) ?? []) ids.push(entry.id);
    return ids;
  }
  const item = await findContentBySlug(client, config.brandId, { slug: config.slug ?? '' });
  return item?.id ?? null;
}

const value = await run();
const answeredAtMs = performance.now();
setFlagsFromString('--expose-gc');
const gc: () => void = runInNewContext('gc');
gc();
const result: ServerlessResult = {
  value,
  answeredAtMs,
  heapUsed: process.memoryUsage().heapUsed,
  storeReads,
};
// A synchronous write: `process.exit` right after would lose a write still queued on a pipe.
writeSync(1, `${JSON.stringify(result)}\n`);
if (config.exit === 'frozen') process.exit(0);
await storage.dispose();
