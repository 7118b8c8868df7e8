// One serverless "instance" of bench/serverless.mjs: a fresh Node process (run with
// --expose-gc) that imports one build of the client, makes a client whose brand index is shared
// through Redis (unstorage's redis driver), runs ONE command, prints ONE JSON line and ends.
// Everything is timed from the process's own time origin, so the figures include what a cold
// start pays (Node's start, loading the build, connecting to Redis, loading the index).
//
//   node --expose-gc bench/serverlessInstance.mjs '<json config>'
//
// Config: { dist, name, baseUrl, redisUrl, brandId, command: 'refresh' | 'find' | 'search',
// slug?, query?, lang?, frozen?, options?, drainMs? }. `name` goes out in an `x-instance` header, so the mock counts
// this instance's requests. `frozen`: exit the moment the answer is printed, with no cleanup and
// no wait for background work (a platform freezing the instance once it has answered).
// Otherwise the Redis connection is closed and the process ends by itself; if anything keeps it
// alive longer than `drainMs`, it exits with code 3 (the harness reports that).
import { writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createStorage } from 'unstorage';
import redisDriver from 'unstorage/drivers/redis';

const config = JSON.parse(process.argv[2] ?? '{}');
const dist = pathToFileURL(config.dist.replace(/\/?$/, '/'));
const { createContentClient, findContentBySlug } = await import(new URL('client/index.js', dist));
const importedMs = performance.now();

// Counted at the driver, under unstorage: every Redis round trip and the raw bytes it carried,
// whichever Storage method (getItem, getItems, getItemRaw, …) the index calls. Strings are
// measured with Buffer.byteLength, which allocates nothing, so counting does not move the heap.
const store = {
  readCalls: 0,
  keysRead: 0,
  bytesRead: 0,
  writes: 0,
  bytesWritten: 0,
  removes: 0,
  otherCalls: 0,
  /** ms since process start when the first read went out and the last one came back. */
  firstReadMs: null,
  lastReadMs: null,
};
/** Times a read: where loading the index from the store starts and ends in the cold start. */
const timedRead = async (read) => {
  store.firstReadMs ??= performance.now();
  const value = await read();
  store.lastReadMs = performance.now();
  return value;
};
const sizeOf = (value) =>
  typeof value === 'string'
    ? Buffer.byteLength(value)
    : value instanceof Uint8Array
      ? value.byteLength
      : 0;
const driver = redisDriver({ url: config.redisUrl });
const counted = {
  getItem: async (original, key, ...rest) => {
    const value = await timedRead(() => original(key, ...rest));
    store.readCalls++;
    store.keysRead++;
    store.bytesRead += sizeOf(value);
    return value;
  },
  getItemRaw: async (original, key, ...rest) => {
    const value = await timedRead(() => original(key, ...rest));
    store.readCalls++;
    store.keysRead++;
    store.bytesRead += sizeOf(value);
    return value;
  },
  getItems: async (original, items, ...rest) => {
    const values = await timedRead(() => original(items, ...rest));
    store.readCalls++;
    store.keysRead += items.length;
    for (const { value } of values) store.bytesRead += sizeOf(value);
    return values;
  },
  setItem: async (original, key, value, ...rest) => {
    store.writes++;
    store.bytesWritten += sizeOf(value);
    return original(key, value, ...rest);
  },
  setItemRaw: async (original, key, value, ...rest) => {
    store.writes++;
    store.bytesWritten += sizeOf(value);
    return original(key, value, ...rest);
  },
  setItems: async (original, items, ...rest) => {
    store.writes += items.length;
    for (const { value } of items) store.bytesWritten += sizeOf(value);
    return original(items, ...rest);
  },
  removeItem: async (original, ...args) => {
    store.removes++;
    return original(...args);
  },
};
for (const [name, method] of Object.entries(driver)) {
  if (typeof method !== 'function' || name === 'dispose' || name === 'getInstance') continue;
  const original = method.bind(driver);
  driver[name] =
    name in counted
      ? (...args) => counted[name](original, ...args)
      : (...args) => {
          store.otherCalls++;
          return original(...args);
        };
}
const storage = createStorage({ driver });

let backgroundErrors = 0;
const client = createContentClient({
  baseUrl: config.baseUrl,
  headers: { 'x-instance': config.name },
  // No retries: every request the service sees is one the index asked for.
  retry: 0,
  brandIndex: {
    ...config.options,
    storage,
    onError: (error) => {
      backgroundErrors++;
      console.error(`[${config.name}] background failure:`, error?.message ?? error);
    },
  },
});

let result;
if (config.command === 'refresh') {
  // The long-lived instance that fills the store: one whole walk, stored before refresh resolves.
  const started = performance.now();
  await client.brandIndex.refresh(config.brandId);
  const info = client.brandIndex.info(config.brandId);
  result = { walkMs: performance.now() - started, items: info?.items, complete: info?.complete };
} else if (config.command === 'find') {
  const item = await findContentBySlug(client, config.brandId, {
    slug: config.slug,
    lang: config.lang,
  });
  result = { found: item?.id ?? null };
} else if (config.command === 'search') {
  // Site search (content-delivery-react/search) on the shared index: the first search of a
  // language builds it from the index, the next instances read what the first one stored.
  const { searchContent } = await import(new URL('search/index.js', dist));
  const results = await searchContent(client, {
    brandId: config.brandId,
    query: config.query,
    lang: config.lang,
  });
  result = { found: results.totalCount, first: results.hits[0]?.item.id ?? null };
} else {
  throw new Error(`unknown command ${config.command}`);
}
// ms since this process's time origin (its start): what a visitor waiting on a cold start sees.
const answerMs = performance.now();
const storeAtAnswer = { ...store };
const heapAtAnswer = process.memoryUsage().heapUsed;
// Synchronous, so no request or store call can start while the heap is measured.
globalThis.gc?.();
const memory = process.memoryUsage();
// writeSync: the line is out before a frozen instance's process.exit (stdout may be asynchronous).
writeSync(
  1,
  `${JSON.stringify({
    ...result,
    importedMs,
    answerMs,
    heapAtAnswer,
    heapAfterGc: memory.heapUsed,
    rss: memory.rss,
    store: storeAtAnswer,
    backgroundErrors,
  })}\n`,
);

if (config.frozen) {
  // Frozen right after answering: whatever the index had started (a walk, its writes, the lock's
  // renewal) never finishes, and no event-loop turn runs after the answer.
  process.exit(0);
} else {
  // A clean end: close the store's connection and let whatever the index still has running end.
  const drain = setTimeout(() => {
    console.error(`[${config.name}] still running ${config.drainMs} ms after answering`);
    process.exit(3);
  }, config.drainMs ?? 60_000);
  // Unref'd: it must not itself keep the process alive.
  drain.unref();
  await storage.dispose();
}
